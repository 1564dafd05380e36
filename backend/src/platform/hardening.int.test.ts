import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CHALLENGE_ENDPOINTS } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../db/schema";
import { createLogger } from "../logger";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../test/platform";

/** Limits and checks at the platform's edge (issue: hardening). */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ RATE_LIMIT_RUN_PER_MINUTE: "5", SESSIONS_PER_USER: "3" });
}, 120_000);
afterAll(async () => {
  await platform?.close();
});

describe("client addresses", () => {
  it("ignores X-Forwarded-For in production unless TRUST_PROXY says a proxy adds it", async () => {
    const production = await startTestPlatform(
      { NODE_ENV: "production", RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "3" },
      { catalogDir: await emptyCatalogDir() },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${production.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
          body: JSON.stringify({ username: "nobody-here", password: "wrong-password" }),
        });
        statuses.push(response.status);
      }
      // A fresh header on every attempt does not make a fresh address.
      expect(statuses).toContain(429);
    } finally {
      await production.close();
    }
  }, 120_000);
});

describe("hints", () => {
  it("are rate-limited like runs", async () => {
    const { client } = await signUp(platform.url);
    const list = await client.call(CHALLENGE_ENDPOINTS.list);
    const id = list.find((c) => c.slug === "two-sum")?.id ?? "";
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await client.post(`/api/challenges/${id}/hint`, { code: "" })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe("sessions", () => {
  it("keeps only the newest sessions of an account (SESSIONS_PER_USER) and revokes the oldest", async () => {
    const first = await signUp(platform.url);
    const clients = [first.client];
    // Read once before it is revoked: the server's reading of it must not outlive it.
    expect((await first.client.get("/api/auth/me")).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const client = createClient(platform.url);
      const login = await client.post("/api/auth/login", { username: first.user.username, password: first.password });
      expect(login.status).toBe(200);
      clients.push(client);
    }
    const statuses = await Promise.all(clients.map(async (client) => (await client.get("/api/auth/me")).status));
    // Four sign-ins, three kept: the sign-up's session is the one revoked.
    expect(statuses).toEqual([401, 200, 200, 200]);
    // Another account's sessions are untouched.
    const other = await signUp(platform.url);
    expect((await other.client.get("/api/auth/me")).status).toBe(200);
    expect((await clients[3]?.get("/api/auth/me"))?.status).toBe(200);
  });
});

describe("logs", () => {
  it("never print the parameters of a failed SQL statement (a password hash)", async () => {
    const { user } = await signUp(platform.url);
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$notarealhashbutsecretlooking";
    let failure: unknown;
    try {
      await platform.database.db.insert(users).values({ username: user.username, passwordHash: hash, role: "student" });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    try {
      createLogger("error").error("Unhandled error on POST /api/auth/signup", failure);
    } finally {
      spy.mockRestore();
    }
    const logged = lines.join("\n");
    expect(logged).toContain('insert into "users"');
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain(user.username);
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request that is neither JSON nor marked as the app's own", async () => {
    const { client } = await signUp(platform.url);
    const list = await client.call(CHALLENGE_ENDPOINTS.list);
    const id = list.find((c) => c.slug === "two-sum")?.id ?? "";
    // What a form or fetch on another site can send with the victim's cookie, without a preflight.
    const crossSite = (path: string, body?: string) =>
      fetch(`${platform.url}${path}`, {
        method: "POST",
        headers: { cookie: client.cookie, ...(body === undefined ? {} : { "content-type": "text/plain" }) },
        body,
      });
    const hint = await crossSite(`/api/challenges/${id}/hint`, JSON.stringify({ code: "" }));
    expect(hint.status).toBe(415);
    expect(((await hint.json()) as { message: string }).message).toMatch(/JSON/);
    const logout = await crossSite("/api/auth/logout");
    expect(logout.status).toBe(403);
    // Nothing changed: the session is still there.
    expect((await client.get("/api/auth/me")).status).toBe(200);
    // The app's own request (the header, or a JSON body) still works.
    expect((await client.post(`/api/challenges/${id}/hint`, { code: "" })).status).toBe(200);
    expect((await client.post("/api/auth/logout")).status).toBeLessThan(300);
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });
});

describe("security headers", () => {
  it("sends a policy without inline scripts for the app, a looser one only for the framed preview page, and HSTS when cookies are Secure", async () => {
    const staticRoot = await mkdtemp(path.join(os.tmpdir(), "cp-static-"));
    await writeFile(path.join(staticRoot, "index.html"), "<!doctype html><title>app</title>");
    await writeFile(path.join(staticRoot, "preview.html"), "<!doctype html><title>preview</title>");
    await mkdir(path.join(staticRoot, "assets"));
    await writeFile(path.join(staticRoot, "assets", "app-1234.js"), "export {};");
    const secure = await startTestPlatform(
      { COOKIE_SECURE: "true" },
      { catalogDir: await emptyCatalogDir(), staticRoot },
    );
    try {
      const policy = (response: Response) =>
        Object.fromEntries(
          (response.headers.get("content-security-policy") ?? "")
            .split(";")
            .map((directive) => directive.trim().split(/\s+/))
            .map(([name, ...values]) => [name, values]),
        ) as Record<string, string[]>;

      for (const pathname of ["/", "/challenges/two-sum", "/api/health"]) {
        const response = await fetch(`${secure.url}${pathname}`);
        const csp = policy(response);
        expect(csp["script-src"], pathname).toEqual(["'self'"]);
        expect(csp["frame-ancestors"], pathname).toEqual(["'none'"]);
        expect(csp["object-src"], pathname).toEqual(["'none'"]);
        expect(response.headers.get("x-frame-options"), pathname).toBe("DENY");
        expect(response.headers.get("x-content-type-options"), pathname).toBe("nosniff");
        expect(response.headers.get("strict-transport-security"), pathname).toMatch(/max-age=\d{7,}/);
        expect(response.headers.get("cross-origin-resource-policy"), pathname).toBe("same-origin");
      }

      const preview = await fetch(`${secure.url}/preview.html`);
      expect(await preview.text()).toContain("preview");
      const previewPolicy = policy(preview);
      expect(previewPolicy["script-src"]).toContain("'unsafe-inline'");
      expect(previewPolicy["frame-ancestors"]).toEqual(["'self'"]);
      expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");

      // Built files may be loaded by the preview's opaque origin.
      const asset = await fetch(`${secure.url}/assets/app-1234.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    } finally {
      await secure.close();
      await rm(staticRoot, { recursive: true, force: true });
    }
  }, 120_000);

  it("sends no HSTS over plain HTTP", async () => {
    const response = await fetch(`${platform.url}/api/health`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});

describe("compression", () => {
  it("gzips a large JSON answer for a client that accepts it, and sends it plain to one that does not", async () => {
    const { get } = await import("node:http");
    const { gunzipSync } = await import("node:zlib");
    const signup = await fetch(`${platform.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `gzip${Date.now() % 1_000_000}`, password: "secret123" }),
    });
    const cookie = signup.headers.get("set-cookie")?.split(";")[0] ?? "";
    const raw = (encoding: string, path = "/api/challenges") =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const headers = { "accept-encoding": encoding, cookie };
        get(`${platform.url}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    const plain = await raw("identity");
    const zipped = await raw("gzip, deflate");
    expect(plain.body.length).toBeGreaterThan(2048);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toMatch(/^application\/json/);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(zipped.body).toString("utf8"))).toEqual(JSON.parse(plain.body.toString("utf8")));

    // A few KB (one challenge) are compressed on the event loop: the same answer either way.
    const id = (JSON.parse(plain.body.toString("utf8")) as Array<{ id: string }>)[0]?.id ?? "";
    const small = await raw("identity", `/api/challenges/${id}`);
    const smallZipped = await raw("gzip", `/api/challenges/${id}`);
    expect(small.body.length).toBeGreaterThan(1024);
    expect(smallZipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(smallZipped.body).toString("utf8"))).toEqual(JSON.parse(small.body.toString("utf8")));
  });
});
