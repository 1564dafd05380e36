import { FORUM_CATEGORIES } from "@cp/contracts/constants";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./index";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Forum posts. `likes` and `replies` are counters kept in step with post_likes and the visible
 * replies in the same transaction as the change, so a list needs no count per row.
 */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Markdown source; rendered (sanitised) when presented. */
    content: text("content").notNull(),
    category: text("category", { enum: FORUM_CATEGORIES }).notNull(),
    tags: text("tags").array().notNull().default(sql`ARRAY[]::text[]`),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    /** Replies visible to everyone (hidden ones are not counted). */
    replies: integer("replies").notNull().default(0),
    /** Hidden by an admin: seen only by admins and the author. */
    hidden: boolean("hidden").notNull().default(false),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("forum_posts_category_time_idx").on(t.category, t.createdAt.desc()),
    index("forum_posts_time_idx").on(t.createdAt.desc()),
    index("forum_posts_top_idx").on(t.likes.desc(), t.replies.desc(), t.createdAt.desc()),
  ],
);

export const forumReplies = pgTable(
  "forum_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    likes: integer("likes").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("forum_replies_post_idx").on(t.postId, t.createdAt)],
);

/** One like per user and post: liking again removes the row (a toggle), never a second count. */
export const postLikes = pgTable(
  "post_likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const replyLikes = pgTable(
  "reply_likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id")
      .notNull()
      .references(() => forumReplies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.replyId] })],
);

/**
 * The last counted view of a post per viewer (`u:<userId>`, or `ip:<hash>` for a visitor): a
 * view counts again only once the stored one is older than the window. Rows past the window
 * carry no information and are swept at start.
 */
export const forumPostViews = pgTable(
  "forum_post_views",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    viewer: text("viewer").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewer] }), index("forum_post_views_time_idx").on(t.viewedAt)],
);

/**
 * Welcome posts from content/forum already seeded, by file name: a post is seeded once, so one
 * an admin edited or deleted stays that way across restarts.
 */
export const forumSeeds = pgTable("forum_seeds", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id"),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
