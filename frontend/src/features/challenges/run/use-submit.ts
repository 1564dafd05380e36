import type { TSubmitResponse } from "@cp/contracts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { refreshAfterSubmission, submitChallenge } from "../challenges-api";
import { newRunId } from "./live-run";
import { useLiveRunStore } from "./run-store";

export type TSubmitInput = { challengeId: string; language: string; code: string; totalTests: number };

/**
 * Submits the learner's code against every test. Results of the judging stream on the socket
 * and only move a progress bar; the response decides the panel and the toast.
 */
export function useSubmitSolution() {
  return useMutation<TSubmitResponse, Error, TSubmitInput>({
    mutationFn: async ({ challengeId, language, code, totalTests }) => {
      const runId = newRunId();
      useLiveRunStore.getState().startJudging(runId, totalTests);
      try {
        return await submitChallenge(challengeId, { code, language, runId });
      } finally {
        useLiveRunStore.getState().stopJudging(runId);
      }
    },
    onSuccess: async (response) => {
      if (response.passed) {
        toast({ title: "Success!", description: "Your solution has been submitted successfully!" });
      } else {
        toast({
          title: "Submission Recorded",
          description: "Your submission has been recorded.",
          variant: "destructive",
        });
      }
      await refreshAfterSubmission();
    },
    onError: (error) => {
      toast({
        title: "Submission Failed",
        description: errorMessage(error, "Failed to submit solution"),
        variant: "destructive",
      });
    },
  });
}
