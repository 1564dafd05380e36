import type { THintResponse } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useHydrated } from "@/app/ssr";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { plainMarkdown } from "@/lib/plain-markdown";
import { refreshChallengeDetail, requestHint } from "../../challenges-api";
import { loadHints, saveHints, type TSavedHint } from "../code-storage";

/**
 * Hints the learner asked for with Get Hint. The server hands out the authored hints one by one
 * (the challenge's detail holds those revealed so far, so any browser shows them) and then writes
 * hints about the learner's current code, which are kept in this browser.
 */
export function useHints(userId: string, challenge: { id: string; slug: string }) {
  const challengeId = challenge.id;
  const [received, setReceived] = useState<TSavedHint[]>(() => loadHints(userId, challengeId));

  const mutation = useMutation<THintResponse, Error, { code: string; language: string }>({
    mutationFn: (body) => requestHint(challengeId, body),
    onSuccess: (response) => {
      if (response.source === "authored") void refreshChallengeDetail(challenge);
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
        // Authored hints live on the server (the detail); only hints about the learner's code are kept here.
        const next = duplicate || hint.source === "authored" ? current : [...current, hint];
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
  const coachHints = shown.filter((h) => h.source !== "authored");

  return { coachHints, requestHint: mutation.mutate, isPending: mutation.isPending, error: mutation.error };
}
