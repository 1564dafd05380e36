import { LANGUAGES, type TChallengeDetail } from "@cp/contracts";
import { useEffect, useMemo, useState } from "react";
import { useLiveRunStore } from "../run/run-store";
import {
  clearCode,
  loadChallengeLanguage,
  loadCode,
  loadPreferredLanguage,
  saveCode,
  saveLanguageChoice,
} from "./code-storage";

/** starterCode is JSON text mapping a language's display name to its starter source (spec section 3). */
export function parseStarterCode(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

/** Monaco's language id for a display name ("C++" -> "cpp"). */
export function monacoLanguageOf(language: string): string {
  return LANGUAGES.find((l) => l.name === language)?.monaco ?? "plaintext";
}

/**
 * The learner's editor state on one challenge: the language (the one last used on this
 * challenge, else their last choice anywhere if this challenge supports it, else the first
 * supported one) and the code, kept per challenge and language in this browser so a reload or a
 * language switch never loses work.
 */
export function useWorkspace(userId: string, challenge: TChallengeDetail, onCodeReplaced: () => void) {
  const starters = useMemo(() => parseStarterCode(challenge.starterCode), [challenge.starterCode]);
  const languages = challenge.supportedLanguages;

  const [language, setLanguageState] = useState(() => {
    // The language last used on this challenge, else the one last picked anywhere.
    for (const saved of [loadChallengeLanguage(userId, challenge.id), loadPreferredLanguage(userId)])
      if (saved && languages.includes(saved)) return saved;
    return languages[0] ?? "";
  });
  const starter = starters[language] ?? "";
  const [code, setCodeState] = useState(() => loadCode(userId, challenge.id, language) ?? starter);

  // Results belong to one challenge: opening another starts from a clean panel.
  useEffect(() => {
    useLiveRunStore.getState().clear();
    return () => useLiveRunStore.getState().clear();
  }, []);

  const setCode = (next: string) => {
    setCodeState(next);
    saveCode(userId, challenge.id, language, next, starter);
  };

  /** Swaps in the saved (or starter) code of the other language and clears results and the submission. */
  const setLanguage = (next: string) => {
    if (next === language) return;
    saveLanguageChoice(userId, challenge.id, next);
    setLanguageState(next);
    setCodeState(loadCode(userId, challenge.id, next) ?? starters[next] ?? "");
    useLiveRunStore.getState().clear();
    onCodeReplaced();
  };

  /** Restores the starter code of the current language and clears results and the submission. */
  const reset = () => {
    clearCode(userId, challenge.id, language);
    setCodeState(starter);
    useLiveRunStore.getState().clear();
    onCodeReplaced();
  };

  /** Puts earlier code (a past submission) in the editor, in its language, and keeps it as the draft. */
  const openCode = (nextLanguage: string, next: string) => {
    if (nextLanguage !== language) {
      saveLanguageChoice(userId, challenge.id, nextLanguage);
      setLanguageState(nextLanguage);
    }
    setCodeState(next);
    saveCode(userId, challenge.id, nextLanguage, next, starters[nextLanguage] ?? "");
    useLiveRunStore.getState().clear();
    onCodeReplaced();
  };

  return {
    languages,
    language,
    setLanguage,
    code,
    setCode,
    openCode,
    reset,
    monacoLanguage: monacoLanguageOf(language),
  };
}
