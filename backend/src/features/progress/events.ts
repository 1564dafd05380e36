import { EVENTS, ROOMS, type TLeaderboardEntry } from "@cp/contracts";
import type { EventBus } from "../../realtime/bus";

/** What the progress feature publishes: the top of the leaderboard to everyone watching it. */
export function createProgressEvents(bus: EventBus) {
  return {
    leaderboardChanged(entries: TLeaderboardEntry[], changedUserId: string) {
      bus.publish(EVENTS.leaderboardChanged, ROOMS.leaderboard, { entries, changedUserId });
    },
  };
}
