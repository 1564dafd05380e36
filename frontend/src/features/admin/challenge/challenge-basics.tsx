import type { TChallengeTopic, TCompareMode, TDifficulty } from "@cp/contracts";
import { CHALLENGE_TOPICS, DIFFICULTIES } from "@cp/contracts/constants";
import { Input } from "@/components/ui/input";
import { Select, type TSelectOption } from "@/components/ui/select";
import { Field, FieldError, FormSection, invalidProps } from "../form-parts";
import { MarkdownField } from "../markdown-field";
import { CHALLENGE_LANGUAGE_NAMES, languageSlug, type TChallengeDraft } from "./challenge-draft";

export const DIFFICULTY_OPTIONS: readonly TSelectOption[] = DIFFICULTIES.map((d) => ({ value: d, label: d }));
const TOPIC_OPTIONS: readonly TSelectOption[] = CHALLENGE_TOPICS.map((t) => ({ value: t, label: t }));
const COMPARE_OPTIONS: readonly TSelectOption[] = [
  { value: "exact", label: "Exact (order matters)" },
  { value: "unordered", label: "Any order (lists compared as sets)" },
];

type TBasicsProps = {
  draft: TChallengeDraft;
  update: (patch: Partial<TChallengeDraft>) => void;
  /** Why a save was refused, by field key ("title", "description", "topic", "supportedLanguages"). */
  errors?: Record<string, string>;
};

/** Title, Markdown statement, difficulty, topic, how answers are compared, and the languages offered. */
export function ChallengeBasics({ draft, update, errors = {} }: TBasicsProps) {
  const toggleLanguage = (language: string, on: boolean) =>
    update({
      supportedLanguages: on
        ? CHALLENGE_LANGUAGE_NAMES.filter((l) => l === language || draft.supportedLanguages.includes(l))
        : draft.supportedLanguages.filter((l) => l !== language),
    });

  return (
    <>
      <Field id="input-title" label="Title" error={errors.title}>
        <Input
          id="input-title"
          {...invalidProps("input-title", errors.title)}
          value={draft.title}
          onChange={(e) => update({ title: e.target.value })}
          required
          autoComplete="off"
          data-testid="input-title"
        />
      </Field>
      <MarkdownField
        id="textarea-description"
        label="Description (Markdown)"
        value={draft.description}
        onChange={(description) => update({ description })}
        placeholder="Given an array of integers nums and an integer target, return..."
        required
        error={errors.description}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="select-difficulty" label="Difficulty" error={errors.difficulty}>
          <Select
            id="select-difficulty"
            value={draft.difficulty}
            onValueChange={(difficulty) => update({ difficulty: difficulty as TDifficulty })}
            options={DIFFICULTY_OPTIONS}
            data-testid="select-difficulty"
          />
        </Field>
        <Field id="select-topic" label="Topic" error={errors.topic}>
          <Select
            id="select-topic"
            {...invalidProps("select-topic", errors.topic)}
            value={draft.topic}
            placeholder="Select a topic"
            onValueChange={(topic) => update({ topic: topic as TChallengeTopic })}
            options={TOPIC_OPTIONS}
            data-testid="select-topic"
          />
        </Field>
        <Field id="select-compare-mode" label="Compare answers" error={errors.compareMode}>
          <Select
            id="select-compare-mode"
            value={draft.compareMode}
            onValueChange={(compareMode) => update({ compareMode: compareMode as TCompareMode })}
            options={COMPARE_OPTIONS}
            data-testid="select-compare-mode"
          />
        </Field>
      </div>
      <FormSection title="Supported languages">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-6">
          {CHALLENGE_LANGUAGE_NAMES.map((language) => {
            const id = `checkbox-language-${languageSlug(language)}`;
            return (
              <label key={language} htmlFor={id} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={draft.supportedLanguages.includes(language)}
                  onChange={(e) => toggleLanguage(language, e.target.checked)}
                  {...invalidProps("supported-languages", errors.supportedLanguages)}
                  data-testid={id}
                />
                {language}
              </label>
            );
          })}
        </div>
        <FieldError id="supported-languages" message={errors.supportedLanguages} />
      </FormSection>
    </>
  );
}
