import { useEffect } from "react";
import { isSocketLoaded } from "./socket-loaded";

/** How long a list waits before it loads the socket client: its first paint and input come first. */
const JOIN_DELAY_MS = 2500;

/**
 * Keeps a catalog screen (challenge list, quiz list, tutorials) in the "content" room while it
 * is mounted, so an admin's save or delete reloads what it shows (see content-live.ts). When the
 * socket client is already loaded (the learner comes from a challenge) the room is joined at
 * once; otherwise the client loads a moment after the screen has painted, when the browser is
 * idle: loading and connecting it is main-thread work a phone should not do during first render.
 */
export function useContentRoom(): void {
  useEffect(() => {
    let leave: (() => void) | null = null;
    let unmounted = false;
    const join = () => {
      void import("./socket").then(({ joinRoom }) => {
        if (!unmounted) leave = joinRoom("content");
      });
    };
    if (isSocketLoaded()) {
      join();
      return () => {
        unmounted = true;
        leave?.();
      };
    }
    const timer = window.setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(join, { timeout: 2000 });
      else join();
    }, JOIN_DELAY_MS);
    return () => {
      unmounted = true;
      window.clearTimeout(timer);
      leave?.();
    };
  }, []);
}
