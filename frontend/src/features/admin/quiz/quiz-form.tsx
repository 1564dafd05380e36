import type { TDifficulty, TQuizTopic } from "@cp/contracts";
import { QUIZ_TOPICS } from "@cp/contracts/constants";
import { CircleCheck, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@/app/toast-store";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, type TSelectOption } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { DIFFICULTY_OPTIONS } from "../challenge/challenge-basics";
import { Field, FormError, FormSection, SaveButton, TitleDescriptionFields } from "../form-parts";
import { readSaveRefusal, useSaveAdminItem } from "../use-save-admin-item";
import { QuestionEditor } from "./question-editor";
import { emptyQuestion, OPTION_LETTERS, questionProblem, quizInputFromDraft, type TQuizDraft } from "./quiz-draft";

const TOPIC_OPTIONS: readonly TSelectOption[] = QUIZ_TOPICS.map((t) => ({ value: t, label: t }));

/** The quiz form: the spec's fields, the saved questions, and the editor of the next question. */
export function QuizForm({ id, initial, onDone }: { id: string | null; initial: TQuizDraft; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [question, setQuestion] = useState(emptyQuestion);
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveAdminItem("quizzes", id, onDone);
  const update = (patch: Partial<TQuizDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const commitQuestion = () => {
    const problem = questionProblem(question);
    if (problem) {
      toast({ title: "Validation Error", description: problem, variant: "destructive" });
      return;
    }
    if (editingIndex === null) {
      update({ questions: [...draft.questions, question] });
      toast({ title: "Question added successfully" });
    } else {
      update({ questions: draft.questions.map((q, i) => (i === editingIndex ? question : q)) });
      toast({ title: "Question updated" });
    }
    setQuestion(emptyQuestion());
    setEditingIndex(null);
  };

  const removeQuestion = (index: number) => {
    update({ questions: draft.questions.filter((_, i) => i !== index) });
    if (editingIndex === index) {
      setEditingIndex(null);
      setQuestion(emptyQuestion());
    } else if (editingIndex !== null && editingIndex > index) setEditingIndex(editingIndex - 1);
    toast({ title: "Question removed" });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.questions.length === 0) {
      toast({ title: "Validation Error", description: "Please add at least one question", variant: "destructive" });
      return;
    }
    setFormError(null);
    save.mutate(quizInputFromDraft(draft), { onError: (error) => setFormError(readSaveRefusal(error).message) });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" data-testid="form-quiz">
      <TitleDescriptionFields title={draft.title} description={draft.description} onChange={update} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="select-difficulty" label="Difficulty">
          <Select
            id="select-difficulty"
            value={draft.difficulty}
            onValueChange={(d) => update({ difficulty: d as TDifficulty })}
            options={DIFFICULTY_OPTIONS}
            data-testid="select-difficulty"
          />
        </Field>
        <Field id="select-topic" label="Topic">
          <Select
            id="select-topic"
            value={draft.topic}
            placeholder="Select a topic"
            onValueChange={(t) => update({ topic: t as TQuizTopic })}
            options={TOPIC_OPTIONS}
            data-testid="select-topic"
          />
        </Field>
        <Field id="input-passing-score" label="Passing score (%)">
          <Input
            id="input-passing-score"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            required
            value={draft.passingScore}
            onChange={(e) => update({ passingScore: e.target.value })}
            data-testid="input-passing-score"
          />
        </Field>
      </div>
      <FormSection
        title="Questions"
        description={<span data-testid="text-question-count">{draft.questions.length} question(s)</span>}
      >
        {draft.questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No questions yet: write one below and press Add Question.</p>
        ) : (
          <ol className="grid gap-2" data-testid="list-questions">
            {draft.questions.map((q, index) => (
              <li
                key={q.key}
                className={cn("grid gap-2 rounded-md border p-3", editingIndex === index && "border-primary")}
                data-testid={`question-${index}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 break-words text-sm font-medium">
                    {index + 1}. {q.question}
                  </p>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit question ${index + 1}`}
                      onClick={() => {
                        setEditingIndex(index);
                        setQuestion(q);
                      }}
                      data-testid={`button-edit-question-${index}`}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove question ${index + 1}`}
                      onClick={() => removeQuestion(index)}
                      data-testid={`button-remove-question-${index}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                <ul className="grid gap-1 text-sm sm:grid-cols-2">
                  {q.options.map((option, o) => (
                    <li
                      key={OPTION_LETTERS[o]}
                      className={cn(
                        "flex min-w-0 items-start gap-1.5",
                        o === q.correctAnswer ? "font-medium" : "text-muted-foreground",
                      )}
                    >
                      <span className="shrink-0">{OPTION_LETTERS[o]}.</span>
                      <span className="min-w-0 break-words">{option}</span>
                      {o === q.correctAnswer && (
                        <CircleCheck
                          className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                          aria-label="correct"
                          role="img"
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </FormSection>
      <QuestionEditor
        value={question}
        onChange={setQuestion}
        onCommit={commitQuestion}
        editingIndex={editingIndex}
        onCancelEdit={() => {
          setEditingIndex(null);
          setQuestion(emptyQuestion());
        }}
      />
      <FormError message={formError} />
      <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-2 border-t bg-popover px-6 py-3">
        <DialogClose data-testid="button-cancel">Cancel</DialogClose>
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}
