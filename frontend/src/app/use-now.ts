import { useContext, useSyncExternalStore } from "react";
import { ServerContext } from "@/app/ssr";

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const notify of listeners) notify();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time, shared by every relative date on screen and refreshed every 30 seconds. A
 * server-rendered page reads the server's time while it is hydrated ("5 minutes ago" written by
 * the server must not turn into "6 minutes ago" before React has adopted it).
 */
export function useNow(): number {
  const server = useContext(ServerContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => server?.now ?? now,
  );
}
