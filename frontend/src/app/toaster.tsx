import { X } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { subscribeModals, topModal } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { type TToast, useToastStore } from "./toast-store";

const SWIPE_THRESHOLD_PX = 50;

/**
 * The toast viewport: bottom-left on md+ (max 420 px wide), full width at the bottom below md.
 * Bottom-left keeps it off the challenge screen's editor column, where the test results' Expected
 * and Actual rows are read right after a run; at the bottom it never hides the header on phones.
 * F8 moves focus into it so keyboard users can reach the close button. While a modal dialog is
 * open the region lives inside it: the rest of the page is then inert and under the backdrop, so
 * a toast (a form's 'Validation Error') would be dimmed and its buttons out of reach.
 */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  const regionRef = useRef<HTMLElement>(null);
  const modal = useSyncExternalStore(subscribeModals, topModal, () => null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      event.preventDefault();
      const region = regionRef.current;
      const target = region?.querySelector<HTMLElement>("[data-toast]") ?? region;
      target?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const region = (
    <section
      ref={regionRef}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      data-testid="toast-viewport"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none md:right-auto md:w-full md:max-w-[420px]"
    >
      {/* One toast at a time (spec section 9): a plain box, since a status role on a list item breaks the list. */}
      <div className="flex flex-col gap-2">{current && <ToastCard key={current.id} toast={current} />}</div>
    </section>
  );
  return modal ? createPortal(region, modal) : region;
}

function ToastCard({ toast }: { toast: TToast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(toast.duration);
  const startX = useRef<number | null>(null);

  // Counts down only while not hovered or focused, like a native notification.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, dismiss, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > SWIPE_THRESHOLD_PX) dismiss(toast.id);
    else setOffset(0);
  };

  const destructive = toast.variant === "destructive";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it has a role (status or alert, chosen at run time); the pointer handlers are the swipe to dismiss, whose keyboard way is Escape and the close button.
    <div
      data-toast
      data-variant={toast.variant}
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      tabIndex={0}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Inside a modal dialog, Escape closes only the toast, not the dialog (and its form) too.
        event.preventDefault();
        dismiss(toast.id);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      className={cn(
        "animate-toast-in pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg shadow-black/20 outline-none focus-visible:ring-2 focus-visible:ring-ring",
        destructive
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "border-border bg-popover text-popover-foreground",
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold" data-testid="toast-title">
          {toast.title}
        </p>
        {toast.description && (
          <p className="text-sm" data-testid="toast-description">
            {toast.description}
          </p>
        )}
        {toast.action && <ToastActionButton toast={toast} />}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismiss(toast.id)}
        className={cn(
          "absolute top-2 right-2 rounded-md p-1 opacity-70 transition hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring",
          destructive ? "hover:bg-white/15" : "hover:bg-accent",
        )}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

function ToastActionButton({ toast }: { toast: TToast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const action = toast.action;
  if (!action) return null;
  return (
    <button
      type="button"
      data-testid={action.testId ?? "button-toast-action"}
      onClick={() => {
        dismiss(toast.id);
        action.onClick();
      }}
      className="mt-1 inline-flex h-8 w-fit cursor-pointer items-center rounded-md border border-border px-3 text-xs font-medium transition hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      {action.label}
    </button>
  );
}
