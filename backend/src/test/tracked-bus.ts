import type { EventBus } from "../realtime/bus";

/**
 * A bus whose post-commit work is tracked, so a test can wait until every event a service would
 * publish after its commit has been published (`settled()`), then assert what did not arrive.
 */
export function trackAfterCommit(bus: EventBus): { bus: EventBus; settled: () => Promise<void> } {
  const pending: Promise<void>[] = [];
  return {
    bus: {
      ...bus,
      afterCommit(what, work) {
        let finished = () => {};
        pending.push(new Promise<void>((resolve) => (finished = resolve)));
        bus.afterCommit(what, () => work().finally(finished));
      },
    },
    settled: async () => {
      await Promise.all(pending.splice(0));
    },
  };
}
