import { cloneElement, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";

/** Spec section 9: a tooltip opens after 700 ms, or at once within 300 ms of another closing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page: moving along a toolbar shows each label without waiting.
let lastClosedAt = 0;

export type TTooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link); it gets aria-describedby. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  side?: "top" | "bottom";
  className?: string;
};

export function Tooltip({ content, children, side = "top", className }: TTooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    window.clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  return (
    // The child is the interactive element; the wrapper only hears its bubbled events.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={cn(
            "animate-pop-in pointer-events-none absolute left-1/2 z-50 w-max max-w-64 -translate-x-1/2 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md",
            side === "top" ? "bottom-full mb-2" : "top-full mt-2",
            className,
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
