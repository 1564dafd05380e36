import type { TDraftRequest, TDrafts } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import { useCallback, useEffect, useRef } from "react";
import { call, urlOf } from "@/lib/api";

/** How long the learner must pause typing before their code is sent. */
const DRAFT_DELAY_MS = 1000;

/**
 * Saves the learner's code on the server a moment after they stop typing, at once when they
 * switch language or leave the screen, and with `keepalive` when the tab closes. The browser
 * keeps its own copy too, so a failed save loses nothing here; the next edit sends it again.
 */
export function useDraftSaver(challengeId: string, onSaved: (draft: TDraftRequest, saved: TDrafts) => void) {
  const pending = useRef<TDraftRequest | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const flush = useCallback(
    (closing = false) => {
      window.clearTimeout(timer.current);
      const draft = pending.current;
      if (!draft) return;
      pending.current = null;
      const params = { id: challengeId };
      if (closing) {
        // The page is going away: only a keepalive request outlives it.
        void fetch(urlOf(ROUTES.challenges.saveDraft, { params }), {
          method: "PUT",
          keepalive: true,
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: JSON.stringify(draft),
        }).catch(() => undefined);
        return;
      }
      call(ROUTES.challenges.saveDraft, { params, body: draft }).then(
        (saved) => onSavedRef.current(draft, saved),
        () => undefined,
      );
    },
    [challengeId],
  );

  const save = useCallback(
    (draft: TDraftRequest) => {
      pending.current = draft;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flush(), DRAFT_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => flush(true);
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      flush();
    };
  }, [flush]);

  /** Forgets a save not yet sent for `language`: another tab has since written newer code for it. */
  const drop = useCallback((language: string) => {
    if (pending.current?.language !== language) return;
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { save, flush, drop };
}
