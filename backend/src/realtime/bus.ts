import { EventEmitter } from "node:events";

/** A domain event already addressed: which socket room gets it, under which event name, with which payload. */
export type BusEvent = { room: string; name: string; payload: unknown };

/**
 * Services publish here after their transaction commits; the realtime feature delivers to rooms.
 * In-process by design: across processes, Socket.IO's Redis adapter carries the room broadcast.
 */
export type EventBus = {
  publish(event: BusEvent): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
};

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit("event", event);
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
  };
}

export const userRoom = (userId: string) => `user:${userId}`;
