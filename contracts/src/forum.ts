import { z } from "zod";
import { ZRole } from "./common";
import { defineEndpoint } from "./endpoint";
import { ROUTES } from "./paths";
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_SORTS } from "./vocabulary";

export const ZForumCategory = z.enum(FORUM_CATEGORIES, {
  error: `category must be one of: ${FORUM_CATEGORIES.join(", ")}`,
});
export type TForumCategory = z.infer<typeof ZForumCategory>;

/** Orders of the post list: newest first, most liked first, or only posts nobody has answered yet. */
export const ZForumSort = z.enum(FORUM_SORTS, { error: `sort must be one of: ${FORUM_SORTS.join(", ")}` });
export type TForumSort = z.infer<typeof ZForumSort>;

/** Leading blank lines and trailing whitespace carry no meaning in Markdown; indentation inside is kept. */
const ZMarkdown = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(FORUM_LIMITS.contentMax, `${field} must be at most ${FORUM_LIMITS.contentMax} characters`)
    .transform((text) => text.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd())
    .refine((text) => text.length > 0, `${field} must not be blank`);

export const ZForumTitle = z
  .string({ error: "title is required" })
  .trim()
  .min(FORUM_LIMITS.titleMin, `title must be at least ${FORUM_LIMITS.titleMin} characters`)
  .max(FORUM_LIMITS.titleMax, `title must be at most ${FORUM_LIMITS.titleMax} characters`);

/** A tag is written in lower case (upper case is folded): letters, digits and + # . - (c++, c#, node.js). */
export const ZForumTag = z
  .string({ error: "tag must be text" })
  .trim()
  .toLowerCase()
  .min(1, "tag must not be empty")
  .max(FORUM_LIMITS.tagMax, `tag must be at most ${FORUM_LIMITS.tagMax} characters`)
  .regex(/^[a-z0-9][a-z0-9+#.-]*$/, "tag may contain only lower-case letters, digits and + # . -");

export const ZForumTags = z
  .array(ZForumTag, { error: "tags must be a list" })
  .max(FORUM_LIMITS.tagsMax, `tags must hold at most ${FORUM_LIMITS.tagsMax} tags`)
  .transform((tags) => [...new Set(tags)]);

/**
 * A new post or a whole edited one. The author is always the session's user: a `userId` or
 * `username` in the body is not part of the schema and is dropped.
 */
export const ZForumPostInput = z.object({
  title: ZForumTitle,
  content: ZMarkdown("content"),
  category: ZForumCategory,
  tags: ZForumTags.default([]),
});
export type TForumPostInput = z.input<typeof ZForumPostInput>;

export const ZForumReplyInput = z.object({ content: ZMarkdown("content") });
export type TForumReplyInput = z.input<typeof ZForumReplyInput>;

/** Admins hide (or show again) anyone's post or reply. */
export const ZForumHideInput = z.object({ hidden: z.boolean({ error: "hidden must be true or false" }) });
export type TForumHideInput = z.infer<typeof ZForumHideInput>;

export const ZForumPreviewInput = z.object({
  content: z
    .string({ error: "content is required" })
    .max(FORUM_LIMITS.contentMax, `content must be at most ${FORUM_LIMITS.contentMax} characters`),
});
export const ZForumPreview = z.object({ html: z.string() });
export type TForumPreview = z.infer<typeof ZForumPreview>;

export const ZForumListQuery = z.object({
  category: ZForumCategory.optional(),
  q: z
    .string()
    .trim()
    .max(FORUM_LIMITS.searchMax, `q must be at most ${FORUM_LIMITS.searchMax} characters`)
    .optional()
    .transform((q) => (q ? q : undefined)),
  sort: ZForumSort.default("latest"),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(FORUM_LIMITS.pageSizeMax, `limit must be at most ${FORUM_LIMITS.pageSizeMax}`)
    .default(20),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must not be negative")
    .max(100_000, "offset is too large")
    .default(0),
});
export type TForumListQuery = z.input<typeof ZForumListQuery>;

export const ZForumRepliesQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(FORUM_LIMITS.repliesPageMax, `limit must be at most ${FORUM_LIMITS.repliesPageMax}`)
    .default(FORUM_LIMITS.repliesPageMax),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must not be negative")
    .max(100_000, "offset is too large")
    .default(0),
});

/**
 * A post as anyone may see it: what the list shows, what every socket event carries. Strict, so
 * a field meant for one reader only (whether they liked it) cannot slip into a broadcast.
 */
export const ZForumPostSummary = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** Plain text from the start of the content (no Markdown, no code blocks), for the card. */
  preview: z.string(),
  category: ZForumCategory,
  tags: z.array(z.string()),
  username: z.string(),
  authorId: z.string(),
  authorRole: ZRole,
  createdAt: z.string(),
  /** When the author last edited it, or null. */
  editedAt: z.string().nullable(),
  views: z.number(),
  likes: z.number(),
  replies: z.number(),
  /** Hidden by an admin: only admins and the author still see it. */
  hidden: z.boolean(),
});
export type TForumPostSummary = z.infer<typeof ZForumPostSummary>;

/** The whole post as anyone may see it: the Markdown source (for editing) and its sanitised HTML. */
export const ZForumPost = ZForumPostSummary.extend({ content: z.string(), html: z.string() });
export type TForumPost = z.infer<typeof ZForumPost>;

/** GET /api/forum/posts/{id}: the post and whether this reader liked it. */
export const ZForumPostDetail = ZForumPost.extend({ likedByMe: z.boolean() });
export type TForumPostDetail = z.infer<typeof ZForumPostDetail>;

export const ZForumReply = z.strictObject({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  html: z.string(),
  username: z.string(),
  authorId: z.string(),
  authorRole: ZRole,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likes: z.number(),
  hidden: z.boolean(),
});
export type TForumReply = z.infer<typeof ZForumReply>;

export const ZForumReplyDetail = ZForumReply.extend({ likedByMe: z.boolean() });
export type TForumReplyDetail = z.infer<typeof ZForumReplyDetail>;

/** The answer to a like: liking again takes it back. */
export const ZForumLikeResult = z.object({ liked: z.boolean(), likes: z.number() });
export type TForumLikeResult = z.infer<typeof ZForumLikeResult>;

export const FORUM_ENDPOINTS = {
  list: defineEndpoint({ ...ROUTES.forum.list, query: ZForumListQuery, response: z.array(ZForumPostSummary) }),
  create: defineEndpoint({ ...ROUTES.forum.create, body: ZForumPostInput, response: ZForumPostDetail }),
  detail: defineEndpoint({ ...ROUTES.forum.detail, response: ZForumPostDetail }),
  update: defineEndpoint({ ...ROUTES.forum.update, body: ZForumPostInput, response: ZForumPostDetail }),
  remove: defineEndpoint({ ...ROUTES.forum.remove, response: z.void() }),
  hide: defineEndpoint({ ...ROUTES.forum.hide, body: ZForumHideInput, response: ZForumPostDetail }),
  like: defineEndpoint({ ...ROUTES.forum.like, response: ZForumLikeResult }),
  replies: defineEndpoint({ ...ROUTES.forum.replies, query: ZForumRepliesQuery, response: z.array(ZForumReplyDetail) }),
  reply: defineEndpoint({ ...ROUTES.forum.reply, body: ZForumReplyInput, response: ZForumReplyDetail }),
  updateReply: defineEndpoint({ ...ROUTES.forum.updateReply, body: ZForumReplyInput, response: ZForumReplyDetail }),
  removeReply: defineEndpoint({ ...ROUTES.forum.removeReply, response: z.void() }),
  hideReply: defineEndpoint({ ...ROUTES.forum.hideReply, body: ZForumHideInput, response: ZForumReplyDetail }),
  likeReply: defineEndpoint({ ...ROUTES.forum.likeReply, response: ZForumLikeResult }),
  preview: defineEndpoint({ ...ROUTES.forum.preview, body: ZForumPreviewInput, response: ZForumPreview }),
} as const;
