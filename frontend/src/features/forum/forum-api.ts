import type {
  TForumCategory,
  TForumLikeResult,
  TForumPostDetail,
  TForumPostInput,
  TForumPostSummary,
  TForumPreview,
  TForumReplyDetail,
  TForumSort,
} from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut, withQuery } from "@/lib/api";
import { queryClient, reloadOnMount } from "@/lib/query-client";

/** Posts per page of the list; "Load more" asks for the next page. */
export const POSTS_PAGE_SIZE = 20;

export type TForumFilters = { category: TForumCategory | "all"; q: string; sort: TForumSort };

export const NO_FORUM_FILTERS: TForumFilters = { category: "all", q: "", sort: "latest" };

/** Cache keys: the list per filters, a post, a post's replies. Each starts with the call's url. */
export const forumKeys = {
  lists: [API.forum.posts] as const,
  list: (filters: TForumFilters) => [API.forum.posts, filters] as const,
  post: (id: string) => [API.forum.post(id)] as const,
  replies: (id: string) => [API.forum.postReplies(id)] as const,
};

export type TPostPages = InfiniteData<TForumPostSummary[], number>;

/** The url of one page of the list for the filters (the first is read by the route table: app/routes.ts). */
export function postsPageUrl(filters: TForumFilters, offset: number): string {
  return withQuery(API.forum.posts, {
    category: filters.category,
    q: filters.q.trim(),
    sort: filters.sort,
    limit: POSTS_PAGE_SIZE,
    offset,
  });
}

/**
 * The post list for the filters, a page at a time. Loaded again on every visit (REST is the truth
 * on load) unless the page has just brought its first page (server rendering: stored under that
 * page's url); while the list is open, socket events keep the loaded pages current.
 */
export function usePostList(filters: TForumFilters) {
  const client = useQueryClient();
  const firstPage = [postsPageUrl(filters, 0)];
  return useInfiniteQuery({
    queryKey: forumKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiGet<TForumPostSummary[]>(postsPageUrl(filters, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < POSTS_PAGE_SIZE ? undefined : pages.reduce((count, page) => count + page.length, 0),
    initialData: () => {
      const page = client.getQueryData<TForumPostSummary[]>(firstPage);
      return page ? { pages: [page], pageParams: [0] } : undefined;
    },
    initialDataUpdatedAt: () => client.getQueryState(firstPage)?.dataUpdatedAt,
    ...reloadOnMount,
  });
}

/** One post (reading it counts a view on the server, once per reader per 8 hours). */
export function usePost(id: string) {
  return useQuery<TForumPostDetail>({ queryKey: forumKeys.post(id), enabled: id !== "", refetchOnMount: "always" });
}

export function useReplies(id: string) {
  return useQuery<TForumReplyDetail[]>({
    queryKey: forumKeys.replies(id),
    enabled: id !== "",
    refetchOnMount: "always",
  });
}

export const createPost = (input: TForumPostInput) => apiPost<TForumPostDetail>(API.forum.posts, input);
export const updatePost = (id: string, input: TForumPostInput) => apiPut<TForumPostDetail>(API.forum.post(id), input);
export const deletePost = (id: string) => apiDelete(API.forum.post(id));
export const setPostHidden = (id: string, hidden: boolean) =>
  apiPut<TForumPostDetail>(API.forum.postHidden(id), { hidden });
export const likePost = (id: string) => apiPost<TForumLikeResult>(API.forum.postLike(id));

export const createReply = (postId: string, content: string) =>
  apiPost<TForumReplyDetail>(API.forum.postReplies(postId), { content });
export const updateReply = (id: string, content: string) => apiPut<TForumReplyDetail>(API.forum.reply(id), { content });
export const deleteReply = (id: string) => apiDelete(API.forum.reply(id));
export const setReplyHidden = (id: string, hidden: boolean) =>
  apiPut<TForumReplyDetail>(API.forum.replyHidden(id), { hidden });
export const likeReply = (id: string) => apiPost<TForumLikeResult>(API.forum.replyLike(id));

export const previewMarkdown = (content: string, signal?: AbortSignal) =>
  apiPost<TForumPreview>(API.forum.preview, { content }, { signal });

/** The session user's id and role as cached by app/session (null when logged out). */
export function cachedViewer(): { id: string; role: string } | null {
  return queryClient.getQueryData<{ id: string; role: string } | null>([API.auth.me]) ?? null;
}
