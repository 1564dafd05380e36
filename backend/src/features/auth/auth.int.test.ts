import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, startTestPlatform, type TestPlatform } from "../../test/platform";

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform(
    // Secure as in production: the test server speaks plain HTTP, as `http://localhost` does.
    { ADMIN_USERNAME: "root", ADMIN_PASSWORD: "rootpass1", COOKIE_SECURE: "true" },
    { catalogDir: await emptyCatalogDir() },
  );
});
afterAll(async () => {
  await platform?.close();
});

describe("signup", () => {
  it("creates a student, signs it in with an httpOnly SameSite Secure cookie, and `me` returns it", async () => {
    const client = createClient(platform.url);
    const response = await client.post("/api/auth/signup", {
      username: "grace",
      password: "hopper1",
      email: "grace@example.com",
      fullName: "Grace Hopper",
      role: "admin",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username: "grace",
      role: "student",
      email: "grace@example.com",
      fullName: "Grace Hopper",
    });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/sid=/);
    expect(setCookie.toLowerCase()).toContain("httponly");
    expect(setCookie.toLowerCase()).toContain("samesite=lax");
    expect(setCookie.toLowerCase()).toContain("secure");
    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: "grace", role: "student" });
  });

  it("rejects a short username or password with a 400 naming the field, and creates nothing", async () => {
    const client = createClient(platform.url);
    const short = await client.post("/api/auth/signup", { username: "ab", password: "secret1" });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/username/);
    const weak = await client.post("/api/auth/signup", { username: "abcdef", password: "12345" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/password/);
    const login = await client.post("/api/auth/login", { username: "abcdef", password: "12345" });
    expect(login.status).toBe(401);
  });

  it("answers 409 for a taken username, whatever its case", async () => {
    const client = createClient(platform.url);
    expect((await client.post("/api/auth/signup", { username: "linus", password: "secret1" })).status).toBe(201);
    const again = await createClient(platform.url).post("/api/auth/signup", { username: "LINUS", password: "secret1" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Username is already taken");
  });
});

describe("login and logout", () => {
  it("logs the configured admin in; a wrong password is 401 'Invalid credentials'", async () => {
    const client = createClient(platform.url);
    const wrong = await client.post("/api/auth/login", { username: "root", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid credentials");
    const unknown = await client.post("/api/auth/login", { username: "nobody-here", password: "whatever" });
    expect(unknown.body.message).toBe("Invalid credentials");
    const ok = await client.post("/api/auth/login", { username: "root", password: "rootpass1" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: "root", role: "admin" });
    expect((await client.get("/api/auth/me")).body).toMatchObject({ role: "admin" });
  });

  it("ends the session on logout: the old cookie no longer works", async () => {
    const client = createClient(platform.url);
    await client.post("/api/auth/signup", { username: "ada-l", password: "secret1" });
    const oldCookie = client.cookie;
    // Read just before: the server's reading of the session must not outlive it.
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    const replay = await fetch(`${platform.url}/api/auth/me`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it("answers 401 to `me` without a session and with a forged cookie", async () => {
    expect((await createClient(platform.url).get("/api/auth/me")).status).toBe(401);
    const forged = await fetch(`${platform.url}/api/auth/me`, { headers: { cookie: "sid=forged-token" } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: "Not logged in" });
  });

  it("requires username and password on login", async () => {
    const response = await createClient(platform.url).post("/api/auth/login", { username: "root" });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/password/);
  });
});

describe("rate limits", () => {
  it("answers 429 with a message once an address passes the failed-login limit", async () => {
    const limited = await startTestPlatform(
      { RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "3" },
      { catalogDir: await emptyCatalogDir() },
    );
    try {
      const client = createClient(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await client.post("/api/auth/login", { username: "x-user", password: "bad-password" })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await client.post("/api/auth/login", { username: "x-user", password: "bad-password" });
      expect(last.body.message).toMatch(
        /^Too many failed sign-in attempts from this network\. Try again in \d+ minutes?\.$/,
      );
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
