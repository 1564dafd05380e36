import { randomBytes } from "node:crypto";
import { FORUM_ENDPOINTS, type TForumPostSummary } from "@cp/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumPostViews, postLikes } from "../../db/schema";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { loadWelcomePosts } from "./content";

type Client = ReturnType<typeof createClient>;

let platform: TestPlatform;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let admin: Client;

const ADMIN = { username: "moderator", password: "modpass123" };

beforeAll(async () => {
  platform = await startTestPlatform(
    { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    { catalogDir: await emptyCatalogDir() },
  );
  alice = await signUp(platform.url);
  bob = await signUp(platform.url);
  admin = createClient(platform.url);
  expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
});
afterAll(async () => {
  await platform?.close();
});

/** A word no other post contains, to find this test's posts among everyone's. */
const token = () => `t${randomBytes(5).toString("hex")}`;

function newPost(client: Client, overrides: Record<string, unknown> = {}) {
  return client.call(FORUM_ENDPOINTS.create, {
    body: {
      title: `A question about loops ${token()}`,
      content: "How do I stop a `while` loop early?",
      category: "Help & Support",
      tags: ["python"],
      ...overrides,
    },
  });
}

const reply = (client: Client, postId: string, content = "Use `break`.") =>
  client.call(FORUM_ENDPOINTS.reply, { params: { id: postId }, body: { content } });

const list = (client: Client, query: Record<string, string>) => client.call(FORUM_ENDPOINTS.list, { query });

describe("welcome posts", () => {
  it("a fresh install lists the admin's welcome posts, rendered", async () => {
    const welcome = await loadWelcomePosts();
    expect(welcome.length).toBeGreaterThanOrEqual(3);
    const posts = await list(createClient(platform.url), { limit: "50" });
    for (const file of welcome) {
      const post = posts.find((p) => p.title === file.title);
      expect(post, file.slug).toBeDefined();
      expect(post?.username).toBe(ADMIN.username);
      expect(post?.authorRole).toBe("admin");
    }
    // The first file is the newest post, so the list opens with it.
    expect(posts[0]?.title).toBe(welcome[0]?.title);
    const asking = posts.find((p) => p.title === welcome[1]?.title);
    const detail = await createClient(platform.url).call(FORUM_ENDPOINTS.detail, { params: { id: asking?.id ?? "" } });
    expect(detail.html).toContain('<code class="hljs language-python">');
    expect(detail.html).toContain("    for i, n in");
  });
});

describe("who may do what", () => {
  it("lets anyone read, and asks for a session to post, reply, like, edit or delete", async () => {
    const post = await newPost(alice.client);
    const visitor = createClient(platform.url);
    expect((await visitor.get("/api/forum/posts")).status).toBe(200);
    expect((await visitor.get(`/api/forum/posts/${post.id}`)).status).toBe(200);
    expect((await visitor.get(`/api/forum/posts/${post.id}/replies`)).status).toBe(200);
    const attempts = [
      visitor.post("/api/forum/posts", { title: "Hello world", content: "x", category: "Show & Tell" }),
      visitor.post(`/api/forum/posts/${post.id}/replies`, { content: "hi" }),
      visitor.post(`/api/forum/posts/${post.id}/like`),
      visitor.put(`/api/forum/posts/${post.id}`, { title: "Hello world", content: "x", category: "Show & Tell" }),
      visitor.delete(`/api/forum/posts/${post.id}`),
      visitor.post("/api/forum/preview", { content: "x" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe("Not logged in");
    }
  });

  it("signs posts and replies with the session's user, whatever the body claims", async () => {
    const post = await newPost(alice.client, {
      userId: bob.user.id,
      username: bob.user.username,
      authorId: bob.user.id,
    });
    expect(post.username).toBe(alice.user.username);
    expect(post.authorId).toBe(alice.user.id);
    const response = await alice.client.post(`/api/forum/posts/${post.id}/replies`, {
      userId: "current-user",
      username: "Guest User",
      content: "Answering my own question.",
    });
    expect(response.status).toBe(201);
    const created = FORUM_ENDPOINTS.reply.response.parse(response.body);
    expect(created.username).toBe(alice.user.username);
    expect(created.authorId).toBe(alice.user.id);
    const replies = await bob.client.call(FORUM_ENDPOINTS.replies, { params: { id: post.id } });
    expect(replies.map((r) => r.username)).toEqual([alice.user.username]);
  });

  it("lets authors edit and delete their own posts and replies, and nobody else's", async () => {
    const post = await newPost(alice.client);
    const answer = await reply(bob.client, post.id);
    const edit = { title: "A better title for this", content: "Edited **content**", category: "General Discussion" };

    const byBob = await bob.client.put(`/api/forum/posts/${post.id}`, edit);
    expect(byBob.status).toBe(403);
    expect(byBob.body.message).toBe("You may only edit your own posts");
    const byAdmin = await admin.put(`/api/forum/posts/${post.id}`, edit);
    expect(byAdmin.status).toBe(403);
    expect((await alice.client.put(`/api/forum/replies/${answer.id}`, { content: "mine now" })).status).toBe(403);
    expect((await bob.client.delete(`/api/forum/posts/${post.id}`)).status).toBe(403);
    expect((await alice.client.delete(`/api/forum/replies/${answer.id}`)).body.message).toBe(
      "You may only delete your own replies",
    );

    const edited = await alice.client.call(FORUM_ENDPOINTS.update, { params: { id: post.id }, body: edit });
    expect(edited).toMatchObject({ title: edit.title, category: "General Discussion", tags: [] });
    expect(edited.html).toBe("<p>Edited <strong>content</strong></p>\n");
    expect(edited.editedAt).not.toBeNull();
    const editedReply = await bob.client.call(FORUM_ENDPOINTS.updateReply, {
      params: { id: answer.id },
      body: { content: "Use `break`, or `return` inside a function." },
    });
    expect(editedReply.html).toContain("<code>return</code>");
    expect(editedReply.editedAt).not.toBeNull();

    expect((await bob.client.delete(`/api/forum/replies/${answer.id}`)).status).toBe(204);
    expect((await alice.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } })).replies).toBe(0);
    expect((await alice.client.delete(`/api/forum/posts/${post.id}`)).status).toBe(204);
    expect((await alice.client.get(`/api/forum/posts/${post.id}`)).status).toBe(404);
    expect((await alice.client.get(`/api/forum/posts/${post.id}/replies`)).status).toBe(404);
  });

  it("lets admins delete anyone's post or reply", async () => {
    const post = await newPost(alice.client);
    const answer = await reply(bob.client, post.id);
    expect((await admin.delete(`/api/forum/replies/${answer.id}`)).status).toBe(204);
    expect((await bob.client.get(`/api/forum/posts/${post.id}/replies`)).body).toEqual([]);
    expect((await admin.delete(`/api/forum/posts/${post.id}`)).status).toBe(204);
    expect((await bob.client.get(`/api/forum/posts/${post.id}`)).status).toBe(404);
  });

  it("lets admins hide a post or reply from everyone but admins and its author, and show it again", async () => {
    const word = token();
    const post = await newPost(alice.client, { title: `Hidden soon ${word}` });
    const answer = await reply(alice.client, post.id, "first");
    const other = await reply(bob.client, post.id, "second");

    expect((await bob.client.put(`/api/forum/posts/${post.id}/hidden`, { hidden: true })).body.message).toBe(
      "Only admins may hide posts",
    );
    expect((await alice.client.put(`/api/forum/replies/${other.id}/hidden`, { hidden: true })).status).toBe(403);

    // A hidden reply leaves the count and the list of everyone but admins and its author.
    const hiddenReply = await admin.call(FORUM_ENDPOINTS.hideReply, {
      params: { id: other.id },
      body: { hidden: true },
    });
    expect(hiddenReply.hidden).toBe(true);
    expect((await alice.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } })).replies).toBe(1);
    const visitor = createClient(platform.url);
    expect((await visitor.call(FORUM_ENDPOINTS.replies, { params: { id: post.id } })).map((r) => r.id)).toEqual([
      answer.id,
    ]);
    expect((await bob.client.call(FORUM_ENDPOINTS.replies, { params: { id: post.id } })).map((r) => r.id)).toEqual([
      answer.id,
      other.id,
    ]);
    expect((await visitor.post(`/api/forum/replies/${other.id}/like`)).status).toBe(401);
    expect((await alice.client.post(`/api/forum/replies/${other.id}/like`)).status).toBe(404);

    const hidden = await admin.call(FORUM_ENDPOINTS.hide, { params: { id: post.id }, body: { hidden: true } });
    expect(hidden.hidden).toBe(true);
    for (const client of [visitor, bob.client]) {
      expect((await client.get(`/api/forum/posts/${post.id}`)).status).toBe(404);
      expect((await client.get(`/api/forum/posts/${post.id}/replies`)).status).toBe(404);
      expect(await list(client, { q: word })).toEqual([]);
    }
    expect((await bob.client.post(`/api/forum/posts/${post.id}/like`)).status).toBe(404);
    expect((await bob.client.post(`/api/forum/posts/${post.id}/replies`, { content: "hello?" })).status).toBe(404);
    expect((await alice.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } })).hidden).toBe(true);
    expect((await list(alice.client, { q: word })).map((p) => p.id)).toEqual([post.id]);
    expect((await list(admin, { q: word })).map((p) => p.id)).toEqual([post.id]);

    await admin.call(FORUM_ENDPOINTS.hide, { params: { id: post.id }, body: { hidden: false } });
    await admin.call(FORUM_ENDPOINTS.hideReply, { params: { id: other.id }, body: { hidden: false } });
    const shown = await visitor.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } });
    expect(shown).toMatchObject({ hidden: false, replies: 2 });
  });

  it("answers 404 for a post or reply that does not exist, whatever the id looks like", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
      expect((await bob.client.get(`/api/forum/posts/${id}`)).status).toBe(404);
      expect((await bob.client.post(`/api/forum/posts/${id}/like`)).status).toBe(404);
      expect((await bob.client.post(`/api/forum/posts/${id}/replies`, { content: "x" })).status).toBe(404);
      expect((await bob.client.post(`/api/forum/replies/${id}/like`)).status).toBe(404);
      expect((await bob.client.delete(`/api/forum/replies/${id}`)).status).toBe(404);
    }
  });
});

describe("validation", () => {
  const valid = { title: "Valid title", content: "Some content", category: "General Discussion", tags: ["ok"] };

  it.each([
    ["a short title", { title: "abcd" }, "title must be at least 5 characters"],
    ["a title short once trimmed", { title: "    abcd   " }, "title must be at least 5 characters"],
    ["a long title", { title: "x".repeat(151) }, "title must be at most 150 characters"],
    ["no title", { title: undefined }, "title is required"],
    ["blank content", { content: " \n\t " }, "content must not be blank"],
    ["long content", { content: "x".repeat(20_001) }, "content must be at most 20000 characters"],
    [
      "an unknown category",
      { category: "Random" },
      "category must be one of: General Discussion, Help & Support, Show & Tell",
    ],
    ["six tags", { tags: ["a", "b", "c", "d", "e", "f"] }, "tags must hold at most 5 tags"],
    ["a long tag", { tags: ["x".repeat(25)] }, "tags.0: tag must be at most 24 characters"],
    ["an empty tag", { tags: ["ok", ""] }, "tags.1: tag must not be empty"],
    [
      "a tag with a space",
      { tags: ["two words"] },
      "tags.0: tag may contain only lower-case letters, digits and + # . -",
    ],
    ["tags that are not a list", { tags: "python" }, "tags must be a list"],
  ])("refuses %s with a 400 naming the field", async (_label, change, message) => {
    const response = await alice.client.post("/api/forum/posts", { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("accepts the limits exactly, folds tags to lower case and drops repeated ones", async () => {
    const post = await newPost(alice.client, {
      title: `  ${"t".repeat(150)}  `,
      content: "c",
      tags: ["Python", "python", "C++", "node.js", "c#"],
    });
    expect(post.title).toBe("t".repeat(150));
    expect(post.tags).toEqual(["python", "c++", "node.js", "c#"]);
    const long = await newPost(alice.client, { content: `${"y".repeat(19_999)}\n` });
    expect(long.content.length).toBe(19_999);
  });

  it("keeps the content's indentation and refuses a blank reply", async () => {
    const content = "\n\n    indented code\n\n```js\nif (a) {\n    b();\n}\n```\n\n";
    const post = await newPost(alice.client, { content });
    expect(post.content).toBe("    indented code\n\n```js\nif (a) {\n    b();\n}\n```");
    const blank = await bob.client.post(`/api/forum/posts/${post.id}/replies`, { content: "   \n  " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("content must not be blank");
    const missing = await bob.client.post(`/api/forum/posts/${post.id}/replies`, {});
    expect(missing.body.message).toBe("content is required");
  });

  it.each([
    ["sort=oldest", /^sort must be one of: latest, top, unanswered$/],
    ["category=Nope", /^category must be one of/],
    ["limit=0", /^limit must be at least 1$/],
    ["limit=500", /^limit must be at most 50$/],
    ["offset=-1", /^offset must not be negative$/],
    [`q=${"q".repeat(101)}`, /^q must be at most 100 characters$/],
  ])("refuses a bad list query (%s) with a 400", async (query, message) => {
    const response = await bob.client.get(`/api/forum/posts?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });
});

describe("likes", () => {
  it("counts one like per user per post: liking again takes it back", async () => {
    const post = await newPost(alice.client);
    const like = (client: Client) => client.call(FORUM_ENDPOINTS.like, { params: { id: post.id } });
    expect(await like(bob.client)).toEqual({ liked: true, likes: 1 });
    expect(await like(alice.client)).toEqual({ liked: true, likes: 2 });
    expect(await like(bob.client)).toEqual({ liked: false, likes: 1 });
    expect(await like(bob.client)).toEqual({ liked: true, likes: 2 });
    const forBob = await bob.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } });
    expect(forBob).toMatchObject({ likes: 2, likedByMe: true });
    await like(alice.client);
    expect(await alice.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } })).toMatchObject({
      likes: 1,
      likedByMe: false,
    });
    expect((await createClient(platform.url).call(FORUM_ENDPOINTS.detail, { params: { id: post.id } })).likedByMe).toBe(
      false,
    );
  });

  it("never counts two likes of one user, even sent at the same moment", async () => {
    const post = await newPost(alice.client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => bob.client.post(`/api/forum/posts/${post.id}/like`)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const detail = await bob.client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } });
    const rows = await platform.database.db.$count(
      postLikes,
      and(eq(postLikes.postId, post.id), eq(postLikes.userId, bob.user.id)),
    );
    expect(rows).toBeLessThanOrEqual(1);
    expect(detail.likes).toBe(rows);
    expect(detail.likedByMe).toBe(rows === 1);
  });

  it("does the same for replies", async () => {
    const post = await newPost(alice.client);
    const answer = await reply(alice.client, post.id);
    const like = (client: Client) => client.call(FORUM_ENDPOINTS.likeReply, { params: { id: answer.id } });
    expect(await like(bob.client)).toEqual({ liked: true, likes: 1 });
    expect(await like(bob.client)).toEqual({ liked: false, likes: 0 });
    expect(await like(bob.client)).toEqual({ liked: true, likes: 1 });
    const [forBob] = await bob.client.call(FORUM_ENDPOINTS.replies, { params: { id: post.id } });
    const [forAlice] = await alice.client.call(FORUM_ENDPOINTS.replies, { params: { id: post.id } });
    expect(forBob).toMatchObject({ likes: 1, likedByMe: true });
    expect(forAlice).toMatchObject({ likes: 1, likedByMe: false });
  });
});

describe("views", () => {
  it("counts a view once per user or visitor address per 8 hours", async () => {
    const post = await newPost(alice.client);
    const read = (client: Client) => client.call(FORUM_ENDPOINTS.detail, { params: { id: post.id } });
    expect((await read(alice.client)).views).toBe(1);
    expect((await read(alice.client)).views).toBe(1);
    expect((await read(bob.client)).views).toBe(2);
    // Visitors without a session are told apart by address: every test client shares one.
    expect((await read(createClient(platform.url))).views).toBe(3);
    expect((await read(createClient(platform.url))).views).toBe(3);
    await Promise.all([read(bob.client), read(bob.client), read(bob.client)]);
    expect((await read(bob.client)).views).toBe(3);

    // Eight hours later (the stored views are moved back in time), each counts once more.
    await platform.database.db.execute(
      sql`update forum_post_views set viewed_at = viewed_at - interval '8 hours 1 minute' where post_id = ${post.id}`,
    );
    expect((await read(alice.client)).views).toBe(4);
    expect((await read(alice.client)).views).toBe(4);
    expect((await read(createClient(platform.url))).views).toBe(5);
    const [listed] = await list(bob.client, { q: post.title });
    expect(listed?.views).toBe(5);
  });

  it("keeps no visitor address in the database", async () => {
    const rows = await platform.database.db.select({ viewer: forumPostViews.viewer }).from(forumPostViews);
    expect(rows.length).toBeGreaterThan(0);
    for (const { viewer } of rows) {
      expect(viewer).toMatch(/^(u:[0-9a-f-]{36}|ip:[0-9a-f]{32})$/);
      expect(viewer).not.toContain("127.0.0.1");
    }
  });
});

describe("list: category, search, sort and paging", () => {
  it("filters by category and by every word of the search in title, content or tags", async () => {
    const word = token();
    const a = await newPost(alice.client, { title: `Recursion depth ${word}`, category: "Help & Support" });
    const b = await newPost(bob.client, {
      title: "Something else entirely",
      content: `My ${word} project, written in **Rust**`,
      category: "Show & Tell",
      tags: ["rust"],
    });
    const c = await newPost(bob.client, { title: "Tag only", content: "nothing", tags: [word] });
    const ids = (posts: TForumPostSummary[]) => posts.map((p) => p.id);
    expect(ids(await list(bob.client, { q: word }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(bob.client, { q: word.toUpperCase() }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(bob.client, { q: `${word} rust` }))).toEqual([b.id]);
    expect(ids(await list(bob.client, { q: word, category: "Show & Tell" }))).toEqual([b.id]);
    expect(ids(await list(bob.client, { q: word, category: "Help & Support" }))).toEqual([c.id, a.id]);
    // % and _ match themselves, not anything.
    expect(await list(bob.client, { q: `${word}%` })).toEqual([]);
    expect(await list(bob.client, { q: "_____________________" })).toEqual([]);
    const [card] = await list(bob.client, { q: `${word} rust` });
    expect(card?.preview).toBe(`My ${word} project, written in Rust`);
  });

  it("sorts by latest, top or unanswered, and pages with limit and offset", async () => {
    const word = token();
    const first = await newPost(alice.client, { title: `First ${word}` });
    const second = await newPost(alice.client, { title: `Second ${word}` });
    const third = await newPost(alice.client, { title: `Third ${word}` });
    await bob.client.post(`/api/forum/posts/${first.id}/like`);
    await alice.client.post(`/api/forum/posts/${first.id}/like`);
    await bob.client.post(`/api/forum/posts/${third.id}/like`);
    await reply(bob.client, second.id);
    const ids = async (query: Record<string, string>) =>
      (await list(bob.client, { q: word, ...query })).map((p) => p.id);
    expect(await ids({})).toEqual([third.id, second.id, first.id]);
    expect(await ids({ sort: "latest" })).toEqual([third.id, second.id, first.id]);
    expect(await ids({ sort: "top" })).toEqual([first.id, third.id, second.id]);
    expect(await ids({ sort: "unanswered" })).toEqual([third.id, first.id]);
    expect(await ids({ limit: "2" })).toEqual([third.id, second.id]);
    expect(await ids({ limit: "2", offset: "2" })).toEqual([first.id]);
  });
});

describe("rendering through the API", () => {
  it("stores the Markdown as written and answers sanitised HTML beside it", async () => {
    const content = '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror="alert(1)">';
    const post = await newPost(alice.client, { content });
    expect(post.content).toBe(content);
    expect(post.html).not.toMatch(/<script|<img|href="javascript/i);
    expect(post.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const answer = await reply(bob.client, post.id, "[site](https://example.com) <svg onload=alert(1)>");
    expect(answer.html).toBe(
      '<p><a href="https://example.com" rel="nofollow noopener" target="_blank">site</a> &lt;svg onload=alert(1)&gt;</p>\n',
    );
    const preview = await alice.client.call(FORUM_ENDPOINTS.preview, { body: { content: "# Title\n\n**x**" } });
    expect(preview.html).toBe("<h3>Title</h3>\n<p><strong>x</strong></p>\n");
  });
});

describe("rate limit", () => {
  let limited: TestPlatform;
  beforeAll(async () => {
    limited = await startTestPlatform({ RATE_LIMIT_FORUM_PER_MINUTE: "3" }, { catalogDir: await emptyCatalogDir() });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("answers 429 with Retry-After once a user passes the posting limit, for that user only", async () => {
    const poster = await signUp(limited.url);
    const other = await signUp(limited.url);
    const body = { title: "Rate limited", content: "x", category: "General Discussion" };
    const first = await poster.client.call(FORUM_ENDPOINTS.create, { body });
    expect((await poster.client.post(`/api/forum/posts/${first.id}/replies`, { content: "one" })).status).toBe(201);
    expect((await poster.client.post(`/api/forum/posts/${first.id}/replies`, { content: "two" })).status).toBe(201);
    const refused = await poster.client.post(`/api/forum/posts/${first.id}/replies`, { content: "three" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.body.message).toMatch(/^Too many requests/);
    expect((await poster.client.post("/api/forum/posts", body)).status).toBe(429);
    // Reading and liking are not writes; another user is not affected.
    expect((await poster.client.post(`/api/forum/posts/${first.id}/like`)).status).toBe(200);
    expect((await other.client.post("/api/forum/posts", body)).status).toBe(201);
  });
});
