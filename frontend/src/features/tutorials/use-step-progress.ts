import type { TTutorialDetail } from "@cp/contracts";
import { useSession } from "@/app/session";
import { useHydrated } from "@/app/ssr";
import { useVisitorProgress } from "./local-progress";
import { useServerProgress } from "./tutorials-api";

/**
 * The passed steps of one tutorial, from their one home: the server for a signed-in learner (so
 * any device shows them), this browser for a visitor (once the browser has adopted a
 * server-rendered page: the server cannot see this browser's storage).
 */
export function useStepProgress(tutorial: TTutorialDetail | undefined) {
  const { user, isLoading } = useSession();
  const hydrated = useHydrated();
  const id = tutorial?.id ?? "";
  const server = useServerProgress(id, user !== null);
  const visitor = useVisitorProgress((s) => (id && hydrated ? s.progress[id]?.steps : undefined));
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
