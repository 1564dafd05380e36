import { z } from "zod";
import { ZAdminValidationProgressEvent, ZContentChangedEvent } from "./admin";
import { ZHiddenTestResult, ZRunResponse, ZTestResult } from "./challenges";
import { defineEvent, type TEventPayload } from "./endpoint";
import { PUBLIC_ROOM_PATTERN, SOCKET_EVENTS } from "./event-names";
import { ZForumPost, ZForumReply } from "./forum";
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

/** A post's counters after a view, a like or a reply changed one; to "forum" and "post:<id>". */
export const ZForumPostCountsEvent = z.strictObject({
  postId: z.string(),
  views: z.number(),
  likes: z.number(),
  replies: z.number(),
});
export type TForumPostCountsEvent = z.infer<typeof ZForumPostCountsEvent>;

/** A post deleted, or hidden by an admin; to "forum" and "post:<id>". */
export const ZForumPostRemovedEvent = z.strictObject({ id: z.string(), reason: z.enum(["deleted", "hidden"]) });
export type TForumPostRemovedEvent = z.infer<typeof ZForumPostRemovedEvent>;

/** A reply's like count; to "post:<id>". */
export const ZForumReplyLikesEvent = z.strictObject({ id: z.string(), postId: z.string(), likes: z.number() });
export type TForumReplyLikesEvent = z.infer<typeof ZForumReplyLikesEvent>;

export const ZForumReplyRemovedEvent = z.strictObject({
  id: z.string(),
  postId: z.string(),
  reason: z.enum(["deleted", "hidden"]),
});
export type TForumReplyRemovedEvent = z.infer<typeof ZForumReplyRemovedEvent>;

/** Every server-to-client event: its name, the kind of room it goes to, its payload. */
export const EVENTS = {
  runTestResult: defineEvent({ name: SOCKET_EVENTS.runTestResult, room: "user", payload: ZRunTestResultEvent }),
  runFinished: defineEvent({ name: SOCKET_EVENTS.runFinished, room: "user", payload: ZRunFinishedEvent }),
  leaderboardChanged: defineEvent({
    name: SOCKET_EVENTS.leaderboardChanged,
    room: "leaderboard",
    payload: ZLeaderboardChangedEvent,
  }),
  /** A new post (or one shown again by an admin), as any reader sees it: to the list room. */
  forumPostCreated: defineEvent({ name: SOCKET_EVENTS.forumPostCreated, room: "forum", payload: ZForumPost }),
  /** An edited post: to the list room and the post's room. */
  forumPostUpdated: defineEvent({ name: SOCKET_EVENTS.forumPostUpdated, room: "post", payload: ZForumPost }),
  forumPostCounts: defineEvent({ name: SOCKET_EVENTS.forumPostCounts, room: "post", payload: ZForumPostCountsEvent }),
  forumPostRemoved: defineEvent({
    name: SOCKET_EVENTS.forumPostRemoved,
    room: "post",
    payload: ZForumPostRemovedEvent,
  }),
  forumReplyCreated: defineEvent({ name: SOCKET_EVENTS.forumReplyCreated, room: "post", payload: ZForumReply }),
  forumReplyUpdated: defineEvent({ name: SOCKET_EVENTS.forumReplyUpdated, room: "post", payload: ZForumReply }),
  forumReplyLikes: defineEvent({ name: SOCKET_EVENTS.forumReplyLikes, room: "post", payload: ZForumReplyLikesEvent }),
  forumReplyRemoved: defineEvent({
    name: SOCKET_EVENTS.forumReplyRemoved,
    room: "post",
    payload: ZForumReplyRemovedEvent,
  }),
  /** One program's test during an admin's challenge validation: to that admin only. */
  adminValidationProgress: defineEvent({
    name: SOCKET_EVENTS.adminValidationProgress,
    room: "user",
    payload: ZAdminValidationProgressEvent,
  }),
  /** An admin saved, deleted or restored an item: lists refetch (no content in the event). */
  contentChanged: defineEvent({ name: SOCKET_EVENTS.contentChanged, room: "content", payload: ZContentChangedEvent }),
} as const;

/** Every server-to-client event's payload, by the event's name (what a socket client listens to). */
export type TServerEventMap = {
  [K in keyof typeof EVENTS as (typeof EVENTS)[K]["name"]]: TEventPayload<(typeof EVENTS)[K]>;
};

export const ZSubscribeRequest = z.object({ room: z.string().max(64).regex(PUBLIC_ROOM_PATTERN) });
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;
