import type { TChallengeDetail } from "@cp/contracts";
import { GripVertical } from "lucide-react";
import { useState } from "react";
import { Panel, PanelGroup, PanelResizeHandle } from "react-resizable-panels";
import { useSubmitSolution } from "../run/use-submit";
import { EditorPanel } from "./editor-panel";
import { ProblemPanel, type TProblemTab } from "./problem-panel";
import { useHints } from "./use-hints";
import { useMediaQuery } from "./use-media-query";
import { useWorkspace } from "./use-workspace";

/** Saved layout key of the two panels (react-resizable-panels writes it to localStorage). */
const LAYOUT_ID = "challenge-detail-layout";

/**
 * The challenge screen once loaded: the problem on the left, the editor on the right, side by
 * side and resizable on wide screens (the split is remembered), stacked on phones and tablets.
 */
export function ChallengeWorkspace({ challenge, userId }: { challenge: TChallengeDetail; userId: string }) {
  const submit = useSubmitSolution();
  const workspace = useWorkspace(userId, challenge, () => submit.reset());
  const hints = useHints(userId, challenge.id);
  const [tab, setTab] = useState<TProblemTab>("description");
  const wide = useMediaQuery("(min-width: 1024px)");

  const problem = (
    <ProblemPanel
      challenge={challenge}
      tab={tab}
      onTabChange={setTab}
      hints={{ revealed: hints.revealed, coachHints: hints.coachHints, error: hints.error }}
      onOpenInEditor={workspace.openCode}
    />
  );
  const editor = (
    <EditorPanel
      challenge={challenge}
      workspace={workspace}
      submit={submit}
      hintPending={hints.isPending}
      onGetHint={(body) => {
        setTab("hints");
        hints.requestHint(body);
      }}
    />
  );

  if (!wide) {
    return (
      <div
        className="flex flex-col gap-3 bg-muted/40 p-2 sm:p-3"
        data-testid="challenge-workspace"
        data-layout="stacked"
      >
        <div className="rounded-xl border bg-card shadow-sm">{problem}</div>
        <div className="rounded-xl border bg-card shadow-sm">{editor}</div>
      </div>
    );
  }

  return (
    <div className="h-[calc(100dvh-3.5rem)] bg-muted/40 p-2" data-testid="challenge-workspace" data-layout="split">
      <PanelGroup direction="horizontal" autoSaveId={LAYOUT_ID} keyboardResizeBy={10}>
        <Panel defaultSize={45} minSize={25} className="rounded-xl border bg-card shadow-sm">
          <div className="h-full overflow-y-auto" data-testid="panel-problem">
            {problem}
          </div>
        </Panel>
        <PanelResizeHandle
          className="group flex w-2 items-center justify-center outline-none"
          aria-label="Resize panels"
          data-testid="handle-resize"
        >
          <span className="flex h-10 w-1 items-center justify-center rounded-full bg-border transition-colors group-hover:bg-primary/60 group-focus-visible:bg-primary group-data-[resize-handle-state=drag]:bg-primary">
            <GripVertical className="size-3 text-transparent" aria-hidden />
          </span>
        </PanelResizeHandle>
        <Panel defaultSize={55} minSize={30} className="rounded-xl border bg-card shadow-sm">
          <div className="h-full overflow-y-auto" data-testid="panel-editor">
            {editor}
          </div>
        </Panel>
      </PanelGroup>
    </div>
  );
}
