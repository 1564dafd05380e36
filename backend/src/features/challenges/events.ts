import { EVENTS, ROOMS, type TRunResponse, type TRunTestResultEvent } from "@cp/contracts";
import type { EventBus } from "../../realtime/bus";

/** What the challenges feature publishes, and to which room: a run's results go to its owner only. */
export function createChallengeEvents(bus: EventBus) {
  return {
    testResult(userId: string, payload: TRunTestResultEvent) {
      bus.publish(EVENTS.runTestResult, ROOMS.user(userId), payload);
    },
    runFinished(userId: string, response: TRunResponse) {
      bus.publish(EVENTS.runFinished, ROOMS.user(userId), response);
    },
  };
}
