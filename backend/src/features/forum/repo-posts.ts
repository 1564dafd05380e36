import type { TForumCategory, TForumSort } from "@cp/contracts";
import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { forumPosts, forumPostViews, users } from "../../db/schema";

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
  category: TForumCategory;
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

function visiblePosts(viewer: Viewer): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return sql`(${forumPosts.hidden} = false or ${forumPosts.userId} = ${viewer.id})`;
  return eq(forumPosts.hidden, false);
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

export async function insertPost(
  db: DbOrTx,
  values: {
    userId: string;
    title: string;
    content: string;
    category: TForumCategory;
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
  values: { title: string; content: string; category: TForumCategory; tags: string[]; editedAt: Date },
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

/** A post's counters, as a returning() or select() shape. */
export const POST_COUNTS = { views: forumPosts.views, likes: forumPosts.likes, replies: forumPosts.replies };

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
    const [row] = await db.select(POST_COUNTS).from(forumPosts).where(eq(forumPosts.id, id));
    return row;
  }
  const [row] = await db.update(forumPosts).set(set).where(eq(forumPosts.id, id)).returning(POST_COUNTS);
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
