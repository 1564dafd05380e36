import {
  FORUM_ENDPOINTS,
  SOCKET_EVENTS,
  type TForumPost,
  type TForumPostCountsEvent,
  type TForumReply,
  ZForumPost,
  ZForumReply,
} from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";

let platform: TestPlatform;
const sockets: Socket[] = [];

const ADMIN = { username: "moderator", password: "modpass123" };

beforeAll(async () => {
  platform = await startTestPlatform(
    { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    { catalogDir: await emptyCatalogDir() },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.close();
});

/** A socket that records every event it receives, joined to the given rooms. */
type Watcher = Awaited<ReturnType<typeof watcher>>;

async function watcher(rooms: string[], cookie?: string) {
  const socket = connect(platform.url, {
    transports: ["websocket"],
    extraHeaders: cookie ? { cookie } : {},
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const received: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  const join = async (room: string) => {
    const ack = (await socket.emitWithAck("subscribe", { room })) as { ok: boolean };
    expect(ack.ok).toBe(true);
  };
  for (const room of rooms) await join(room);
  return {
    received,
    join,
    /** Resolves with the first event of that name matching `where` (already received or yet to come). */
    async next<T>(name: string, where: (payload: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find((event) => event.name === name && where(event.payload as T));
        if (found) return found.payload as T;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no ${name} within ${timeoutMs} ms; got ${received.map((e) => e.name).join(", ")}`);
    },
  };
}

/**
 * Resolves once every watcher has received everything the forum published before this call: a
 * new post's creation goes to the list room after it, and each watcher joins that post's room
 * and waits for its like count there. The forum publishes before it answers, and one socket
 * receives events in the order they were sent.
 */
async function drain(author: { client: ReturnType<typeof createClient> }, ...watchers: Watcher[]): Promise<string> {
  const marker = await author.client.call(FORUM_ENDPOINTS.create, {
    body: { title: "Marker post", content: "m", category: "General Discussion" },
  });
  for (const socket of watchers) await socket.join(`post:${marker.id}`);
  await author.client.call(FORUM_ENDPOINTS.like, { params: { id: marker.id } });
  for (const socket of watchers) {
    await socket.next<TForumPostCountsEvent>(SOCKET_EVENTS.forumPostCounts, (c) => c.postId === marker.id);
  }
  return marker.id;
}

/** Whether an event's payload is about this post (the post itself, or one of its replies). */
const isAbout = (payload: unknown, postId: string) => {
  const p = payload as { id?: string; postId?: string };
  return p.postId === postId || p.id === postId;
};

describe("live forum", () => {
  it("delivers new posts to the list and everything about a post to two viewers of it", async () => {
    const author = await signUp(platform.url);
    const reader = await signUp(platform.url);
    const list = await watcher(["forum"]);
    const visitorList = await watcher(["forum"]);

    const post = await author.client.call(FORUM_ENDPOINTS.create, {
      body: { title: "Live post title", content: "Watch **this**", category: "General Discussion", tags: ["live"] },
    });
    for (const socket of [list, visitorList]) {
      const created = await socket.next<TForumPost>(SOCKET_EVENTS.forumPostCreated, (p) => p.id === post.id);
      expect(created).toMatchObject({ title: "Live post title", username: author.user.username, replies: 0 });
      expect(created.html).toBe("<p>Watch <strong>this</strong></p>\n");
    }

    // Two real clients on the post: one signed in, one a visitor.
    const first = await watcher([`post:${post.id}`], reader.client.cookie);
    const second = await watcher([`post:${post.id}`]);

    const answer = await reader.client.call(FORUM_ENDPOINTS.reply, {
      params: { id: post.id },
      body: { content: "A live `reply`" },
    });
    for (const socket of [first, second]) {
      const reply = await socket.next<TForumReply>(SOCKET_EVENTS.forumReplyCreated);
      expect(reply).toMatchObject({ id: answer.id, postId: post.id, username: reader.user.username, likes: 0 });
      expect(reply.html).toBe("<p>A live <code>reply</code></p>\n");
      const counts = await socket.next<TForumPostCountsEvent>(SOCKET_EVENTS.forumPostCounts, (c) => c.replies === 1);
      expect(counts.postId).toBe(post.id);
    }
    // The list hears the new reply count too.
    await list.next<TForumPostCountsEvent>(
      SOCKET_EVENTS.forumPostCounts,
      (c) => c.postId === post.id && c.replies === 1,
    );

    expect(await author.client.call(FORUM_ENDPOINTS.like, { params: { id: post.id } })).toEqual({
      liked: true,
      likes: 1,
    });
    for (const socket of [first, second, list]) {
      await socket.next<TForumPostCountsEvent>(SOCKET_EVENTS.forumPostCounts, (c) => c.likes === 1);
    }
    await author.client.call(FORUM_ENDPOINTS.likeReply, { params: { id: answer.id } });
    for (const socket of [first, second]) {
      expect(await socket.next(SOCKET_EVENTS.forumReplyLikes)).toEqual({ id: answer.id, postId: post.id, likes: 1 });
    }

    await author.client.call(FORUM_ENDPOINTS.update, {
      params: { id: post.id },
      body: { title: "Live post, edited", content: "Edited", category: "Show & Tell", tags: [] },
    });
    for (const socket of [first, second, list]) {
      const updated = await socket.next<TForumPost>(SOCKET_EVENTS.forumPostUpdated);
      expect(updated).toMatchObject({ id: post.id, title: "Live post, edited", category: "Show & Tell" });
      expect(updated.editedAt).not.toBeNull();
    }
    await reader.client.call(FORUM_ENDPOINTS.updateReply, {
      params: { id: answer.id },
      body: { content: "Edited reply" },
    });
    for (const socket of [first, second]) {
      const updated = await socket.next<TForumReply>(SOCKET_EVENTS.forumReplyUpdated);
      expect(updated.html).toBe("<p>Edited reply</p>\n");
    }

    expect((await reader.client.delete(`/api/forum/replies/${answer.id}`)).status).toBe(204);
    for (const socket of [first, second]) {
      expect(await socket.next(SOCKET_EVENTS.forumReplyRemoved)).toEqual({
        id: answer.id,
        postId: post.id,
        reason: "deleted",
      });
      await socket.next<TForumPostCountsEvent>(SOCKET_EVENTS.forumPostCounts, (c) => c.replies === 0);
    }

    // A reader's first view counts and is shown to everyone watching.
    await reader.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } });
    await first.next<TForumPostCountsEvent>(SOCKET_EVENTS.forumPostCounts, (c) => c.views === 1);

    expect((await author.client.delete(`/api/forum/posts/${post.id}`)).status).toBe(204);
    for (const socket of [first, second, list]) {
      expect(await socket.next(SOCKET_EVENTS.forumPostRemoved)).toEqual({ id: post.id, reason: "deleted" });
    }
    // A socket in both rooms receives each event once.
    const both = await watcher(["forum"]);
    const post2 = await author.client.call(FORUM_ENDPOINTS.create, {
      body: { title: "Second live post", content: "x", category: "General Discussion" },
    });
    await both.next(SOCKET_EVENTS.forumPostCreated);
    await both.join(`post:${post2.id}`);
    await author.client.call(FORUM_ENDPOINTS.like, { params: { id: post2.id } });
    await both.next(SOCKET_EVENTS.forumPostCounts, (c: TForumPostCountsEvent) => c.likes === 1);
    await drain(author, both);
    const counts = both.received.filter(
      (e) => e.name === SOCKET_EVENTS.forumPostCounts && isAbout(e.payload, post2.id),
    );
    expect(counts).toHaveLength(1);
  });
});

describe("what the socket and REST never reveal", () => {
  it("broadcasts only what any reader may see: no reader's own like state, no account fields", async () => {
    const author = await signUp(platform.url);
    const liker = await signUp(platform.url);
    const spy = await watcher(["forum"]);
    const post = await author.client.call(FORUM_ENDPOINTS.create, {
      body: { title: "Secrecy check", content: "x", category: "Help & Support" },
    });
    const room = await watcher([`post:${post.id}`]);
    await liker.client.call(FORUM_ENDPOINTS.like, { params: { id: post.id } });
    const answer = await liker.client.call(FORUM_ENDPOINTS.reply, { params: { id: post.id }, body: { content: "y" } });
    await liker.client.call(FORUM_ENDPOINTS.likeReply, { params: { id: answer.id } });
    await author.client.call(FORUM_ENDPOINTS.update, {
      params: { id: post.id },
      body: { title: "Secrecy check 2", content: "x", category: "Help & Support" },
    });
    await room.next(SOCKET_EVENTS.forumReplyLikes);
    await room.next(SOCKET_EVENTS.forumPostUpdated);
    await spy.next(SOCKET_EVENTS.forumPostCreated);

    const everything = [...spy.received, ...room.received];
    const text = JSON.stringify(everything);
    for (const secret of ["likedByMe", "email", "fullName", "password", "session", liker.client.cookie]) {
      expect(text).not.toContain(secret);
    }
    // Posts and replies on the socket have exactly the public shape (the schemas are strict).
    for (const { name, payload } of everything) {
      if (name === SOCKET_EVENTS.forumPostCreated || name === SOCKET_EVENTS.forumPostUpdated) {
        expect(Object.keys(payload as object).sort()).toEqual(Object.keys(ZForumPost.shape).sort());
      }
      if (name === SOCKET_EVENTS.forumReplyCreated) {
        expect(Object.keys(payload as object).sort()).toEqual(Object.keys(ZForumReply.shape).sort());
      }
    }
  });

  it("publishes nothing about a hidden post or reply, and answers 404 to those who may not see it", async () => {
    const author = await signUp(platform.url);
    const other = await signUp(platform.url);
    const admin = createClient(platform.url);
    expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
    const post = await author.client.call(FORUM_ENDPOINTS.create, {
      body: { title: "Soon hidden", content: "first words", category: "General Discussion" },
    });
    const visible = await other.client.call(FORUM_ENDPOINTS.reply, {
      params: { id: post.id },
      body: { content: "ok" },
    });
    const list = await watcher(["forum"]);
    // Anyone may ask to join any post's room: what protects a hidden post is that nothing is sent there.
    const room = await watcher([`post:${post.id}`], other.client.cookie);

    await admin.call(FORUM_ENDPOINTS.hideReply, { params: { id: visible.id }, body: { hidden: true } });
    await room.next(SOCKET_EVENTS.forumReplyRemoved, (e: { reason: string }) => e.reason === "hidden");
    // Its author edits the hidden reply: nobody else hears of it.
    await other.client.call(FORUM_ENDPOINTS.updateReply, {
      params: { id: visible.id },
      body: { content: "secret edit" },
    });

    await admin.call(FORUM_ENDPOINTS.hide, { params: { id: post.id }, body: { hidden: true } });
    await list.next(SOCKET_EVENTS.forumPostRemoved, (e: { id: string; reason: string }) => e.reason === "hidden");
    const seen = { room: room.received.length, list: list.received.length };

    await author.client.call(FORUM_ENDPOINTS.update, {
      params: { id: post.id },
      body: { title: "Soon hidden, edited", content: "secret words", category: "General Discussion" },
    });
    await author.client.call(FORUM_ENDPOINTS.reply, { params: { id: post.id }, body: { content: "secret reply" } });
    await author.client.call(FORUM_ENDPOINTS.like, { params: { id: post.id } });
    await admin.call(FORUM_ENDPOINTS.reply, { params: { id: post.id }, body: { content: "moderator note" } });
    await admin.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } });
    const marker = await drain(author, room, list);
    const since = [...room.received.slice(seen.room), ...list.received.slice(seen.list)];
    expect(since.filter((e) => !isAbout(e.payload, marker))).toEqual([]);
    expect(JSON.stringify([...room.received, ...list.received])).not.toMatch(/secret|moderator note/);

    const visitor = createClient(platform.url);
    for (const client of [visitor, other.client]) {
      expect((await client.get(`/api/forum/posts/${post.id}`)).status).toBe(404);
      expect((await client.get(`/api/forum/posts/${post.id}/replies`)).status).toBe(404);
      const listed = await client.call(FORUM_ENDPOINTS.list, { query: { q: "secret" } });
      expect(listed.map((p) => p.id)).not.toContain(post.id);
    }
  });
});
