import { createHash } from "node:crypto";
import type {
  TForumHideInput,
  TForumLikeResult,
  TForumPostDetail,
  TForumPostSummary,
  TForumReplyDetail,
  ZForumListQuery,
  ZForumPostInput,
  ZForumRepliesQuery,
  ZForumReplyInput,
} from "@cp/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { authorize, isAdmin } from "../../http/policy";
import type { SessionUser } from "../../http/state";
import type { EventBus } from "../../realtime/bus";
import type { WelcomePost } from "./content";
import { createForumEvents } from "./events";
import { renderMarkdown } from "./markdown";
import { forumPolicy } from "./policy";
import { presentPost, presentPostDetail, presentPostSummary, presentReply, presentReplyDetail } from "./presenter";
import * as repo from "./repo";

/** A view counts once per viewer (user, or visitor address) and post within this window. */
export const VIEW_WINDOW_MS = 8 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PostInput = z.output<typeof ZForumPostInput>;
type ReplyInput = z.output<typeof ZForumReplyInput>;
type ListQuery = z.output<typeof ZForumListQuery>;
type RepliesQuery = z.output<typeof ZForumRepliesQuery>;

export type ForumService = ReturnType<typeof createForumService>;

function viewerOf(user: SessionUser | undefined): repo.Viewer {
  return user ? { id: user.id, admin: isAdmin(user) } : undefined;
}

/**
 * The key a view is counted under: the user, or for a visitor a hash of their address (the
 * address itself is not stored).
 */
export function viewerKey(user: SessionUser | undefined, ip: string): string {
  if (user) return `u:${user.id}`;
  return `ip:${createHash("sha256").update(ip).digest("hex").slice(0, 32)}`;
}

/**
 * The forum's rules. Reading is public; every write needs a session and is signed by the
 * session's user. Hidden items (an admin's decision) exist only for admins and their authors:
 * to anyone else they are a 404, and nothing about them is broadcast. Events follow commits.
 */
export function createForumService(deps: { db: Db; bus: EventBus; now?: () => Date }) {
  const { db } = deps;
  const events = createForumEvents(deps.bus);
  const now = deps.now ?? (() => new Date());

  async function loadPost(id: string, viewer: repo.Viewer): Promise<repo.PostRow> {
    const post = UUID.test(id) ? await repo.findPost(db, id, viewer) : undefined;
    if (!post) throw notFound("Post not found");
    return post;
  }

  async function loadReply(id: string, viewer: repo.Viewer): Promise<repo.ReplyRow> {
    const reply = UUID.test(id) ? await repo.findReply(db, id, viewer) : undefined;
    if (!reply) throw notFound("Reply not found");
    return reply;
  }

  /** Whether everyone may see the post, so that its events may go to its public room. */
  async function isPublicPost(postId: string): Promise<boolean> {
    return (await repo.findPost(db, postId, undefined)) !== undefined;
  }

  async function postDetail(id: string, user: SessionUser | undefined): Promise<TForumPostDetail> {
    const post = await loadPost(id, viewerOf(user));
    const liked = user ? await repo.hasLikedPost(db, id, user.id) : false;
    return presentPostDetail(post, liked);
  }

  async function replyDetail(id: string, user: SessionUser): Promise<TForumReplyDetail> {
    const reply = await loadReply(id, viewerOf(user));
    return presentReplyDetail(reply, await repo.hasLikedReply(db, id, user.id));
  }

  return {
    async list(user: SessionUser | undefined, query: ListQuery): Promise<TForumPostSummary[]> {
      const rows = await repo.listPosts(db, viewerOf(user), query);
      return rows.map(presentPostSummary);
    },

    /** One post; reading it counts a view once per viewer per VIEW_WINDOW_MS, and the answer includes it. */
    async read(user: SessionUser | undefined, id: string, ip: string): Promise<TForumPostDetail> {
      const viewer = viewerOf(user);
      const post = await loadPost(id, viewer);
      const at = now();
      const counts = await db.transaction(async (tx) => {
        const counted = await repo.recordView(tx, id, viewerKey(user, ip), at, new Date(at.getTime() - VIEW_WINDOW_MS));
        return counted ? repo.bumpPostCounts(tx, id, { views: 1 }) : undefined;
      });
      const liked = user ? await repo.hasLikedPost(db, id, user.id) : false;
      if (counts) {
        if (!post.hidden) events.postCounts(id, counts);
        return presentPostDetail({ ...post, ...counts }, liked);
      }
      return presentPostDetail(post, liked);
    },

    async create(user: SessionUser, input: PostInput): Promise<TForumPostDetail> {
      const id = await repo.insertPost(db, { userId: user.id, ...input });
      const post = await loadPost(id, viewerOf(user));
      events.postCreated(presentPost(post));
      return presentPostDetail(post, false);
    },

    async update(user: SessionUser, id: string, input: PostInput): Promise<TForumPostDetail> {
      const post = await loadPost(id, viewerOf(user));
      authorize(user, forumPolicy.editPost, post);
      await repo.updatePost(db, id, { ...input, editedAt: now() });
      const updated = await loadPost(id, viewerOf(user));
      if (!updated.hidden) events.postUpdated(presentPost(updated));
      return presentPostDetail(updated, await repo.hasLikedPost(db, id, user.id));
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      const post = await loadPost(id, viewerOf(user));
      authorize(user, forumPolicy.deletePost, post);
      if (!(await repo.deletePost(db, id))) throw notFound("Post not found");
      if (!post.hidden) events.postRemoved(id, "deleted");
    },

    async hide(user: SessionUser, id: string, input: TForumHideInput): Promise<TForumPostDetail> {
      const post = await loadPost(id, viewerOf(user));
      authorize(user, forumPolicy.hidePost, post);
      if (post.hidden !== input.hidden) {
        await repo.setPostHidden(db, id, input.hidden);
        if (input.hidden) events.postRemoved(id, "hidden");
        else {
          const shown = presentPost({ ...post, hidden: false });
          events.postCreated(shown);
          events.postUpdated(shown);
        }
      }
      return postDetail(id, user);
    },

    /** Likes the post, or takes the like back when the user had already liked it. */
    async likePost(user: SessionUser, id: string): Promise<TForumLikeResult> {
      const post = await loadPost(id, viewerOf(user));
      const outcome = await db.transaction(async (tx) => {
        const liked = await repo.togglePostLike(tx, id, user.id);
        const counts = await repo.bumpPostCounts(tx, id, { likes: liked === null ? 0 : liked ? 1 : -1 });
        return { liked, counts };
      });
      if (!outcome.counts) throw notFound("Post not found");
      if (outcome.liked !== null && !post.hidden) events.postCounts(id, outcome.counts);
      return { liked: outcome.liked ?? true, likes: outcome.counts.likes };
    },

    async replies(user: SessionUser | undefined, postId: string, page: RepliesQuery): Promise<TForumReplyDetail[]> {
      const viewer = viewerOf(user);
      await loadPost(postId, viewer);
      const rows = await repo.listReplies(db, postId, viewer, page);
      return rows.map((row) => presentReplyDetail(row, row.likedByMe));
    },

    async reply(user: SessionUser, postId: string, input: ReplyInput): Promise<TForumReplyDetail> {
      const post = await loadPost(postId, viewerOf(user));
      const { reply: inserted, counts } = await repo.insertReplyCounted(db, {
        postId,
        userId: user.id,
        content: input.content,
      });
      const reply: repo.ReplyRow = { ...inserted, username: user.username, authorRole: user.role };
      if (!post.hidden) {
        events.replyCreated(presentReply(reply));
        events.postCounts(postId, counts);
      }
      return presentReplyDetail(reply, false);
    },

    async updateReply(user: SessionUser, id: string, input: ReplyInput): Promise<TForumReplyDetail> {
      const reply = await loadReply(id, viewerOf(user));
      authorize(user, forumPolicy.editReply, reply);
      await repo.updateReply(db, id, { content: input.content, editedAt: now() });
      const updated = await loadReply(id, viewerOf(user));
      if (!updated.hidden && (await isPublicPost(updated.postId))) events.replyUpdated(presentReply(updated));
      return presentReplyDetail(updated, await repo.hasLikedReply(db, id, user.id));
    },

    async removeReply(user: SessionUser, id: string): Promise<void> {
      const reply = await loadReply(id, viewerOf(user));
      authorize(user, forumPolicy.deleteReply, reply);
      const counts = await db.transaction(async (tx) => {
        const removed = await repo.deleteReply(tx, id);
        if (!removed) throw notFound("Reply not found");
        return removed.hidden ? undefined : repo.bumpPostCounts(tx, reply.postId, { replies: -1 });
      });
      if (!reply.hidden && (await isPublicPost(reply.postId))) {
        events.replyRemoved(reply, "deleted");
        if (counts) events.postCounts(reply.postId, counts);
      }
    },

    async hideReply(user: SessionUser, id: string, input: TForumHideInput): Promise<TForumReplyDetail> {
      const reply = await loadReply(id, viewerOf(user));
      authorize(user, forumPolicy.hideReply, reply);
      const counts = await db.transaction(async (tx) => {
        const changed = await repo.setReplyHidden(tx, id, input.hidden);
        return changed ? repo.bumpPostCounts(tx, reply.postId, { replies: input.hidden ? -1 : 1 }) : undefined;
      });
      if (counts && (await isPublicPost(reply.postId))) {
        if (input.hidden) events.replyRemoved(reply, "hidden");
        else events.replyCreated(presentReply({ ...reply, hidden: false }));
        events.postCounts(reply.postId, counts);
      }
      return replyDetail(id, user);
    },

    async likeReply(user: SessionUser, id: string): Promise<TForumLikeResult> {
      const reply = await loadReply(id, viewerOf(user));
      await loadPost(reply.postId, viewerOf(user));
      const outcome = await db.transaction(async (tx) => {
        const liked = await repo.toggleReplyLike(tx, id, user.id);
        const likes = await repo.bumpReplyLikes(tx, id, liked === null ? 0 : liked ? 1 : -1);
        return { liked, likes };
      });
      if (outcome.likes === undefined) throw notFound("Reply not found");
      if (outcome.liked !== null && !reply.hidden && (await isPublicPost(reply.postId))) {
        events.replyLikes({ id, postId: reply.postId, likes: outcome.likes });
      }
      return { liked: outcome.liked ?? true, likes: outcome.likes };
    },

    /** The HTML a post or reply will have, for the editor's preview: the same renderer as the real thing. */
    preview(content: string): { html: string } {
      return { html: renderMarkdown(content) };
    },

    /**
     * Seeds the welcome posts, signed by the first admin, each once ever: a post an admin later
     * edited or deleted stays so. The first file becomes the newest post, so it tops the list.
     */
    async seedWelcomePosts(posts: WelcomePost[]): Promise<number> {
      const adminId = await repo.findFirstAdmin(db);
      if (!adminId || posts.length === 0) return 0;
      const at = now().getTime();
      let seeded = 0;
      for (const [index, post] of posts.entries()) {
        await db.transaction(async (tx) => {
          if (!(await repo.claimSeed(tx, post.slug))) return;
          const id = await repo.insertPost(tx, {
            userId: adminId,
            title: post.title,
            content: post.content,
            category: post.category,
            tags: post.tags,
            createdAt: new Date(at - index * 60_000),
          });
          await repo.recordSeedPost(tx, post.slug, id);
          seeded += 1;
        });
      }
      return seeded;
    },

    /** Forgets views older than the window (they no longer decide whether a view counts). */
    sweepViews: () => repo.deleteViewsBefore(db, new Date(now().getTime() - VIEW_WINDOW_MS)),
  };
}
