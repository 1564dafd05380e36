import { beforeEach, describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, toast, useToastStore } from "./toast-store";

beforeEach(() => useToastStore.setState({ current: null }));

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
});
