import type { ReactNode, RefObject } from "react";
import { Panel, PanelGroup } from "react-resizable-panels";
import { KEYBOARD_RESIZE_STEP, ResizeHandle } from "@/components/ui/resize-handle";
import { AdSlot } from "./output-pane";

/** Saved layouts of the split (react-resizable-panels writes them to localStorage). */
const LAYOUT_ID = "cp:compiler:layout";

/**
 * The resizable split under the toolbar: the editor, then the output with the advertisement
 * under it; side by side on wide screens, stacked on phones (each keeps its own saved layout).
 */
export function CompilerPanels({
  desktop,
  editor,
  output,
  outputRef,
}: {
  desktop: boolean;
  editor: ReactNode;
  output: ReactNode;
  /** The output's card, scrolled into view after a run on phones. */
  outputRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <PanelGroup
      key={desktop ? "h" : "v"}
      direction={desktop ? "horizontal" : "vertical"}
      autoSaveId={`${LAYOUT_ID}:${desktop ? "h" : "v"}`}
      keyboardResizeBy={KEYBOARD_RESIZE_STEP}
      className={desktop ? "!h-[calc(100dvh-13rem)] min-h-[440px]" : "!h-[820px]"}
    >
      <Panel defaultSize={60} minSize={30} className="overflow-hidden rounded-xl border bg-card shadow-sm">
        {editor}
      </Panel>
      <ResizeHandle
        direction={desktop ? "horizontal" : "vertical"}
        label="Resize editor and output"
        data-testid="handle-resize"
      />
      <Panel defaultSize={40} minSize={25} className="flex flex-col gap-3">
        <div
          ref={outputRef}
          className="min-h-0 flex-1 scroll-mt-20 overflow-hidden rounded-xl border bg-card shadow-sm"
        >
          {output}
        </div>
        <AdSlot />
      </Panel>
    </PanelGroup>
  );
}
