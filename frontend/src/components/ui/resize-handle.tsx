import { PanelResizeHandle } from "react-resizable-panels";
import { cn } from "@/lib/cn";

/** Spec section 9: arrow keys move a split by 10 percent. Pass it as the PanelGroup's keyboardResizeBy. */
export const KEYBOARD_RESIZE_STEP = 10;

/**
 * The drag handle between two panels of a react-resizable-panels PanelGroup (which saves the
 * layout under its autoSaveId with a 100 ms debounce, as spec section 9 asks). The library makes
 * it a focusable `separator` with aria-valuenow and arrow-key resizing; this adds the
 * orientation (a horizontal group is split by a vertical line) and the house look.
 */
export function ResizeHandle({
  direction,
  label,
  className,
  "data-testid": testId,
}: {
  /** The PanelGroup's direction. */
  direction: "horizontal" | "vertical";
  label: string;
  className?: string;
  "data-testid"?: string;
}) {
  const horizontal = direction === "horizontal";
  return (
    <PanelResizeHandle
      className={cn(
        "group flex items-center justify-center rounded-full outline-none",
        horizontal ? "w-3" : "h-3",
        className,
      )}
      aria-label={label}
      aria-orientation={horizontal ? "vertical" : "horizontal"}
      data-testid={testId}
    >
      <span
        aria-hidden
        className={cn(
          "rounded-full bg-border transition-colors group-hover:bg-primary/60 group-focus-visible:bg-primary group-data-[resize-handle-state=drag]:bg-primary",
          horizontal ? "h-10 w-1" : "h-1 w-10",
        )}
      />
    </PanelResizeHandle>
  );
}
