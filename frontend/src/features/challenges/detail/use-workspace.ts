import type { TChallengeDetail, TDrafts } from "@cp/contracts";
import { API, LANGUAGES } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLiveRunStore } from "../run/run-store";
import {
  clearCode,
  loadChallengeLanguage,
  loadCode,
  loadPreferredLanguage,
  loadSyncedDraft,
  saveCode,
  saveLanguageChoice,
  saveSyncedDraft,
} from "./code-storage";
import { useDraftSaver } from "./use-draft-saver";

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
  const drafts = useDraftSaver(challenge.id, (draft, saved) => {
    const stamp = saved.drafts[draft.language]?.updatedAt;
    if (stamp) saveSyncedDraft(userId, challenge.id, draft.language, stamp);
  });
  // Set by the learner's first edit or language switch: from then on their editor is what counts.
  const touched = useRef(false);

  // The code saved on the server replaces this browser's copy when it was written elsewhere (another
  // browser, a tab that closed) after this browser last saved or took it, as long as the learner
  // has not started typing here. A browser with no copy opens in the language last written in.
  const server = useQuery<TDrafts>({ queryKey: [API.challenges.drafts(challenge.id)], staleTime: 0, gcTime: 0 });
  const reconciled = useRef(false);
  useEffect(() => {
    const saved = server.data;
    if (!saved || reconciled.current) return;
    reconciled.current = true;
    if (touched.current) return;
    const lastUsed = saved.lastLanguage;
    const nextLanguage =
      !loadChallengeLanguage(userId, challenge.id) && lastUsed && languages.includes(lastUsed) ? lastUsed : language;
    const draft = saved.drafts[nextLanguage];
    const serverIsNewer =
      draft !== undefined && draft.updatedAt !== loadSyncedDraft(userId, challenge.id, nextLanguage);
    if (nextLanguage === language && !serverIsNewer) return;
    const nextCode = serverIsNewer
      ? draft.code
      : (loadCode(userId, challenge.id, nextLanguage) ?? starters[nextLanguage] ?? "");
    setLanguageState(nextLanguage);
    setCodeState(nextCode);
    if (serverIsNewer) {
      saveCode(userId, challenge.id, nextLanguage, nextCode, starters[nextLanguage] ?? "");
      saveSyncedDraft(userId, challenge.id, nextLanguage, draft.updatedAt);
    }
  }, [server.data, userId, challenge.id, languages, language, starters]);

  // Results belong to one challenge: opening another starts from a clean panel.
  useEffect(() => {
    useLiveRunStore.getState().clear();
    return () => useLiveRunStore.getState().clear();
  }, []);

  const setCode = (next: string) => {
    touched.current = true;
    setCodeState(next);
    saveCode(userId, challenge.id, language, next, starter);
    drafts.save({ language, code: next });
  };

  /** Swaps in the saved (or starter) code of the other language and clears results and the submission. */
  const setLanguage = (next: string) => {
    if (next === language) return;
    touched.current = true;
    drafts.flush();
    saveLanguageChoice(userId, challenge.id, next);
    setLanguageState(next);
    setCodeState(loadCode(userId, challenge.id, next) ?? starters[next] ?? "");
    useLiveRunStore.getState().clear();
    onCodeReplaced();
  };

  /** Restores the starter code of the current language and clears results and the submission. */
  const reset = () => {
    touched.current = true;
    clearCode(userId, challenge.id, language);
    setCodeState(starter);
    drafts.save({ language, code: starter });
    useLiveRunStore.getState().clear();
    onCodeReplaced();
  };

  /** Puts earlier code (a past submission) in the editor, in its language, and keeps it as the draft. */
  const openCode = (nextLanguage: string, next: string) => {
    touched.current = true;
    drafts.flush();
    if (nextLanguage !== language) {
      saveLanguageChoice(userId, challenge.id, nextLanguage);
      setLanguageState(nextLanguage);
    }
    setCodeState(next);
    saveCode(userId, challenge.id, nextLanguage, next, starters[nextLanguage] ?? "");
    drafts.save({ language: nextLanguage, code: next });
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
