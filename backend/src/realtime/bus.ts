import { EventEmitter } from "node:events";
import type { TEventDefinition, TEventPayload } from "@cp/contracts";

/**
 * A domain event already addressed: which socket room gets it (or rooms: a socket in several of
 * them receives it once), under which event name, with which payload.
 */
export type BusEvent = { room: string | readonly string[]; name: string; payload: unknown };

/**
 * Services publish here after their transaction commits; the realtime feature delivers to rooms.
 * In-process by design: across processes, Socket.IO's Redis adapter carries the room broadcast.
 * Publishing never throws: a failed delivery is logged and the committed request still succeeds.
 */
export type EventBus = {
  /** Sends a contract event to a room (or several); rooms come from the feature's events.ts. */
  publish<E extends TEventDefinition>(event: E, room: string | readonly string[], payload: TEventPayload<E>): void;
  /**
   * Runs post-commit work (rank updates, recomputed lists, then publishing) without delaying the
   * response: its failure is logged, never returned to the request that committed.
   */
  afterCommit(what: string, work: () => Promise<void>): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
};

export function createEventBus(deps: {
  logger: { error(message: string, error?: unknown): void };
  /** Parse every payload with its contract schema before delivery (tests). */
  checkContracts?: boolean;
}): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event, room, payload) {
      try {
        if (deps.checkContracts) event.payload.parse(payload);
        emitter.emit("event", { room, name: event.name, payload } satisfies BusEvent);
      } catch (error) {
        deps.logger.error(`Publishing ${event.name} to ${String(room)} failed`, error);
      }
    },
    afterCommit(what, work) {
      // Started on the next turn of the event loop: the request that committed finishes its own
      // reads and sends its answer first (on PGlite, queries take turns on one connection).
      setImmediate(() => {
        void work().catch((error: unknown) => deps.logger.error(`After-commit ${what} failed`, error));
      });
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
  };
}
