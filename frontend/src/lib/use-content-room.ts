import { useEffect } from "react";

/**
 * Keeps a catalog screen (challenge list, quiz list, tutorials) in the "content" room while it
 * is mounted, so an admin's save or delete reloads what it shows (see content-live.ts). The
 * socket client loads after the screen has painted: a list does not wait for it.
 */
export function useContentRoom(): void {
  useEffect(() => {
    let leave: (() => void) | null = null;
    let unmounted = false;
    void import("./socket").then(({ joinRoom }) => {
      if (!unmounted) leave = joinRoom("content");
    });
    return () => {
      unmounted = true;
      leave?.();
    };
  }, []);
}
