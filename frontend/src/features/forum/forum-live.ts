import type {
  TForumLikeResult,
  TForumPost,
  TForumPostCountsEvent,
  TForumPostDetail,
  TForumPostRemovedEvent,
  TForumPostSummary,
  TForumReply,
  TForumReplyDetail,
  TForumReplyLikesEvent,
  TForumReplyRemovedEvent,
} from "@cp/contracts";
import { SOCKET_EVENTS } from "@cp/contracts/constants";
import { queryClient } from "@/lib/query-client";
import { cachedViewer, forumKeys, POSTS_PAGE_SIZE, type TForumFilters } from "./forum-api";
import { useForumLiveStore } from "./forum-live-store";

/*
 * How forum events and the answers to the user's own actions land in the query cache. Both go
 * through the same functions, so a reply the user posted and the same reply arriving on the
 * socket meet in one place (added once). Events carry what any reader may see; the reader's own
 * `likedByMe` is kept from the cache.
 */

const isAdmin = () => cachedViewer()?.role === "admin";

/** A list's key is [path, filters] (forumKeys.list); a page of it loaded alone is [url]. */
function isListFilters(part: unknown): part is TForumFilters {
  return typeof part === "object" && part !== null && "category" in part && "q" in part && "sort" in part;
}

/** Every cached post list with the filters it was loaded with. */
function cachedLists() {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: forumKeys.lists })
    .flatMap(({ queryKey: [, filters] }) =>
      isListFilters(filters) ? [{ filters, key: forumKeys.list(filters) }] : [],
    );
}

function updateLists(change: (posts: TForumPostSummary[], filters: TForumFilters) => TForumPostSummary[]) {
  for (const { filters, key } of cachedLists()) {
    queryClient.setQueryData(key, (data) =>
      data ? { ...data, pages: data.pages.map((page) => change(page, filters)) } : data,
    );
  }
}

/** Whether a post belongs in a list: the server's filter and search rules, applied to what the event carries. */
export function matchesFilters(post: TForumPost, filters: TForumFilters): boolean {
  if (filters.category !== "all" && post.category !== filters.category) return false;
  if (filters.sort === "unanswered" && post.replies > 0) return false;
  const text = `${post.title} ${post.content} ${post.tags.join(" ")}`.toLowerCase();
  return filters.q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function summaryOf(post: TForumPost): TForumPostSummary {
  const { content: _content, html: _html, ...summary } = post;
  return summary;
}

/** Orders of the list, as the server sorts them. */
function comesBefore(a: TForumPostSummary, b: TForumPostSummary, filters: TForumFilters): boolean {
  if (filters.sort === "top" && (a.likes !== b.likes || a.replies !== b.replies)) {
    return a.likes !== b.likes ? a.likes > b.likes : a.replies > b.replies;
  }
  return a.createdAt > b.createdAt;
}

/** A new post (or one an admin shows again): into every loaded list it belongs to, in its place. */
export function applyPostCreated(post: TForumPost): void {
  const summary = summaryOf(post);
  for (const { filters, key } of cachedLists()) {
    if (!matchesFilters(post, filters)) continue;
    queryClient.setQueryData(key, (data) => {
      if (!data || data.pages.some((page) => page.some((p) => p.id === post.id))) return data;
      const pages = data.pages.map((page) => [...page]);
      for (const page of pages) {
        const index = page.findIndex((other) => comesBefore(summary, other, filters));
        if (index >= 0) {
          page.splice(index, 0, summary);
          return { ...data, pages };
        }
      }
      // After everything loaded: only if nothing more is left to load.
      const last = pages[pages.length - 1];
      if (last && last.length < POSTS_PAGE_SIZE) last.push(summary);
      return { ...data, pages };
    });
  }
  useForumLiveStore.getState().markArrived(post.id);
}

export function applyPostUpdated(post: TForumPost): void {
  const summary = summaryOf(post);
  updateLists((posts) => posts.map((p) => (p.id === post.id ? summary : p)));
  queryClient.setQueryData(forumKeys.post(post.id), (old) => (old ? { ...post, likedByMe: old.likedByMe } : old));
}

export function applyPostCounts(event: TForumPostCountsEvent): void {
  const counts = { views: event.views, likes: event.likes, replies: event.replies };
  updateLists((posts, filters) =>
    posts
      .map((p) => (p.id === event.postId ? { ...p, ...counts } : p))
      .filter((p) => !(filters.sort === "unanswered" && p.id === event.postId && p.replies > 0)),
  );
  queryClient.setQueryData(forumKeys.post(event.postId), (old) => (old ? { ...old, ...counts } : old));
  useForumLiveStore.getState().countsArrived(event.postId);
}

export function applyPostRemoved(event: TForumPostRemovedEvent): void {
  if (event.reason === "hidden" && isAdmin()) {
    updateLists((posts) => posts.map((p) => (p.id === event.id ? { ...p, hidden: true } : p)));
    queryClient.setQueryData(forumKeys.post(event.id), (old) => (old ? { ...old, hidden: true } : old));
    return;
  }
  updateLists((posts) => posts.filter((p) => p.id !== event.id));
  useForumLiveStore.getState().markRemoved(event.id, event.reason);
}

/** A post the user created, edited, hid or showed: the REST answer is the newest state. */
export function applyOwnPost(post: TForumPostDetail): void {
  queryClient.setQueryData(forumKeys.post(post.id), post);
  const summary = summaryOf(post);
  updateLists((posts) => posts.map((p) => (p.id === post.id ? summary : p)));
}

/**
 * The answer to the user's own like. Its count is only used when no counts event came in since
 * the like was sent: an event is newer than an answer that overtook it on the way.
 */
export function applyOwnPostLike(postId: string, result: TForumLikeResult, sentAt: number): void {
  const newer = useForumLiveStore.getState().countsAt[postId] ?? 0;
  queryClient.setQueryData(forumKeys.post(postId), (old) =>
    old ? { ...old, likedByMe: result.liked, likes: newer > sentAt ? old.likes : result.likes } : old,
  );
}

function withReply(replies: TForumReplyDetail[], reply: TForumReply, likedByMe: boolean): TForumReplyDetail[] {
  if (replies.some((r) => r.id === reply.id)) return replies;
  return [...replies, { ...reply, likedByMe }].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function applyReplyCreated(reply: TForumReply): void {
  queryClient.setQueryData(forumKeys.replies(reply.postId), (old) => (old ? withReply(old, reply, false) : old));
  useForumLiveStore.getState().markArrived(reply.id);
}

export function applyReplyUpdated(reply: TForumReply): void {
  queryClient.setQueryData(forumKeys.replies(reply.postId), (old) =>
    old?.map((r) => (r.id === reply.id ? { ...reply, likedByMe: r.likedByMe } : r)),
  );
}

export function applyReplyLikes(event: TForumReplyLikesEvent): void {
  queryClient.setQueryData(forumKeys.replies(event.postId), (old) =>
    old?.map((r) => (r.id === event.id ? { ...r, likes: event.likes } : r)),
  );
}

export function applyReplyRemoved(event: TForumReplyRemovedEvent): void {
  const keepHidden = event.reason === "hidden" && isAdmin();
  queryClient.setQueryData(forumKeys.replies(event.postId), (old) =>
    keepHidden
      ? old?.map((r) => (r.id === event.id ? { ...r, hidden: true } : r))
      : old?.filter((r) => r.id !== event.id),
  );
}

/** The user's own reply (posted, edited, hidden): added or replaced with the answer. */
export function applyOwnReply(reply: TForumReplyDetail): void {
  queryClient.setQueryData(forumKeys.replies(reply.postId), (old) => {
    if (!old) return old;
    return old.some((r) => r.id === reply.id)
      ? old.map((r) => (r.id === reply.id ? reply : r))
      : withReply(old, reply, reply.likedByMe);
  });
}

export function applyOwnReplyLike(postId: string, replyId: string, result: TForumLikeResult): void {
  queryClient.setQueryData(forumKeys.replies(postId), (old) =>
    old?.map((r) => (r.id === replyId ? { ...r, likedByMe: result.liked, likes: result.likes } : r)),
  );
}

export function applyOwnReplyRemoved(postId: string, replyId: string): void {
  queryClient.setQueryData(forumKeys.replies(postId), (old) => old?.filter((r) => r.id !== replyId));
}

/** The forum's part of the socket module's event map (lib/live-updates.ts). */
export const FORUM_LIVE_UPDATES = {
  [SOCKET_EVENTS.forumPostCreated]: applyPostCreated,
  [SOCKET_EVENTS.forumPostUpdated]: applyPostUpdated,
  [SOCKET_EVENTS.forumPostCounts]: applyPostCounts,
  [SOCKET_EVENTS.forumPostRemoved]: applyPostRemoved,
  [SOCKET_EVENTS.forumReplyCreated]: applyReplyCreated,
  [SOCKET_EVENTS.forumReplyUpdated]: applyReplyUpdated,
  [SOCKET_EVENTS.forumReplyLikes]: applyReplyLikes,
  [SOCKET_EVENTS.forumReplyRemoved]: applyReplyRemoved,
} as const;
