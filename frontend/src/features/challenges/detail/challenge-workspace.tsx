import type { TChallengeDetail } from "@cp/contracts";
import { Code2, FileText, FlaskConical } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import { Panel, PanelGroup } from "react-resizable-panels";
import { savePreference, useHydrated, usePreference } from "@/app/ssr";
import { KEYBOARD_RESIZE_STEP, ResizeHandle } from "@/components/ui/resize-handle";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSubmitSolution } from "../run/use-submit";
import { EditorPanel } from "./code/editor-panel";
import { ProblemPanel, type TProblemTab } from "./problem/problem-panel";
import { useHints } from "./problem/use-hints";
import { useMediaQuery } from "./use-media-query";
import { useWorkspace } from "./use-workspace";

/**
 * The problem's share of a wide screen, as the learner last dragged it: a cookie, so the server
 * renders the split where the learner left it (nothing moves when the page comes alive).
 */
const SPLIT_PREFERENCE = "ui-challenge-split";
const DEFAULT_SPLIT = 45;
const PROBLEM_MIN = 25;
const EDITOR_MIN = 30;

function splitOf(saved: string | null): number {
  const split = Number(saved);
  return saved !== null && split >= PROBLEM_MIN && split <= 100 - EDITOR_MIN ? split : DEFAULT_SPLIT;
}

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
  const hints = useHints(userId, challenge);
  const [tab, setTab] = useState<TProblemTab>("description");
  const split = splitOf(usePreference(SPLIT_PREFERENCE));
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
      hints={{ coachHints: hints.coachHints, error: hints.error }}
      onOpenInEditor={workspace.openCode}
    />
  );
  // The editor is this browser's (its saved code, settings and socket): a server-rendered screen
  // builds it in the render after hydration, the statement beside it already on screen.
  const hydrated = useHydrated();
  const editor = hydrated ? (
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
  ) : null;
  const editorPending = <PageSpinner label="Loading editor..." />;

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
            {phonePanes && editor ? (
              editor
            ) : (
              <>
                <TabsContent value="code">{editorPending}</TabsContent>
                <TabsContent value="results">{editorPending}</TabsContent>
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
        <div className="rounded-xl border bg-card shadow-sm">{editor ?? editorPending}</div>
      </div>
    );
  }

  return (
    <div className="h-[calc(100dvh-3.5rem)] bg-muted/40 p-2" data-testid="challenge-workspace" data-layout="split">
      <PanelGroup
        direction="horizontal"
        keyboardResizeBy={KEYBOARD_RESIZE_STEP}
        onLayout={([problem]) => {
          if (problem !== undefined && problem !== split) savePreference(SPLIT_PREFERENCE, problem.toFixed(1));
        }}
      >
        <Panel defaultSize={split} minSize={PROBLEM_MIN} className="rounded-xl border bg-card shadow-sm">
          <div className="h-full overflow-y-auto" data-testid="panel-problem">
            {problem}
          </div>
        </Panel>
        {/* The handle is a focusable separator with its value once the group has its layout, which
            happens in the browser: until then (server HTML) a line of the same width stands in. */}
        {hydrated ? (
          <ResizeHandle direction="horizontal" label="Resize panels" data-testid="handle-resize" />
        ) : (
          <div aria-hidden className="w-3" />
        )}
        <Panel defaultSize={100 - split} minSize={EDITOR_MIN} className="rounded-xl border bg-card shadow-sm">
          <div className="h-full overflow-hidden" data-testid="panel-editor">
            {editor ?? editorPending}
          </div>
        </Panel>
      </PanelGroup>
    </div>
  );
}
