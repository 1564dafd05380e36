import { z } from "zod";
import { ZHiddenTestResult, ZRunResponse, ZTestResult } from "./challenges";
import { defineEvent } from "./endpoint";
import { PUBLIC_ROOM_PATTERN, SOCKET_EVENTS } from "./event-names";
import { ZLeaderboardEntry } from "./progress";

/**
 * One test's result, sent as soon as the driver reports it to the room `user:<id>` of the run's
 * owner. A run's sample tests come whole; a submission's hidden tests come as
 * `{index, passed, verdict, time, hidden}` only, so their inputs never leave the server.
 */
export const ZRunTestResultEvent = z.object({
  runId: z.string(),
  total: z.number(),
  result: z.union([ZTestResult, ZHiddenTestResult]),
});
export type TRunTestResultEvent = z.infer<typeof ZRunTestResultEvent>;

export const ZRunFinishedEvent = ZRunResponse;
export type TRunFinishedEvent = z.infer<typeof ZRunFinishedEvent>;

/** The top of the leaderboard after an accepted submission changed it; sent to room "leaderboard". */
export const ZLeaderboardChangedEvent = z.object({ entries: z.array(ZLeaderboardEntry), changedUserId: z.string() });
export type TLeaderboardChangedEvent = z.infer<typeof ZLeaderboardChangedEvent>;

/** Every server-to-client event: its name, the kind of room it goes to, its payload. */
export const EVENTS = {
  runTestResult: defineEvent({ name: SOCKET_EVENTS.runTestResult, room: "user", payload: ZRunTestResultEvent }),
  runFinished: defineEvent({ name: SOCKET_EVENTS.runFinished, room: "user", payload: ZRunFinishedEvent }),
  leaderboardChanged: defineEvent({
    name: SOCKET_EVENTS.leaderboardChanged,
    room: "leaderboard",
    payload: ZLeaderboardChangedEvent,
  }),
} as const;

export const ZSubscribeRequest = z.object({ room: z.string().max(64).regex(PUBLIC_ROOM_PATTERN) });
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;
