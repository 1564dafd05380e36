import { CHALLENGE_ENDPOINTS } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../test/platform";

/** Limits and checks at the platform's edge (issue: hardening). */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ RATE_LIMIT_RUN_PER_MINUTE: "5" });
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
