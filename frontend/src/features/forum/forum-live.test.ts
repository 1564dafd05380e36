import type { TForumPost, TForumReplyDetail } from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { queryClient } from "@/lib/query-client";
import { forumKeys, NO_FORUM_FILTERS, type TForumFilters } from "./forum-api";
import {
  applyOwnPostLike,
  applyPostCounts,
  applyPostCreated,
  applyPostRemoved,
  applyPostUpdated,
  applyReplyCreated,
  applyReplyLikes,
  applyReplyRemoved,
  matchesFilters,
} from "./forum-live";
import { useForumLiveStore } from "./forum-live-store";

function post(overrides: Partial<TForumPost> = {}): TForumPost {
  return {
    id: "p1",
    title: "Loops in Python",
    preview: "How do loops work",
    content: "How do loops work",
    html: "<p>How do loops work</p>\n",
    category: "Help & Support",
    tags: ["python"],
    username: "ann",
    authorId: "u1",
    authorRole: "student",
    createdAt: "2026-01-02T10:00:00.000Z",
    editedAt: null,
    views: 0,
    likes: 0,
    replies: 0,
    hidden: false,
    ...overrides,
  };
}

const summary = (p: TForumPost) => {
  const { content: _c, html: _h, ...rest } = p;
  return rest;
};

function seedList(filters: TForumFilters, posts: TForumPost[]) {
  queryClient.setQueryData(forumKeys.list(filters), { pages: [posts.map(summary)], pageParams: [0] });
}
const listIds = (filters: TForumFilters) =>
  queryClient
    .getQueryData(forumKeys.list(filters))
    ?.pages.flat()
    .map((p) => p.id);

beforeEach(() => {
  queryClient.clear();
  useForumLiveStore.setState({ removed: {}, arrived: {}, countsAt: {} });
});

describe("forum events in the query cache", () => {
  it("matches a post against a list's category, search words and sort like the server", () => {
    const p = post();
    expect(matchesFilters(p, NO_FORUM_FILTERS)).toBe(true);
    expect(matchesFilters(p, { ...NO_FORUM_FILTERS, category: "Show & Tell" })).toBe(false);
    expect(matchesFilters(p, { ...NO_FORUM_FILTERS, q: "LOOPS python" })).toBe(true);
    expect(matchesFilters(p, { ...NO_FORUM_FILTERS, q: "loops java" })).toBe(false);
    expect(matchesFilters({ ...p, replies: 1 }, { ...NO_FORUM_FILTERS, sort: "unanswered" })).toBe(false);
  });

  it("puts a new post on top of the lists it belongs to, once, and leaves the others alone", () => {
    const older = post({ id: "old", createdAt: "2026-01-01T00:00:00.000Z" });
    const showAndTell = { ...NO_FORUM_FILTERS, category: "Show & Tell" as const };
    seedList(NO_FORUM_FILTERS, [older]);
    seedList(showAndTell, []);
    applyPostCreated(post());
    applyPostCreated(post());
    expect(listIds(NO_FORUM_FILTERS)).toEqual(["p1", "old"]);
    expect(listIds(showAndTell)).toEqual([]);
    expect(useForumLiveStore.getState().arrived.p1).toBe(true);
  });

  it("places a new post by likes in the top list", () => {
    const top = { ...NO_FORUM_FILTERS, sort: "top" as const };
    seedList(top, [post({ id: "liked", likes: 3 }), post({ id: "quiet", createdAt: "2026-01-01T00:00:00.000Z" })]);
    applyPostCreated(post({ id: "new", createdAt: "2026-01-03T00:00:00.000Z" }));
    expect(listIds(top)).toEqual(["liked", "new", "quiet"]);
  });

  it("moves counts in lists and the open post, and drops an answered post from 'unanswered'", () => {
    const unanswered = { ...NO_FORUM_FILTERS, sort: "unanswered" as const };
    seedList(NO_FORUM_FILTERS, [post()]);
    seedList(unanswered, [post()]);
    queryClient.setQueryData(forumKeys.post("p1"), { ...post(), likedByMe: true });
    applyPostCounts({ postId: "p1", views: 4, likes: 2, replies: 1 });
    const [card] = queryClient.getQueryData(forumKeys.list(NO_FORUM_FILTERS))?.pages[0] ?? [];
    expect(card).toMatchObject({ views: 4, likes: 2, replies: 1 });
    expect(listIds(unanswered)).toEqual([]);
    expect(queryClient.getQueryData(forumKeys.post("p1"))).toMatchObject({
      likes: 2,
      likedByMe: true,
    });
  });

  it("keeps the reader's own like state when an edit arrives", () => {
    queryClient.setQueryData(forumKeys.post("p1"), { ...post(), likedByMe: true });
    applyPostUpdated(post({ title: "Edited title" }));
    expect(queryClient.getQueryData(forumKeys.post("p1"))).toMatchObject({
      title: "Edited title",
      likedByMe: true,
    });
  });

  it("removes a deleted post everywhere and remembers it for the open page; admins keep a hidden one", () => {
    seedList(NO_FORUM_FILTERS, [post()]);
    applyPostRemoved({ id: "p1", reason: "deleted" });
    expect(listIds(NO_FORUM_FILTERS)).toEqual([]);
    expect(useForumLiveStore.getState().removed.p1).toBe("deleted");

    queryClient.setQueryData([API.auth.me], { id: "admin", role: "admin" });
    seedList(NO_FORUM_FILTERS, [post({ id: "p2" })]);
    applyPostRemoved({ id: "p2", reason: "hidden" });
    expect(queryClient.getQueryData(forumKeys.list(NO_FORUM_FILTERS))?.pages[0]?.[0]?.hidden).toBe(true);
    expect(useForumLiveStore.getState().removed.p2).toBeUndefined();
  });

  it("does not let an older like answer undo a newer count from the socket", () => {
    queryClient.setQueryData(forumKeys.post("p1"), { ...post(), likes: 0, likedByMe: false });
    const sentAt = Date.now() - 50;
    applyPostCounts({ postId: "p1", views: 0, likes: 2, replies: 0 });
    applyOwnPostLike("p1", { liked: true, likes: 1 }, sentAt);
    expect(queryClient.getQueryData(forumKeys.post("p1"))).toMatchObject({
      likes: 2,
      likedByMe: true,
    });
  });

  it("adds a reply once, in time order, then follows its likes and removal", () => {
    const reply = (id: string, createdAt: string): TForumReplyDetail => ({
      id,
      postId: "p1",
      content: id,
      html: `<p>${id}</p>`,
      username: "bob",
      authorId: "u2",
      authorRole: "student",
      createdAt,
      editedAt: null,
      likes: 0,
      hidden: false,
      likedByMe: true,
    });
    queryClient.setQueryData(forumKeys.replies("p1"), [reply("r2", "2026-01-02T00:00:00.000Z")]);
    const { likedByMe: _mine, ...early } = reply("r1", "2026-01-01T00:00:00.000Z");
    applyReplyCreated(early);
    applyReplyCreated(early);
    const cached = () => queryClient.getQueryData(forumKeys.replies("p1")) ?? [];
    expect(cached().map((r) => r.id)).toEqual(["r1", "r2"]);
    expect(cached()[0]?.likedByMe).toBe(false);
    applyReplyLikes({ id: "r2", postId: "p1", likes: 5 });
    expect(cached()[1]).toMatchObject({ likes: 5, likedByMe: true });
    applyReplyRemoved({ id: "r1", postId: "p1", reason: "deleted" });
    expect(cached().map((r) => r.id)).toEqual(["r2"]);
  });
});
