import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../test/platform";

// The API has one spelling, /api/ in lower case, the one the session, the app-request rule and
// the other path checks look for. The router itself matches any case, so another spelling must
// never reach it.
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform(
    { ADMIN_USERNAME: "root", ADMIN_PASSWORD: "rootpass1" },
    { catalogDir: await emptyCatalogDir() },
  );
});
afterAll(async () => {
  await platform?.close();
});

const MISCASED = ["/API/", "/Api/", "/aPi/", "/apI/"];

describe("API paths in one case", () => {
  it("answers a signed-in user's /api/auth/me, and 404 to every other case of the prefix", async () => {
    const { client, user } = await signUp(platform.url);
    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id });
    for (const prefix of MISCASED) {
      const answer = await client.get(`${prefix}auth/me`);
      expect(answer.status, prefix).toBe(404);
      expect(answer.body.message).toBe(`No such endpoint: GET ${prefix}auth/me (API paths start with /api/)`);
    }
  });

  it("answers a signed-in admin's /API/ call 404, never 401, while /api/ works", async () => {
    const admin = createClient(platform.url);
    expect((await admin.post("/api/auth/login", { username: "root", password: "rootpass1" })).status).toBe(200);
    expect((await admin.get("/api/admin/challenges")).status).toBe(200);
    expect((await admin.get("/API/admin/challenges")).status).toBe(404);
    // A visitor: the same 404, so the answer tells nothing about the route behind it.
    expect((await createClient(platform.url).get("/API/admin/challenges")).status).toBe(404);
  });

  it("refuses a state-changing call in another case before the app-request rule and the handler", async () => {
    const { client } = await signUp(platform.url);
    // A form-like POST (no JSON, no X-Requested-With): /api/ refuses it, /API/ never reaches a route.
    const form = (path: string) =>
      fetch(platform.url + path, {
        method: "POST",
        headers: { cookie: client.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
    expect((await form("/api/auth/logout")).status).toBe(415);
    expect((await form("/API/auth/logout")).status).toBe(404);
    expect((await client.post("/API/auth/logout")).status).toBe(404);
    // Still signed in: no handler ran.
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("keeps every check on a path whose prefix is in lower case, whatever the case after it", async () => {
    const { client, user } = await signUp(platform.url);
    const me = await client.get("/api/AUTH/ME");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id });
    expect((await createClient(platform.url).get("/api/AUTH/ME")).status).toBe(401);
  });

  it("does not route a percent-encoded prefix as the API", async () => {
    const { client } = await signUp(platform.url);
    for (const path of ["/%61pi/auth/me", "/%41PI/auth/me", "/api%2Fauth/me"]) {
      const answer = await client.get(path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.status, path).not.toBe(401);
    }
  });
});
