import { create } from "zustand";

export type TToastVariant = "default" | "destructive";

/** A button on the toast (the Undo of an admin's delete): runs `onClick`, then closes the toast. */
export type TToastAction = { label: string; onClick: () => void; testId?: string };

export type TToastOptions = {
  title: string;
  description?: string;
  variant?: TToastVariant;
  /** Milliseconds on screen; 5000 by default (spec section 9). */
  duration?: number;
  /**
   * Milliseconds during which no other toast may replace this one. 'Session expired' uses it:
   * the call that met the 401 reports its own failure a moment later, which would hide why.
   */
  holdMs?: number;
  action?: TToastAction;
};

export type TToast = Required<Pick<TToastOptions, "title" | "variant" | "duration">> & {
  id: number;
  description?: string;
  action?: TToastAction;
};

export const TOAST_DURATION_MS = 5000;

type TToastState = {
  current: TToast | null;
  /** Until when (epoch ms) the current toast may not be replaced by another. */
  heldUntil: number;
  show: (options: TToastOptions) => number;
  dismiss: (id?: number) => void;
};

let nextId = 1;

/** At most one toast at a time: a new one replaces whatever is showing (unless that one is held). */
export const useToastStore = create<TToastState>((set, get) => ({
  current: null,
  heldUntil: 0,
  show: (options) => {
    const id = nextId++;
    if (get().current && Date.now() < get().heldUntil) return id;
    set({
      heldUntil: options.holdMs ? Date.now() + options.holdMs : 0,
      current: {
        id,
        title: options.title,
        description: options.description,
        variant: options.variant ?? "default",
        duration: options.duration ?? TOAST_DURATION_MS,
        action: options.action,
      },
    });
    return id;
  },
  dismiss: (id) => {
    const current = get().current;
    if (current && (id === undefined || current.id === id)) set({ current: null, heldUntil: 0 });
  },
}));

/**
 * Shows a toast from anywhere (components, mutation callbacks, stores).
 * Returns a handle whose `dismiss()` removes this toast if it is still the one showing.
 */
export function toast(options: TToastOptions): { id: number; dismiss: () => void } {
  const id = useToastStore.getState().show(options);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
