import { z } from "zod";
import { ZRunResponse, ZTestResult } from "./challenges";
import { ZLeaderboardEntry } from "./progress";

/** Socket event names, server to client. Each payload is a schema below. */
export const SOCKET_EVENTS = {
  runTestResult: "run.testResult",
  runFinished: "run.finished",
  leaderboardChanged: "leaderboard.changed",
} as const;

/**
 * One test's result, sent as soon as the driver reports it to the room `user:<id>` of the run's
 * owner (every socket of a signed-in user joins it at handshake), so only the owner receives it.
 */
export const ZRunTestResultEvent = z.object({ runId: z.string(), total: z.number(), result: ZTestResult });
export type TRunTestResultEvent = z.infer<typeof ZRunTestResultEvent>;

export const ZRunFinishedEvent = ZRunResponse;
export type TRunFinishedEvent = z.infer<typeof ZRunFinishedEvent>;

/** The top of the leaderboard after an accepted submission changed it; sent to room "leaderboard". */
export const ZLeaderboardChangedEvent = z.object({ entries: z.array(ZLeaderboardEntry), changedUserId: z.string() });
export type TLeaderboardChangedEvent = z.infer<typeof ZLeaderboardChangedEvent>;

/** Client to server: join or leave rooms it may see. */
export const CLIENT_EVENTS = { subscribe: "subscribe", unsubscribe: "unsubscribe" } as const;
export const ZSubscribeRequest = z.object({ room: z.string().regex(/^(leaderboard|forum|post:[0-9a-f-]{36})$/) });
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;
