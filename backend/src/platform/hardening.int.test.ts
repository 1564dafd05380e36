import { CHALLENGE_ENDPOINTS } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestPlatform, type TestPlatform } from "../test/platform";

/** Limits and checks at the platform's edge (issue: hardening). */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ RATE_LIMIT_RUN_PER_MINUTE: "5" });
}, 120_000);
afterAll(async () => {
  await platform?.close();
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
