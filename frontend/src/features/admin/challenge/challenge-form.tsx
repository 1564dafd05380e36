import type { TAdminChallenge, TChallengeValidation } from "@cp/contracts";
import { FlaskConical, LoaderCircle, Wand2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "@/app/toast-store";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api";
import { generateStarterCode, validateChallenge } from "../admin-api";
import { FormError, SaveButton, useRevealProblem } from "../form-parts";
import { readSaveRefusal, useSaveAdminItem } from "../use-save-admin-item";
import { ChallengeBasics } from "./challenge-basics";
import {
  CHALLENGE_LANGUAGE_NAMES,
  challengeInputFromDraft,
  countNonEmptyTestCases,
  draftFromChallenge,
  emptyChallengeDraft,
  inputPlaceholder,
  parseCodeMap,
  type TChallengeDraft,
} from "./challenge-draft";
import { placeChallengeProblem, type TChallengeProblem } from "./challenge-problem";
import { CodeByLanguage } from "./code-by-language";
import { HintsEditor } from "./hints-editor";
import { SignatureEditor } from "./signature-editor";
import { TestCaseEditor } from "./test-case-editor";
import { ValidationPanel } from "./validation-panel";
import { newValidationId, useValidationStore } from "./validation-store";

/**
 * The challenge form: create mode without an id, update mode with one (spec section 4). Save
 * sends the draft; the server validates the reference solutions first and refuses (422) with a
 * report when one fails. Validate runs the same check without saving, with live progress.
 */
export function ChallengeForm({
  id,
  item,
  onDone,
}: {
  id: string | null;
  /** The challenge to edit, as loaded; null for a new one. */
  item: TAdminChallenge | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<TChallengeDraft>(() => (item ? draftFromChallenge(item) : emptyChallengeDraft()));
  const [problem, setProblem] = useState<TChallengeProblem | null>(null);
  const [report, setReport] = useState<TChallengeValidation | null>(null);
  const [validating, setValidating] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const save = useSaveAdminItem("challenges", id, onDone);
  const update = (patch: Partial<TChallengeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const languages = CHALLENGE_LANGUAGE_NAMES.filter((l) => draft.supportedLanguages.includes(l));

  const formRef = useRef<HTMLFormElement>(null);
  useRevealProblem(formRef, problem);
  const fieldErrors = problem?.fields ?? {};
  const setFormError = (message: string | null) => setProblem(message ? { message, fields: {} } : null);
  /** Puts a refusal on the form: the message above the buttons, the fields at fault marked and shown. */
  const refuse = (refusal: Parameters<typeof placeChallengeProblem>[0]) =>
    setProblem(placeChallengeProblem(refusal, { testCases: draft.testCases, languages }));

  // The live progress belongs to this form: closing it forgets any validation still streaming.
  useEffect(() => () => useValidationStore.getState().clear(), []);

  const buildInput = () => {
    const result = challengeInputFromDraft(draft);
    if (result.ok) {
      setProblem(null);
      return result.input;
    }
    refuse({ message: result.message, field: result.field });
    toast({ title: "Challenge not saved", description: result.message, variant: "destructive" });
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (countNonEmptyTestCases(draft.testCases) === 0) {
      toast({ title: "Validation Error", description: "Please add at least one test case", variant: "destructive" });
      return;
    }
    const input = buildInput();
    if (!input) return;
    setValidationError(null);
    save.mutate(input, {
      onError: (error) => {
        const refusal = readSaveRefusal(error);
        refuse(refusal);
        if (refusal.validation) setReport(refusal.validation);
      },
    });
  };

  const onValidate = async () => {
    const input = buildInput();
    if (!input) return;
    const validationId = newValidationId();
    useValidationStore.getState().start(validationId);
    setReport(null);
    setValidationError(null);
    setValidating(true);
    try {
      const result = await validateChallenge(input, validationId);
      setReport(result);
      if (!result.ok) refuse({ message: "Validation failed", field: null, validation: result });
    } catch (error) {
      const refusal = readSaveRefusal(error);
      setValidationError(refusal.message);
      if (refusal.field) refuse(refusal);
    } finally {
      setValidating(false);
    }
  };

  const onGenerate = async () => {
    setGenerating(true);
    try {
      const signature = {
        name: draft.signature.name.trim(),
        params: draft.signature.params.map((p) => ({ name: p.name.trim(), type: p.type })),
        returns: draft.signature.returns,
      };
      const { starterCode } = await generateStarterCode(signature, languages);
      setDraft((d) => ({ ...d, starterCode: { ...d.starterCode, ...parseCodeMap(starterCode) } }));
      setFormError(null);
    } catch (error) {
      setFormError(errorMessage(error, "Failed to generate starter code"));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" data-testid="form-challenge">
      <ChallengeBasics draft={draft} update={update} errors={fieldErrors} />
      <SignatureEditor
        value={draft.signature}
        onChange={(signature) => update({ signature })}
        error={fieldErrors.signature}
      />
      <CodeByLanguage
        title="Starter code"
        description="What the learner's editor starts with, per language."
        what="starter"
        languages={languages}
        value={draft.starterCode}
        onChange={(starterCode) => update({ starterCode })}
        errors={fieldErrors}
        placeholder={(language) => `The ${language} starter code`}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void onGenerate()}
            disabled={generating || languages.length === 0}
            data-testid="button-generate-starter"
          >
            {generating ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Wand2 className="size-4" aria-hidden />
            )}
            Generate from signature
          </Button>
        }
      />
      <TestCaseEditor
        value={draft.testCases}
        onChange={(testCases) => update({ testCases })}
        errors={fieldErrors}
        inputPlaceholder={inputPlaceholder(draft.signature)}
      />
      <CodeByLanguage
        title="Reference solutions"
        description="Run against every test before the challenge is saved. Never shown to learners."
        what="solution"
        languages={languages}
        value={draft.solution}
        onChange={(solution) => update({ solution })}
        errors={fieldErrors}
        placeholder={(language) => `A correct ${language} solution`}
      />
      <HintsEditor value={draft.hints} onChange={(hints) => update({ hints })} />
      <ValidationPanel running={validating} report={report} error={validationError} />
      <FormError message={problem?.message ?? null} />
      <div className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-2 border-t bg-popover px-6 py-3">
        <DialogClose data-testid="button-cancel">Cancel</DialogClose>
        <Button
          variant="secondary"
          onClick={() => void onValidate()}
          disabled={validating || save.isPending}
          data-testid="button-validate"
        >
          {validating ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <FlaskConical className="size-4" aria-hidden />
          )}
          {validating ? "Validating..." : "Validate"}
        </Button>
        <SaveButton pending={save.isPending} disabled={validating} />
      </div>
    </form>
  );
}
