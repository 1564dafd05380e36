import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/client";
import { forumPosts, users } from "../../db/schema";
import { createEventBus } from "../../realtime/bus";
import { loadWelcomePosts } from "./content";
import { createForumService } from "./service";

let database: Database;
const bus = createEventBus({ logger: { error: () => undefined } });

beforeAll(async () => {
  database = createDatabase({});
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

describe("welcome posts", () => {
  it("validates every shipped file with the rules of a post written on the site", async () => {
    const posts = await loadWelcomePosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((post) => post.slug)).toEqual([...posts.map((post) => post.slug)].sort());
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThanOrEqual(5);
      expect(post.content).not.toMatch(/^\s/);
    }
  });

  it("fails loudly, naming the file, when one is malformed", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "cp-forum-content-"));
    await writeFile(path.join(dir, "01-bad.md"), "---\ntitle: Hi\ncategory: Show & Tell\n---\nbody\n");
    await expect(loadWelcomePosts(dir)).rejects.toThrow(
      "Forum welcome post '01-bad.md' is invalid: title: title must be at least 5 characters",
    );
    await writeFile(path.join(dir, "01-bad.md"), "no header\n");
    await expect(loadWelcomePosts(dir)).rejects.toThrow(/'01-bad.md' is invalid: it must start with a header/);
  });

  it("seeds each post once, signed by the first admin, and never brings back one an admin deleted", async () => {
    const forum = createForumService({ db: database.db, bus });
    const posts = await loadWelcomePosts();
    expect(await forum.seedWelcomePosts(posts)).toBe(0); // no admin yet: nothing to sign them with
    const [admin] = await database.db
      .insert(users)
      .values({ username: "admin", passwordHash: "x", role: "admin" })
      .returning();
    expect(await forum.seedWelcomePosts(posts)).toBe(posts.length);
    expect(await forum.seedWelcomePosts(posts)).toBe(0);
    const listed = await forum.list(undefined, { q: undefined, sort: "latest", limit: 50, offset: 0 });
    expect(listed.map((post) => post.title)).toEqual(posts.map((post) => post.title));
    expect(new Set(listed.map((post) => post.authorId))).toEqual(new Set([admin?.id]));

    const [first] = listed;
    await forum.remove(
      { id: admin?.id ?? "", username: "admin", role: "admin", email: null, fullName: null, sessionId: "s" },
      first?.id ?? "",
    );
    expect(await forum.seedWelcomePosts(posts)).toBe(0);
    expect(await database.db.$count(forumPosts)).toBe(posts.length - 1);
  });
});
