import type { TChallengeListItem, TRunResponse } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestPlatform, type TestPlatform } from "../../../test/platform";

// The "existing Judge0 deployment" is a second instance of this platform: its /api/judge0 API
// speaks Judge0's protocol, so a platform configured with JUDGE0_URL must work through it.
let judge0: TestPlatform;
let delegating: TestPlatform;

beforeAll(async () => {
  judge0 = await startTestPlatform({ RATE_LIMIT_RUN_PER_MINUTE: "1000", EXEC_PER_USER: "50" });
  delegating = await startTestPlatform({ JUDGE0_URL: `${judge0.url}/api/judge0` });
}, 120_000);
afterAll(async () => {
  await delegating?.close();
  await judge0?.close();
});

describe("JUDGE0_URL", () => {
  it("runs the compiler page's programs on the Judge0 deployment", async () => {
    const { client } = await signUp(delegating.url);
    const ok = await client.post("/api/compiler/run", {
      language: "C++",
      code: '#include <iostream>\nint main(){std::string s; std::cin >> s; std::cout << "hi " << s;}',
      stdin: "judge0",
    });
    expect(ok.body).toMatchObject({ stdout: "hi judge0", status: { id: 3 } });
    const broken = await client.post("/api/compiler/run", { language: "C", code: "int main( { return 0; }" });
    expect(broken.body).toMatchObject({ status: { id: 6 }, verdict: "Compilation Error" });
    expect(String(broken.body.compile_output)).toMatch(/error/);
  });

  it("judges a challenge through it, with every test result", async () => {
    const { client } = await signUp(delegating.url);
    const list = (await client.get("/api/challenges")).body as unknown as TChallengeListItem[];
    const twoSum = list.find((c) => c.slug === "two-sum")!;
    const code =
      "var twoSum = function(nums, target) {\n  const seen = new Map();\n  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n    seen.set(nums[i], i);\n  }\n};\n";
    const response = (await client.post(`/api/challenges/${twoSum.id}/run`, { code, language: "JavaScript" }))
      .body as unknown as TRunResponse;
    expect(response.allPassed).toBe(true);
    expect(response.testResults.length).toBeGreaterThanOrEqual(3);
  });

  it("lists the languages the deployment offers", async () => {
    const { client } = await signUp(delegating.url);
    const languages = (await client.get("/api/compiler/languages")).body as unknown as {
      id: number;
      available: boolean;
    }[];
    expect(languages.find((l) => l.id === 71)?.available).toBe(true);
  });
});
