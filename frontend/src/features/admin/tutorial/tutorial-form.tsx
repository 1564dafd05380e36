import { type TDifficulty, type TTutorialCourse, TUTORIAL_COURSE_INFO } from "@cp/contracts";
import { type FormEvent, useRef, useState } from "react";
import { DialogClose } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, type TSelectOption } from "@/components/ui/select";
import { DIFFICULTY_OPTIONS } from "../challenge/challenge-basics";
import { Field, FormError, invalidProps, SaveButton, TitleDescriptionFields, useRevealProblem } from "../form-parts";
import { readSaveRefusal, useSaveAdminItem } from "../use-save-admin-item";
import { StepsEditor } from "./steps-editor";
import { type TTutorialDraft, tutorialInputFromDraft } from "./tutorial-draft";

const COURSE_OPTIONS: readonly TSelectOption[] = TUTORIAL_COURSE_INFO.map((c) => ({ value: c.key, label: c.name }));

/** The tutorial form: the spec's fields, and the steps with their starting code and reference solution. */
export function TutorialForm({
  id,
  initial,
  onDone,
}: {
  id: string | null;
  initial: TTutorialDraft;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const save = useSaveAdminItem("tutorials", id, onDone);
  const update = (patch: Partial<TTutorialDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const formRef = useRef<HTMLFormElement>(null);
  useRevealProblem(formRef, problem);
  const errors = problem?.fields ?? {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(tutorialInputFromDraft(draft), {
      onError: (error) => {
        const { message, field } = readSaveRefusal(error);
        // A step named as a whole is marked at its title.
        const key = field && /^steps\.\d+$/.test(field) ? `${field}.title` : field;
        setProblem({ message, fields: key ? { [key]: message } : {} });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" data-testid="form-tutorial">
      <TitleDescriptionFields
        title={draft.title}
        description={draft.description}
        onChange={update}
        errors={{ title: errors.title, description: errors.description }}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="select-course" label="Course">
          <Select
            id="select-course"
            value={draft.language}
            onValueChange={(language) => update({ language: language as TTutorialCourse })}
            options={COURSE_OPTIONS}
            data-testid="select-course"
          />
        </Field>
        <Field id="select-difficulty" label="Difficulty">
          <Select
            id="select-difficulty"
            value={draft.difficulty}
            onValueChange={(d) => update({ difficulty: d as TDifficulty })}
            options={DIFFICULTY_OPTIONS}
            data-testid="select-difficulty"
          />
        </Field>
        <Field id="input-estimated-time" label="Estimated time (minutes)" error={errors.estimatedTime}>
          <Input
            id="input-estimated-time"
            {...invalidProps("input-estimated-time", errors.estimatedTime)}
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            step={1}
            value={draft.estimatedTime}
            onChange={(e) => update({ estimatedTime: e.target.value })}
            data-testid="input-estimated-time"
          />
        </Field>
        <Field id="input-topic" label="Topic">
          <Input
            id="input-topic"
            value={draft.topic}
            onChange={(e) => update({ topic: e.target.value })}
            data-testid="input-topic"
          />
        </Field>
        <Field id="input-category" label="Category">
          <Input
            id="input-category"
            value={draft.category}
            onChange={(e) => update({ category: e.target.value })}
            data-testid="input-category"
          />
        </Field>
      </div>
      <StepsEditor value={draft.steps} onChange={(steps) => update({ steps })} errors={errors} />
      <FormError message={problem?.message ?? null} />
      <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-2 border-t bg-popover px-6 py-3">
        <DialogClose data-testid="button-cancel">Cancel</DialogClose>
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}
