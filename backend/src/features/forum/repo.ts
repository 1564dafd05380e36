import type { TForumCategory, TForumSort } from "@cp/contracts";
import { and, asc, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { forumPosts, forumPostViews, forumReplies, forumSeeds, postLikes, replyLikes, users } from "../../db/schema";

/** Who is reading: hidden items show only to admins and their authors. */
export type Viewer = { id: string; admin: boolean } | undefined;

const POST_FIELDS = {
  id: forumPosts.id,
  userId: forumPosts.userId,
  title: forumPosts.title,
  content: forumPosts.content,
  category: forumPosts.category,
  tags: forumPosts.tags,
  views: forumPosts.views,
  likes: forumPosts.likes,
  replies: forumPosts.replies,
  hidden: forumPosts.hidden,
  editedAt: forumPosts.editedAt,
  createdAt: forumPosts.createdAt,
  username: users.username,
  authorRole: users.role,
};

export type PostRow = {
  id: string;
  userId: string;
  title: string;
  content: string;
  category: string;
  tags: string[];
  views: number;
  likes: number;
  replies: number;
  hidden: boolean;
  editedAt: Date | null;
  createdAt: Date;
  username: string;
  authorRole: "admin" | "student";
};

const REPLY_FIELDS = {
  id: forumReplies.id,
  postId: forumReplies.postId,
  userId: forumReplies.userId,
  content: forumReplies.content,
  likes: forumReplies.likes,
  hidden: forumReplies.hidden,
  editedAt: forumReplies.editedAt,
  createdAt: forumReplies.createdAt,
  username: users.username,
  authorRole: users.role,
};

export type ReplyRow = {
  id: string;
  postId: string;
  userId: string;
  content: string;
  likes: number;
  hidden: boolean;
  editedAt: Date | null;
  createdAt: Date;
  username: string;
  authorRole: "admin" | "student";
};

function visiblePosts(viewer: Viewer): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return sql`(${forumPosts.hidden} = false or ${forumPosts.userId} = ${viewer.id})`;
  return eq(forumPosts.hidden, false);
}

function visibleReplies(viewer: Viewer): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return sql`(${forumReplies.hidden} = false or ${forumReplies.userId} = ${viewer.id})`;
  return eq(forumReplies.hidden, false);
}

/** `%`, `_` and `\` match literally in a search. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every word of the search must appear in the title, the content or a tag (case-insensitive). */
function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return sql`(${forumPosts.title} ilike ${pattern} or ${forumPosts.content} ilike ${pattern} or array_to_string(${forumPosts.tags}, ' ') ilike ${pattern})`;
    }),
  );
}

const ORDER: Record<TForumSort, SQL[]> = {
  latest: [desc(forumPosts.createdAt), desc(forumPosts.id)],
  unanswered: [desc(forumPosts.createdAt), desc(forumPosts.id)],
  top: [desc(forumPosts.likes), desc(forumPosts.replies), desc(forumPosts.createdAt), desc(forumPosts.id)],
};

/** Only the start of the content is read for a list: enough for its preview. */
const LIST_CONTENT_CHARS = 4000;

export async function listPosts(
  db: DbOrTx,
  viewer: Viewer,
  query: { category?: TForumCategory; q?: string; sort: TForumSort; limit: number; offset: number },
): Promise<PostRow[]> {
  const rows = await db
    .select({ ...POST_FIELDS, content: sql<string>`left(${forumPosts.content}, ${LIST_CONTENT_CHARS})` })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(
      and(
        visiblePosts(viewer),
        query.category ? eq(forumPosts.category, query.category) : undefined,
        query.q ? searchCondition(query.q) : undefined,
        query.sort === "unanswered" ? eq(forumPosts.replies, 0) : undefined,
      ),
    )
    .orderBy(...ORDER[query.sort])
    .limit(query.limit)
    .offset(query.offset);
  return rows;
}

/** The post if it exists and this viewer may see it. */
export async function findPost(db: DbOrTx, id: string, viewer: Viewer): Promise<PostRow | undefined> {
  const [row] = await db
    .select(POST_FIELDS)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(and(eq(forumPosts.id, id), visiblePosts(viewer)))
    .limit(1);
  return row;
}

export async function hasLikedPost(db: DbOrTx, postId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function insertPost(
  db: DbOrTx,
  values: {
    userId: string;
    title: string;
    content: string;
    category: string;
    tags: string[];
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await db.insert(forumPosts).values(values).returning({ id: forumPosts.id });
  if (!row) throw new Error("post insert returned nothing");
  return row.id;
}

export async function updatePost(
  db: DbOrTx,
  id: string,
  values: { title: string; content: string; category: string; tags: string[]; editedAt: Date },
): Promise<void> {
  await db.update(forumPosts).set(values).where(eq(forumPosts.id, id));
}

export async function deletePost(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(forumPosts).where(eq(forumPosts.id, id)).returning({ id: forumPosts.id });
  return rows.length > 0;
}

export async function setPostHidden(db: DbOrTx, id: string, hidden: boolean): Promise<void> {
  await db.update(forumPosts).set({ hidden }).where(eq(forumPosts.id, id));
}

export type PostCounts = { views: number; likes: number; replies: number };

const COUNTS = { views: forumPosts.views, likes: forumPosts.likes, replies: forumPosts.replies };

/** Moves a post's counters by the given amounts (never below zero) and returns them all. */
export async function bumpPostCounts(
  db: DbOrTx,
  id: string,
  by: { views?: number; likes?: number; replies?: number },
): Promise<PostCounts | undefined> {
  const set: Record<string, SQL> = {};
  if (by.views) set.views = sql`greatest(${forumPosts.views} + ${by.views}, 0)`;
  if (by.likes) set.likes = sql`greatest(${forumPosts.likes} + ${by.likes}, 0)`;
  if (by.replies) set.replies = sql`greatest(${forumPosts.replies} + ${by.replies}, 0)`;
  if (Object.keys(set).length === 0) {
    const [row] = await db.select(COUNTS).from(forumPosts).where(eq(forumPosts.id, id));
    return row;
  }
  const [row] = await db.update(forumPosts).set(set).where(eq(forumPosts.id, id)).returning(COUNTS);
  return row;
}

/**
 * Records a view unless this viewer's last counted one is newer than `since`; true when it
 * counts. One statement, so two requests of the same viewer at once count once.
 */
export async function recordView(db: DbOrTx, postId: string, viewer: string, at: Date, since: Date) {
  const rows = await db
    .insert(forumPostViews)
    .values({ postId, viewer, viewedAt: at })
    .onConflictDoUpdate({
      target: [forumPostViews.postId, forumPostViews.viewer],
      set: { viewedAt: at },
      setWhere: lt(forumPostViews.viewedAt, since),
    })
    .returning({ postId: forumPostViews.postId });
  return rows.length > 0;
}

/** Views older than the counting window decide nothing any more. */
export async function deleteViewsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(forumPostViews).where(lt(forumPostViews.viewedAt, before));
}

/** Removes the like if there was one, otherwise adds it; reports which happened (null: a like raced in). */
export async function togglePostLike(db: DbOrTx, postId: string, userId: string): Promise<boolean | null> {
  const removed = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  if (removed.length > 0) return false;
  const added = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return added.length > 0 ? true : null;
}

export async function toggleReplyLike(db: DbOrTx, replyId: string, userId: string): Promise<boolean | null> {
  const removed = await db
    .delete(replyLikes)
    .where(and(eq(replyLikes.replyId, replyId), eq(replyLikes.userId, userId)))
    .returning({ replyId: replyLikes.replyId });
  if (removed.length > 0) return false;
  const added = await db
    .insert(replyLikes)
    .values({ replyId, userId })
    .onConflictDoNothing()
    .returning({ replyId: replyLikes.replyId });
  return added.length > 0 ? true : null;
}

export async function bumpReplyLikes(db: DbOrTx, id: string, by: number): Promise<number | undefined> {
  const [row] = await db
    .update(forumReplies)
    .set({ likes: sql`greatest(${forumReplies.likes} + ${by}, 0)` })
    .where(eq(forumReplies.id, id))
    .returning({ likes: forumReplies.likes });
  return row?.likes;
}

/** A post's replies this viewer may see, oldest first, each with whether the viewer liked it. */
export async function listReplies(
  db: DbOrTx,
  postId: string,
  viewer: Viewer,
  page: { limit: number; offset: number },
): Promise<(ReplyRow & { likedByMe: boolean })[]> {
  const liked = viewer
    ? sql<boolean>`exists (select 1 from ${replyLikes} where ${replyLikes.replyId} = ${forumReplies.id} and ${replyLikes.userId} = ${viewer.id})`
    : sql<boolean>`false`;
  const rows = await db
    .select({ ...REPLY_FIELDS, likedByMe: liked })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .where(and(eq(forumReplies.postId, postId), visibleReplies(viewer)))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, likedByMe: Boolean(row.likedByMe) }));
}

export async function findReply(db: DbOrTx, id: string, viewer: Viewer): Promise<ReplyRow | undefined> {
  const [row] = await db
    .select(REPLY_FIELDS)
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .where(and(eq(forumReplies.id, id), visibleReplies(viewer)))
    .limit(1);
  return row;
}

export async function hasLikedReply(db: DbOrTx, replyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ replyId: replyLikes.replyId })
    .from(replyLikes)
    .where(and(eq(replyLikes.replyId, replyId), eq(replyLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Adds a reply and counts it on its post in one statement (atomic without a transaction, and one
 * round trip on the path every live reply takes); answers the reply row and the post's counters.
 */
export async function insertReplyCounted(db: DbOrTx, values: { postId: string; userId: string; content: string }) {
  const reply = db.$with("reply").as(db.insert(forumReplies).values(values).returning());
  const counts = db.$with("counts").as(
    db
      .update(forumPosts)
      .set({ replies: sql`${forumPosts.replies} + 1` })
      .where(eq(forumPosts.id, values.postId))
      .returning(COUNTS),
  );
  const [row] = await db.with(reply, counts).select().from(reply).crossJoin(counts);
  if (!row) throw new Error("reply insert returned nothing");
  return row;
}

export async function updateReply(db: DbOrTx, id: string, values: { content: string; editedAt: Date }) {
  await db.update(forumReplies).set(values).where(eq(forumReplies.id, id));
}

/** Deletes the reply; answers whether it was visible (and so counted on its post), or undefined if it was gone. */
export async function deleteReply(db: DbOrTx, id: string): Promise<{ hidden: boolean } | undefined> {
  const [row] = await db.delete(forumReplies).where(eq(forumReplies.id, id)).returning({ hidden: forumReplies.hidden });
  return row;
}

/** Sets the flag; true when it changed (so the post's counter moves exactly once). */
export async function setReplyHidden(db: DbOrTx, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(forumReplies)
    .set({ hidden })
    .where(and(eq(forumReplies.id, id), eq(forumReplies.hidden, !hidden)))
    .returning({ id: forumReplies.id });
  return rows.length > 0;
}

/** The first admin, who signs the welcome posts. */
export async function findFirstAdmin(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id;
}

/** Claims a welcome post's slug; false when it was seeded on an earlier start. */
export async function claimSeed(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.insert(forumSeeds).values({ slug }).onConflictDoNothing().returning({ slug: forumSeeds.slug });
  return rows.length > 0;
}

export async function recordSeedPost(db: DbOrTx, slug: string, postId: string): Promise<void> {
  await db.update(forumSeeds).set({ postId }).where(eq(forumSeeds.slug, slug));
}
