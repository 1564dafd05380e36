import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backoffDelayMs } from "../../http/rate-limit";
import { emptyCatalogDir, startTestPlatform, type TestPlatform } from "../../test/platform";

/**
 * A whole class behind one school address signs up and in together, while password guessing
 * stays slow. The limits are the defaults (the test platform's raised ones are reset); addresses
 * are told apart with X-Forwarded-For behind one trusted proxy.
 */
const DEFAULTS = {
  RATE_LIMIT_SIGNUPS_PER_HOUR: "",
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "",
  LOGIN_FREE_ATTEMPTS: "",
  LOGIN_BACKOFF_MAX_SECONDS: "",
  TRUST_PROXY: "1",
};
const DEFAULT_POLICY = { free: 5, maxDelayMs: 300_000, forgetMs: 3_600_000 };

let platform: TestPlatform;

async function post(url: string, address: string, body: unknown, base = platform.url) {
  const response = await fetch(base + url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { message?: string };
  return {
    status: response.status,
    message: json.message ?? "",
    retryAfter: Number(response.headers.get("retry-after")),
  };
}

async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, j) => task(start + j)))));
  }
  return out;
}

/** How many attempts the backoff lets through within `elapsedMs` (the free ones, then one per delay). */
function attemptsWithin(elapsedMs: number): number {
  let attempts = 0;
  let clock = 0;
  while (clock <= elapsedMs) {
    attempts += 1;
    clock += backoffDelayMs(attempts, DEFAULT_POLICY);
  }
  return attempts;
}

beforeAll(async () => {
  platform = await startTestPlatform(DEFAULTS, { catalogDir: await emptyCatalogDir() });
}, 120_000);
afterAll(async () => {
  await platform?.close();
});

describe("a class behind one school address", () => {
  it("signs 60 students up and then in, all within a minute, with the default settings", async () => {
    const school = "198.51.100.7";
    const started = performance.now();
    const signups = await inBatches(60, 10, (i) =>
      post("/api/auth/signup", school, { username: `pupil${i}`, password: `pupil-pass-${i}` }),
    );
    expect(signups.map((r) => r.status)).toEqual(Array(60).fill(201));
    const logins = await inBatches(60, 10, (i) =>
      post("/api/auth/login", school, { username: `pupil${i}`, password: `pupil-pass-${i}` }),
    );
    expect(logins.map((r) => r.status)).toEqual(Array(60).fill(200));
    expect(performance.now() - started).toBeLessThan(60_000);
  }, 120_000);
});

describe("password guessing", () => {
  it("200 wrong passwords against one account from 20 addresses take as long as the backoff promises", async () => {
    await post("/api/auth/signup", "192.0.2.1", { username: "target", password: "the-real-password" });
    const started = performance.now();
    const answers = await inBatches(200, 20, (i) =>
      post("/api/auth/login", `203.0.113.${i % 20}`, { username: "target", password: `guess-${i}` }),
    );
    const elapsed = performance.now() - started;
    const tried = answers.filter((a) => a.status === 401).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(tried + refused.length).toBe(200);
    // Only as many passwords were checked as the delays allow in the time the attack took.
    expect(tried).toBeGreaterThanOrEqual(DEFAULT_POLICY.free);
    expect(tried).toBeLessThanOrEqual(attemptsWithin(elapsed));
    for (const answer of refused) {
      expect(answer.message).toMatch(
        /^Too many failed sign-in attempts for this account\. Try again in \d+ (second|minute)s?\.$/,
      );
      expect(answer.retryAfter).toBeGreaterThan(0);
    }
  }, 120_000);

  it("100 wrong passwords from one address across 100 accounts are cut off early", async () => {
    const sprayer = "203.0.113.99";
    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push(await post("/api/auth/login", sprayer, { username: `victim${i}`, password: "Password1" }));
    }
    const tried = answers.filter((a) => a.status === 401).length;
    expect(tried).toBe(30); // RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS
    expect(answers.slice(30).every((a) => a.status === 429)).toBe(true);
    expect(answers[99]?.message).toMatch(
      /^Too many failed sign-in attempts from this network\. Try again in \d+ minutes?\.$/,
    );
  }, 120_000);

  it("lets the real user in from their own address at once, and from a new one after the backoff", async () => {
    const quick = await startTestPlatform(
      { ...DEFAULTS, LOGIN_BACKOFF_MAX_SECONDS: "5" },
      { catalogDir: await emptyCatalogDir() },
    );
    try {
      const home = "192.0.2.50";
      expect(
        (await post("/api/auth/signup", home, { username: "realuser", password: "real-password" }, quick.url)).status,
      ).toBe(201);
      // Guess until the account's delay has just started at its longest (a loaded machine may be slow).
      for (let i = 0; i < 200; i++) {
        const guess = await post(
          "/api/auth/login",
          `203.0.113.${100 + (i % 20)}`,
          { username: "realuser", password: `guess-${i}` },
          quick.url,
        );
        if (guess.status === 429 && guess.retryAfter >= 5) break;
      }
      // The account is being guessed: a new address has to wait...
      const elsewhere = await post(
        "/api/auth/login",
        "192.0.2.51",
        { username: "realuser", password: "real-password" },
        quick.url,
      );
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.retryAfter).toBeLessThanOrEqual(5);
      // ...but the real user's own address is not locked out,
      const fromHome = await post(
        "/api/auth/login",
        home,
        { username: "realuser", password: "real-password" },
        quick.url,
      );
      expect(fromHome.status).toBe(200);
      // and after the backoff the new address gets in too.
      await new Promise((resolve) => setTimeout(resolve, elsewhere.retryAfter * 1000 + 100));
      const later = await post(
        "/api/auth/login",
        "192.0.2.51",
        { username: "realuser", password: "real-password" },
        quick.url,
      );
      expect(later.status).toBe(200);
    } finally {
      await quick.close();
    }
  }, 120_000);
});
