import { Plus, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Field, FormSection } from "../form-parts";
import { OPTION_LETTERS, type TQuestionDraft } from "./quiz-draft";

/**
 * The question being written (or edited in place): its text, the four options A to D, the
 * correct one, and an explanation shown after grading. 'Add Question' checks it first.
 */
export function QuestionEditor({
  value,
  onChange,
  onCommit,
  onCancelEdit,
  editingIndex,
}: {
  value: TQuestionDraft;
  onChange: (next: TQuestionDraft) => void;
  onCommit: () => void;
  onCancelEdit: () => void;
  /** The saved question being edited, or null when writing a new one. */
  editingIndex: number | null;
}) {
  const setOption = (index: number, text: string) =>
    onChange({ ...value, options: value.options.map((o, i) => (i === index ? text : o)) as TQuestionDraft["options"] });

  return (
    <FormSection
      title={editingIndex === null ? "New question" : `Edit question ${editingIndex + 1}`}
      className="bg-muted/20"
    >
      <Field id="textarea-question" label="Question">
        <Textarea
          id="textarea-question"
          rows={2}
          value={value.question}
          onChange={(e) => onChange({ ...value, question: e.target.value })}
          placeholder="What does len([1, 2, 3]) return?"
          data-testid="textarea-question"
        />
      </Field>
      <div role="radiogroup" aria-label="Options and correct answer" className="grid gap-2">
        <p className="text-sm font-medium">Options (choose the correct answer)</p>
        {OPTION_LETTERS.map((letter, index) => (
          <div key={letter} className="flex items-center gap-2">
            <input
              type="radio"
              name="correct-answer"
              className="size-4 shrink-0 accent-primary"
              checked={value.correctAnswer === index}
              onChange={() => onChange({ ...value, correctAnswer: index })}
              aria-label={`Option ${letter} is correct`}
              data-testid={`radio-correct-${index}`}
            />
            <span className="w-4 shrink-0 text-sm font-semibold" aria-hidden>
              {letter}
            </span>
            <Input
              aria-label={`Option ${letter}`}
              value={value.options[index]}
              onChange={(e) => setOption(index, e.target.value)}
              data-testid={`input-option-${index}`}
            />
          </div>
        ))}
      </div>
      <Field id="textarea-explanation" label="Explanation (optional)">
        <Textarea
          id="textarea-explanation"
          rows={2}
          value={value.explanation}
          onChange={(e) => onChange({ ...value, explanation: e.target.value })}
          data-testid="textarea-explanation"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCommit} data-testid="button-add-question">
          {editingIndex === null ? <Plus className="size-4" aria-hidden /> : <Save className="size-4" aria-hidden />}
          {editingIndex === null ? "Add Question" : "Update Question"}
        </Button>
        {editingIndex !== null && (
          <Button variant="ghost" onClick={onCancelEdit} data-testid="button-cancel-question-edit">
            Cancel edit
          </Button>
        )}
      </div>
    </FormSection>
  );
}
