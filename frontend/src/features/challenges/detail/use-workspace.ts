import type { TChallengeDetail, TDrafts } from "@cp/contracts";
import { LANGUAGES, ROUTES } from "@cp/contracts/constants";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useEndpoint } from "@/lib/api";
import { useLiveRunStore } from "../run/run-store";
import {
  clearCode,
  codeKey,
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
  // Set when the learner types in the current language; cleared when the language changes. Until
  // then a newer draft from elsewhere may replace what the editor shows.
  const typed = useRef(false);
  const current = useRef({ language, starter });
  current.current = { language, starter };

  // The code saved on the server replaces this browser's copy when it was written elsewhere (another
  // browser, a tab that closed) after this browser last saved or took it, as long as the learner
  // has not started typing here. A browser with no copy opens in the language last written in.
  const server = useEndpoint(ROUTES.challenges.drafts, { params: { id: challenge.id } }, { staleTime: 0, gcTime: 0 });
  /** The server's draft of `lang` when it was written elsewhere after this browser last saved or took it. */
  const newerServerDraft = useCallback(
    (saved: TDrafts | undefined, lang: string) => {
      const draft = saved?.drafts[lang];
      return draft !== undefined && draft.updatedAt !== loadSyncedDraft(userId, challenge.id, lang) ? draft : undefined;
    },
    [userId, challenge.id],
  );
  const takeServerDraft = useCallback(
    (lang: string, draft: { code: string; updatedAt: string }) => {
      setCodeState(draft.code);
      saveCode(userId, challenge.id, lang, draft.code, starters[lang] ?? "");
      saveSyncedDraft(userId, challenge.id, lang, draft.updatedAt);
    },
    [userId, challenge.id, starters],
  );
  const reconciled = useRef(false);
  useEffect(() => {
    const saved = server.data;
    if (!saved) return;
    if (reconciled.current) {
      // A later read (after a language switch): a newer draft of the language on screen replaces
      // the editor's text as long as the learner has not typed in it since the switch.
      const draft = newerServerDraft(saved, current.current.language);
      if (draft && !typed.current) takeServerDraft(current.current.language, draft);
      return;
    }
    reconciled.current = true;
    if (touched.current) return;
    const lastUsed = saved.lastLanguage;
    const nextLanguage =
      !loadChallengeLanguage(userId, challenge.id) && lastUsed && languages.includes(lastUsed) ? lastUsed : language;
    const draft = newerServerDraft(saved, nextLanguage);
    if (nextLanguage === language && !draft) return;
    setLanguageState(nextLanguage);
    if (draft) takeServerDraft(nextLanguage, draft);
    else setCodeState(loadCode(userId, challenge.id, nextLanguage) ?? starters[nextLanguage] ?? "");
  }, [server.data, userId, challenge.id, languages, language, starters, newerServerDraft, takeServerDraft]);

  // Results belong to one challenge: opening another starts from a clean panel.
  useEffect(() => {
    useLiveRunStore.getState().clear();
    return () => useLiveRunStore.getState().clear();
  }, []);

  // Another tab of this browser saved code for the language on screen: show it here too, so a
  // stale tab never overwrites newer work with its own older text.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const { language: lang, starter: start } = current.current;
      if (event.key !== codeKey(userId, challenge.id, lang)) return;
      drafts.drop(lang);
      setCodeState(event.newValue ?? start);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [userId, challenge.id, drafts.drop]);

  const setCode = (next: string) => {
    touched.current = true;
    typed.current = true;
    setCodeState(next);
    saveCode(userId, challenge.id, language, next, starter);
    drafts.save({ language, code: next });
  };

  /** Swaps in the saved (or starter) code of the other language and clears results and the submission. */
  const setLanguage = (next: string) => {
    if (next === language) return;
    touched.current = true;
    drafts.flush();
    typed.current = false;
    saveLanguageChoice(userId, challenge.id, next);
    setLanguageState(next);
    // This language's code may have been written on another device since this page loaded: the
    // newest known draft opens, and the drafts are read again in case there is a newer one still.
    const draft = newerServerDraft(server.data, next);
    if (draft) takeServerDraft(next, draft);
    else setCodeState(loadCode(userId, challenge.id, next) ?? starters[next] ?? "");
    void server.refetch();
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
