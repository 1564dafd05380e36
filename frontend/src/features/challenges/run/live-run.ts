import type { TRunResponse, TRunTestResultEvent } from "@cp/contracts";
import { SOCKET_EVENTS } from "@cp/contracts/constants";
import { toast } from "@/app/toast-store";
import { errorMessage } from "@/lib/api";
import { useLiveRoom } from "@/lib/socket";
import { runChallenge } from "../challenges-api";
import { type TRunSnapshot, useLiveRunStore } from "./run-store";

/**
 * A run id the server echoes in its socket events. crypto.randomUUID exists only in secure
 * contexts (https, localhost); a plain-http deployment falls back to getRandomValues.
 */
export function newRunId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Settles the run and, for whichever answer arrives first (socket or HTTP), shows the toast. */
export function settleRun(response: TRunResponse): void {
  if (!useLiveRunStore.getState().finish(response)) return;
  if (response.compileOutput || response.verdict === "Compilation Error") {
    toast({
      title: "Compilation Error",
      description: "Your code did not compile, so no test ran. The compiler output is under Test results.",
      variant: "destructive",
    });
  } else if (response.allPassed) {
    toast({ title: "All Tests Passed!", description: "Your solution passed all test cases. You can now submit." });
  } else {
    toast({ title: "Some Tests Failed", description: "Fix the failing test cases before submitting." });
  }
}

export type TRunInput = TRunSnapshot & {
  /** The learner's own cases, each a JSON object of the signature's parameters, run after the samples. */
  customInputs?: string[];
  /** Number of results to expect: the sample tests, plus the custom cases. */
  expectedResults: number;
};

/**
 * Runs the learner's code: clears the previous results, streams the new ones as their socket
 * events arrive, then takes the HTTP response as the final state.
 */
export async function runCode(input: TRunInput): Promise<void> {
  const store = useLiveRunStore.getState();
  const runId = newRunId();
  store.start(
    runId,
    input.expectedResults,
    {
      challengeId: input.challengeId,
      language: input.language,
      code: input.code,
    },
    input.customInputs?.length ?? 0,
  );
  try {
    const response = await runChallenge(input.challengeId, {
      code: input.code,
      language: input.language,
      runId,
      ...(input.customInputs?.length ? { customInputs: input.customInputs } : {}),
    });
    settleRun(response);
  } catch (error) {
    const message = errorMessage(error, "Failed to run code");
    useLiveRunStore.getState().fail(runId, message);
    toast({ title: "Execution Failed", description: message, variant: "destructive" });
  }
}

/** Whether live results can arrive right now (they come on the user's own room); socket.io reconnects on its own. */
export function useSocketConnected(): boolean {
  return useLiveRoom(null);
}

/** The run's part of the app's live updates (app/live-updates.ts): each test as it ends, then the whole run. */
export const RUN_LIVE_UPDATES = {
  [SOCKET_EVENTS.runTestResult]: (event: TRunTestResultEvent) => useLiveRunStore.getState().receive(event),
  [SOCKET_EVENTS.runFinished]: settleRun,
};
