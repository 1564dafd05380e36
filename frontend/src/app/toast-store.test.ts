import { beforeEach, describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, toast, useToastStore } from "./toast-store";

beforeEach(() => useToastStore.setState({ current: null, heldUntil: 0 }));

describe("toasts", () => {
  it("shows one toast at a time: a new one replaces the old", () => {
    toast({ title: "Login failed", description: "Invalid credentials", variant: "destructive" });
    toast({ title: "Logged Out" });
    const current = useToastStore.getState().current;
    expect(current?.title).toBe("Logged Out");
    expect(current?.variant).toBe("default");
    expect(current?.duration).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("dismisses only the toast a handle belongs to", () => {
    const first = toast({ title: "First" });
    toast({ title: "Second" });
    first.dismiss();
    expect(useToastStore.getState().current?.title).toBe("Second");
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().current).toBeNull();
  });

  it("keeps a held toast for its hold time, then lets the next one replace it", () => {
    const realNow = Date.now;
    let now = 1_000_000;
    Date.now = () => now;
    try {
      toast({ title: "Session expired", variant: "destructive", holdMs: 1000 });
      toast({ title: "Failed to get hint", variant: "destructive" });
      expect(useToastStore.getState().current?.title).toBe("Session expired");
      now += 1001;
      toast({ title: "Login failed", variant: "destructive" });
      expect(useToastStore.getState().current?.title).toBe("Login failed");
    } finally {
      Date.now = realNow;
    }
  });

  it("keeps a toast's action so the toaster can show its button", () => {
    let undone = 0;
    toast({ title: "Challenge deleted successfully", action: { label: "Undo", onClick: () => undone++ } });
    const action = useToastStore.getState().current?.action;
    expect(action?.label).toBe("Undo");
    action?.onClick();
    expect(undone).toBe(1);
  });
});
