import type { THintResponse } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useHydrated } from "@/app/ssr";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { plainMarkdown } from "@/lib/plain-markdown";
import { requestHint } from "../../challenges-api";
import { loadHints, saveHints, type TSavedHint } from "../code-storage";

/**
 * Hints the learner asked for with Get Hint. The server hands out the authored hints one by one
 * and then writes hints about the learner's current code; both are kept in this browser so the
 * Hints tab still shows them after a reload.
 */
export function useHints(userId: string, challengeId: string) {
  const [received, setReceived] = useState<TSavedHint[]>(() => loadHints(userId, challengeId));

  const mutation = useMutation<THintResponse, Error, { code: string; language: string }>({
    mutationFn: (body) => requestHint(challengeId, body),
    onSuccess: (response) => {
      // Nothing new for this code: said once as a toast, never added as a hint that repeats another.
      if (response.exhausted) {
        toast({ title: "No new hint", description: plainMarkdown(response.hint) });
        return;
      }
      const hint: TSavedHint = {
        text: response.hint,
        source: response.source,
        ...(response.number !== undefined ? { number: response.number } : {}),
      };
      setReceived((current) => {
        const duplicate = current.some(
          (h) =>
            (h.source === "authored" && h.number !== undefined && h.number === hint.number) ||
            (h.source !== "authored" && h.text === hint.text),
        );
        const next = duplicate ? current : [...current, hint];
        saveHints(userId, challengeId, next);
        return next;
      });
      toast({
        title: response.source === "authored" && response.number ? `Hint ${response.number}` : "Hint about your code",
        // A toast is one short line of text: the Hints tab shows the formatted hint.
        description: plainMarkdown(response.hint),
      });
    },
    onError: (error) => {
      toast({
        title: "Failed to get hint",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  // Kept in this browser: a server-rendered screen shows them from the render after hydration.
  const shown = useHydrated() ? received : [];
  /** Authored hint numbers (1-based) the learner has revealed. */
  const revealed = new Set(shown.flatMap((h) => (h.source === "authored" && h.number ? [h.number] : [])));
  const coachHints = shown.filter((h) => h.source !== "authored");

  return { revealed, coachHints, requestHint: mutation.mutate, isPending: mutation.isPending, error: mutation.error };
}
