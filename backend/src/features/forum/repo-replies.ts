import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { forumPosts, forumReplies, replyLikes, users } from "../../db/schema";
import { POST_COUNTS, type Viewer } from "./repo-posts";

/** Replies to forum posts: reading them as a viewer may see them, writing them with their post's counter. */

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

function visibleReplies(viewer: Viewer): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return sql`(${forumReplies.hidden} = false or ${forumReplies.userId} = ${viewer.id})`;
  return eq(forumReplies.hidden, false);
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
      .returning(POST_COUNTS),
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
