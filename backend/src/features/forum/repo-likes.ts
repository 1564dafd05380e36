import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { forumReplies, postLikes, replyLikes } from "../../db/schema";

/** Likes of posts and replies: one row per liker, so a like counts once. */

export async function hasLikedPost(db: DbOrTx, postId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function hasLikedReply(db: DbOrTx, replyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ replyId: replyLikes.replyId })
    .from(replyLikes)
    .where(and(eq(replyLikes.replyId, replyId), eq(replyLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
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
