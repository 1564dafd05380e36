import type { TForumCategory, TForumPostInput, TForumSort } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import {
  type DataTag,
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, endpointKey, realFilters, type TResponseOf, urlOf, useEndpoint } from "@/lib/api";
import { cachedSessionUser, reloadOnMount } from "@/lib/query-client";

/** Posts per page of the list; "Load more" asks for the next page. */
export const POSTS_PAGE_SIZE = 20;

export type TForumFilters = { category: TForumCategory | "all"; q: string; sort: TForumSort };

export const NO_FORUM_FILTERS: TForumFilters = { category: "all", q: "", sort: "latest" };

/** The query of one page of the list for the filters. */
function pageQuery(filters: TForumFilters, offset: number) {
  const { category, q, sort } = filters;
  return { query: { ...realFilters({ category, q: q.trim() }), sort, limit: POSTS_PAGE_SIZE, offset } };
}

/** The url of one page of the list for the filters (the first is read by the route table: app/routes.ts). */
export function postsPageUrl(filters: TForumFilters, offset: number): string {
  return urlOf(ROUTES.forum.list, pageQuery(filters, offset));
}

/** The loaded pages of a post list. */
export type TPostPages = InfiniteData<TResponseOf<typeof ROUTES.forum.list>>;
type TKey<Key extends readonly unknown[], Data> = DataTag<Key, Data>;

/** The post list for the filters, a page at a time: its key (the list's path, then the filters) and loader. */
function postListQuery(filters: TForumFilters) {
  return infiniteQueryOptions({
    queryKey: [ROUTES.forum.list.path, filters] as readonly [string, TForumFilters],
    queryFn: ({ pageParam, signal }) => call(ROUTES.forum.list, { ...pageQuery(filters, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < POSTS_PAGE_SIZE ? undefined : pages.reduce((count, page) => count + page.length, 0),
  });
}

/** Cache keys: every list, the list per filters, a post, a post's replies. Each starts with the call's path. */
export const forumKeys: {
  lists: readonly [string];
  list: (filters: TForumFilters) => DataTag<readonly [string, TForumFilters], TPostPages, Error>;
  post: (id: string) => TKey<[string], TResponseOf<typeof ROUTES.forum.detail>>;
  replies: (id: string) => TKey<[string], TResponseOf<typeof ROUTES.forum.replies>>;
} = {
  lists: [ROUTES.forum.list.path],
  list: (filters) => postListQuery(filters).queryKey,
  post: (id) => endpointKey(ROUTES.forum.detail, { params: { id } }),
  replies: (id) => endpointKey(ROUTES.forum.replies, { params: { id } }),
};

/**
 * The post list for the filters, a page at a time. Loaded again on every visit (REST is the truth
 * on load) unless the page has just brought its first page (server rendering: stored under that
 * page's url); while the list is open, socket events keep the loaded pages current.
 */
export function usePostList(filters: TForumFilters) {
  const client = useQueryClient();
  const firstPage = endpointKey(ROUTES.forum.list, pageQuery(filters, 0));
  return useInfiniteQuery({
    ...postListQuery(filters),
    initialData: () => {
      const page = client.getQueryData(firstPage);
      return page ? { pages: [page], pageParams: [0] } : undefined;
    },
    initialDataUpdatedAt: () => client.getQueryState(firstPage)?.dataUpdatedAt,
    ...reloadOnMount,
  });
}

/** One post (reading it counts a view on the server, once per reader per 8 hours). */
export function usePost(id: string) {
  return useEndpoint(ROUTES.forum.detail, { params: { id } }, { enabled: id !== "", refetchOnMount: "always" });
}

export function useReplies(id: string) {
  return useEndpoint(ROUTES.forum.replies, { params: { id } }, { enabled: id !== "", refetchOnMount: "always" });
}

const byId = (id: string) => ({ params: { id } });

export const createPost = (input: TForumPostInput) => call(ROUTES.forum.create, { body: input });
export const updatePost = (id: string, input: TForumPostInput) =>
  call(ROUTES.forum.update, { ...byId(id), body: input });
export const deletePost = (id: string) => call(ROUTES.forum.remove, byId(id));
export const setPostHidden = (id: string, hidden: boolean) =>
  call(ROUTES.forum.hide, { ...byId(id), body: { hidden } });
export const likePost = (id: string) => call(ROUTES.forum.like, byId(id));

export const createReply = (postId: string, content: string) =>
  call(ROUTES.forum.reply, { ...byId(postId), body: { content } });
export const updateReply = (id: string, content: string) =>
  call(ROUTES.forum.updateReply, { ...byId(id), body: { content } });
export const deleteReply = (id: string) => call(ROUTES.forum.removeReply, byId(id));
export const setReplyHidden = (id: string, hidden: boolean) =>
  call(ROUTES.forum.hideReply, { ...byId(id), body: { hidden } });
export const likeReply = (id: string) => call(ROUTES.forum.likeReply, byId(id));

export const previewMarkdown = (content: string, signal?: AbortSignal) =>
  call(ROUTES.forum.preview, { body: { content }, signal });

/** The session user's id and role as cached by app/session (null when logged out). */
export const cachedViewer = cachedSessionUser;
