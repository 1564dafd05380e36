// Zod-free: the client imports these through "@cp/contracts/constants" without pulling zod in.

/** Socket event names, server to client. Each payload is a schema in events.ts. */
export const SOCKET_EVENTS = {
  runTestResult: "run.testResult",
  runFinished: "run.finished",
  leaderboardChanged: "leaderboard.changed",
  forumPostCreated: "forum.postCreated",
  forumPostUpdated: "forum.postUpdated",
  forumPostCounts: "forum.postCounts",
  forumPostRemoved: "forum.postRemoved",
  forumReplyCreated: "forum.replyCreated",
  forumReplyUpdated: "forum.replyUpdated",
  forumReplyLikes: "forum.replyLikes",
  forumReplyRemoved: "forum.replyRemoved",
  adminValidationProgress: "admin.validationProgress",
  contentChanged: "content.changed",
} as const;

/** Client to server: join or leave rooms it may see. */
export const CLIENT_EVENTS = { subscribe: "subscribe", unsubscribe: "unsubscribe" } as const;

/**
 * Every room name. `user:<id>` is joined at handshake from the session (private results); the
 * others are public and joined on request.
 */
export const ROOMS = {
  user: (userId: string) => `user:${userId}`,
  leaderboard: "leaderboard",
  forum: "forum",
  post: (postId: string) => `post:${postId}`,
  content: "content",
} as const;

/** Rooms a client may ask to join (never `user:*`). */
export const PUBLIC_ROOM_PATTERN = /^(leaderboard|forum|content|post:[0-9a-f-]{36})$/;
