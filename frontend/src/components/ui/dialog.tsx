import { X } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "@/lib/cn";
import { Button, type TButtonProps } from "./button";

type TDialogContext = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
};
const DialogContext = createContext<TDialogContext | null>(null);

function useDialog(): TDialogContext {
  const context = useContext(DialogContext);
  if (!context) throw new Error("Dialog parts must be used inside <Dialog>");
  return context;
}

export type TDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/**
 * A modal built on the native <dialog>: the browser provides the top layer, the inert page
 * behind it and Escape; this adds backdrop click, focus return and a scroll lock.
 * Controlled (`open` + `onOpenChange`) or not (`defaultOpen` + <DialogTrigger>).
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, children }: TDialogProps) {
  const [internal, setInternal] = useState(defaultOpen);
  const titleId = useId();
  const descriptionId = useId();
  const current = open ?? internal;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInternal(next);
    onOpenChange?.(next);
  };
  return (
    <DialogContext.Provider value={{ open: current, setOpen, titleId, descriptionId }}>
      {children}
    </DialogContext.Provider>
  );
}

export function DialogTrigger({ onClick, ...props }: TButtonProps) {
  const dialog = useDialog();
  return (
    <Button
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(true);
      }}
      {...props}
    />
  );
}

export function DialogContent({
  className,
  children,
  showClose = true,
  ...props
}: ComponentProps<"dialog"> & { showClose?: boolean }) {
  const dialog = useDialog();
  if (!dialog.open) return null;
  return (
    <OpenDialog className={className} showClose={showClose} {...props}>
      {children}
    </OpenDialog>
  );
}

// The open modals, innermost last. Everything outside the innermost one is inert and under its
// backdrop, so the toaster moves into it while it is open (see toaster.tsx).
const openModals: HTMLDialogElement[] = [];
const modalListeners = new Set<() => void>();
const notifyModals = () => {
  for (const listener of modalListeners) listener();
};

/** Subscribes to modals opening and closing (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeModals(listener: () => void): () => void {
  modalListeners.add(listener);
  return () => modalListeners.delete(listener);
}

/** The innermost open modal dialog, or null. */
export function topModal(): HTMLDialogElement | null {
  return openModals[openModals.length - 1] ?? null;
}

function OpenDialog({ className, children, showClose, ...props }: ComponentProps<"dialog"> & { showClose: boolean }) {
  const dialog = useDialog();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const returnFocusTo = document.activeElement as HTMLElement | null;
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    if (!element.open) element.showModal();
    openModals.push(element);
    notifyModals();
    return () => {
      openModals.splice(openModals.indexOf(element), 1);
      notifyModals();
      document.documentElement.style.overflow = previousOverflow;
      if (element.open) element.close();
      returnFocusTo?.focus?.();
    };
  }, []);

  return (
    // Keyboard users close with Escape (onCancel); onClick is the pointer's backdrop click.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <dialog
      ref={ref}
      aria-labelledby={dialog.titleId}
      aria-describedby={dialog.descriptionId}
      onCancel={(event) => {
        // Escape: let React state close it so state and DOM never disagree.
        event.preventDefault();
        dialog.setOpen(false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.setOpen(false);
      }}
      className={cn(
        "animate-pop-in fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-popover p-0 text-popover-foreground shadow-2xl shadow-black/40",
        className,
      )}
      {...props}
    >
      {/* Padding lives on an inner box so a click on it never counts as a backdrop click. */}
      <div className="relative grid gap-4 p-6">
        {children}
        {showClose && (
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialog.setOpen(false)}
            className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-muted-foreground transition hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<"h2">) {
  const dialog = useDialog();
  return <h2 id={dialog.titleId} className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  const dialog = useDialog();
  return <p id={dialog.descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** A button that closes the surrounding dialog (after its own onClick). */
export function DialogClose({ onClick, variant = "outline", ...props }: TButtonProps) {
  const dialog = useDialog();
  return (
    <Button
      variant={variant}
      onClick={(event) => {
        onClick?.(event);
        dialog.setOpen(false);
      }}
      {...props}
    />
  );
}
