import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { Panel, PanelGroup } from "react-resizable-panels";
import { KEYBOARD_RESIZE_STEP, ResizeHandle } from "@/components/ui/resize-handle";

/** Saved split of the editor and the results console (react-resizable-panels writes it to localStorage). */
const CONSOLE_LAYOUT_ID = "cp:challenge:editor-console";
/** Spec section 9: the challenge editor is 400 px tall until the learner drags the split. */
const DEFAULT_EDITOR_PX = 400;
const EDITOR_MIN_PERCENT = 30;
const CONSOLE_MIN_PERCENT = 25;
/** Height of the ResizeHandle between the editor and the console (h-3). */
const HANDLE_PX = 12;

/**
 * The editor over the results console with a drag handle between them (arrow keys move it by
 * 10%, the split is saved). The first visit opens the editor at 400 px: the group's height is
 * measured before the first paint to turn that into its percentage.
 */
export function EditorConsoleSplit({ editor, results }: { editor: ReactNode; results: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [editorShare, setEditorShare] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    let share = 60;
    if (element) {
      const style = getComputedStyle(element);
      // The panels share the group's height less the handle; the editor's box has a 1 px border.
      const panels =
        element.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom) - HANDLE_PX;
      if (panels > 0) share = Math.round(((DEFAULT_EDITOR_PX + 2) / panels) * 1000) / 10;
    }
    setEditorShare(Math.min(100 - CONSOLE_MIN_PERCENT, Math.max(EDITOR_MIN_PERCENT, share)));
  }, []);
  return (
    <div ref={ref} className="min-h-0 flex-1 px-3 pb-3 sm:px-4">
      {editorShare !== null && (
        <PanelGroup direction="vertical" autoSaveId={CONSOLE_LAYOUT_ID} keyboardResizeBy={KEYBOARD_RESIZE_STEP}>
          <Panel id="panel-code" order={1} defaultSize={editorShare} minSize={EDITOR_MIN_PERCENT}>
            {editor}
          </Panel>
          <ResizeHandle direction="vertical" label="Resize editor and results" data-testid="handle-resize-console" />
          <Panel id="panel-console" order={2} defaultSize={100 - editorShare} minSize={CONSOLE_MIN_PERCENT}>
            <div className="h-full overflow-y-auto" data-testid="panel-console">
              {results}
            </div>
          </Panel>
        </PanelGroup>
      )}
    </div>
  );
}
