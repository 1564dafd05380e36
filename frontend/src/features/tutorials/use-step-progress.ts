import type { TTutorialDetail } from "@cp/contracts";
import { useSession } from "@/app/session";
import { useVisitorProgress, useVisitorSteps } from "./local-progress";
import { useServerProgress } from "./tutorials-api";

/**
 * The passed steps of one tutorial, from their one home: the server for a signed-in learner (so
 * any device shows them), this browser for a visitor.
 */
export function useStepProgress(tutorial: TTutorialDetail | undefined) {
  const { user, isLoading } = useSession();
  const id = tutorial?.id ?? "";
  const server = useServerProgress(id, user !== null);
  const visitor = useVisitorSteps()[id]?.steps;
  const markVisitor = useVisitorProgress((s) => s.markPassed);
  const steps = tutorial?.steps.length ?? 0;
  const passed = new Set((user ? (server.data?.completedSteps ?? []) : (visitor ?? [])).filter((i) => i < steps));
  return {
    userId: user?.id ?? "guest",
    signedIn: user !== null,
    loading: isLoading || (user !== null && server.isPending),
    passed,
    markVisitor: (index: number) => tutorial && markVisitor(tutorial.id, tutorial.course, index),
  };
}
