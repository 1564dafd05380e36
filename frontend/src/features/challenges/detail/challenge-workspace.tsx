import type { TChallengeDetail } from "@cp/contracts";
import { Code2, FileText, FlaskConical } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import { Panel, PanelGroup } from "react-resizable-panels";
import { KEYBOARD_RESIZE_STEP, ResizeHandle } from "@/components/ui/resize-handle";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSubmitSolution } from "../run/use-submit";
import { EditorPanel } from "./editor-panel";
import { ProblemPanel, type TProblemTab } from "./problem-panel";
import { useHints } from "./use-hints";
import { useMediaQuery } from "./use-media-query";
import { useWorkspace } from "./use-workspace";

/** Saved layout key of the two panels (react-resizable-panels writes it to localStorage). */
const LAYOUT_ID = "challenge-detail-layout";

/** The phone layout's tabs. */
type TPhoneTab = "description" | "code" | "results";

/**
 * The challenge screen once loaded: the problem on the left, the editor on the right, side by
 * side and resizable on wide screens (the split is remembered), stacked on tablets, and on
 * phones three tabs (Description, Code, Results) instead of one long page.
 */
export function ChallengeWorkspace({ challenge, userId }: { challenge: TChallengeDetail; userId: string }) {
  const submit = useSubmitSolution();
  const workspace = useWorkspace(userId, challenge, () => submit.reset());
  const hints = useHints(userId, challenge.id);
  const [tab, setTab] = useState<TProblemTab>("description");
  const wide = useMediaQuery("(min-width: 1024px)");
  // Tailwind's md breakpoint: below it the screen is a phone's.
  const phone = !useMediaQuery("(min-width: 768px)");
  const [phoneTab, setPhoneTab] = useState<TPhoneTab>("description");
  // On a phone the Code and Results tabs open behind the Description: they are built after the
  // statement has painted, in a transition React splits into short tasks, so a slow phone shows
  // the problem without first building an editor and a console it cannot see yet.
  const [phonePanes, setPhonePanes] = useState(!phone);
  useEffect(() => {
    if (!phonePanes) startTransition(() => setPhonePanes(true));
  }, [phonePanes]);

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
      userId={userId}
      layout={wide ? "split" : phone ? "tabs" : "stack"}
      onResultsExpected={() => setPhoneTab("results")}
      workspace={workspace}
      submit={submit}
      hintPending={hints.isPending}
      onGetHint={(body) => {
        setTab("hints");
        setPhoneTab("description");
        hints.requestHint(body);
      }}
    />
  );

  if (phone) {
    return (
      <div className="bg-muted/40 p-2" data-testid="challenge-workspace" data-layout="tabs">
        <Tabs value={phoneTab} onValueChange={(value) => setPhoneTab(value as TPhoneTab)} className="gap-2">
          {/* Stays under the header while the page scrolls, so the other tabs are one tap away. */}
          <TabsList
            aria-label="Challenge"
            className="sticky top-14 z-10 w-full border bg-muted shadow-sm"
            data-testid="tabs-challenge"
          >
            <TabsTrigger value="description" data-testid="tab-phone-description">
              <FileText className="size-4" aria-hidden />
              Description
            </TabsTrigger>
            <TabsTrigger value="code" data-testid="tab-phone-code">
              <Code2 className="size-4" aria-hidden />
              Code
            </TabsTrigger>
            <TabsTrigger value="results" data-testid="tab-phone-results">
              <FlaskConical className="size-4" aria-hidden />
              Results
            </TabsTrigger>
          </TabsList>
          <div className="rounded-xl border bg-card shadow-sm">
            <TabsContent value="description" keepMounted>
              {problem}
            </TabsContent>
            {phonePanes ? (
              editor
            ) : (
              <>
                <TabsContent value="code">
                  <PageSpinner label="Loading editor..." />
                </TabsContent>
                <TabsContent value="results">
                  <PageSpinner label="Loading editor..." />
                </TabsContent>
              </>
            )}
          </div>
        </Tabs>
      </div>
    );
  }

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
      <PanelGroup direction="horizontal" autoSaveId={LAYOUT_ID} keyboardResizeBy={KEYBOARD_RESIZE_STEP}>
        <Panel defaultSize={45} minSize={25} className="rounded-xl border bg-card shadow-sm">
          <div className="h-full overflow-y-auto" data-testid="panel-problem">
            {problem}
          </div>
        </Panel>
        <ResizeHandle direction="horizontal" label="Resize panels" data-testid="handle-resize" />
        <Panel defaultSize={55} minSize={30} className="rounded-xl border bg-card shadow-sm">
          <div className="h-full overflow-hidden" data-testid="panel-editor">
            {editor}
          </div>
        </Panel>
      </PanelGroup>
    </div>
  );
}
