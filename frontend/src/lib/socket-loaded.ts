import type { TServerEventMap } from "@cp/contracts";

/**
 * What the socket client needs before it connects, kept apart from socket.ts so asking and
 * providing do not load the client: whether it has been loaded (socket.ts marks it when it is
 * evaluated), so a screen can join a room at once when that costs nothing and wait otherwise; and
 * where the handlers of server events come from (the app provides them: app/live-updates.ts).
 */
let loaded = false;

export function markSocketLoaded(): void {
  loaded = true;
}

export function isSocketLoaded(): boolean {
  return loaded;
}

/** A handler for each server event the app follows. */
export type TLiveUpdates = { [E in keyof TServerEventMap]?: (payload: TServerEventMap[E]) => void };

let loadHandlers: () => Promise<TLiveUpdates> = () => Promise.resolve({});

/** Tells the socket where its event handlers come from (a lazy import, so they load with the socket). */
export function provideLiveUpdates(load: () => Promise<TLiveUpdates>): void {
  loadHandlers = load;
}

export function loadLiveUpdates(): Promise<TLiveUpdates> {
  return loadHandlers();
}
