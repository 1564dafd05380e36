import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../../config";
import type { Logger } from "../../../logger";
import { twoSum } from "../testing/coach-inputs";
import type { FeedbackInput } from "../types";
import { createAiProvider } from "./provider";

/**
 * A local stand-in for an OpenAI-compatible server. The first path segment picks its behaviour,
 * so each test points `baseUrl` at `http://127.0.0.1:<port>/<behaviour>/v1`. No other host is used.
 */
type Recorded = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
let server: http.Server;
let origin: string;
const requests: Recorded[] = [];

const COMPLETION = {
  choices: [
    {
      index: 0,
      message: { role: "assistant", content: "  Your inner loop re-scans `nums`; a hash map fixes that.  " },
    },
  ],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      requests.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      const behaviour = (req.url ?? "").split("/")[1];
      const json = (status: number, body: string) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      };
      switch (behaviour) {
        case "ok":
          return json(200, JSON.stringify(COMPLETION));
        case "slow":
          // Answers long after any sensible timeout; the client must give up first.
          setTimeout(() => json(200, JSON.stringify(COMPLETION)), 3000).unref();
          return;
        case "stall":
          // Sends headers and half a body, then goes quiet.
          res.writeHead(200, { "content-type": "application/json" });
          res.write('{"choices": [');
          return;
        case "fail":
          return json(500, '{"error": {"message": "model overloaded"}}');
        case "malformed":
          return json(200, '{"choices": [ {"message": ');
        case "empty":
          return json(200, JSON.stringify({ choices: [{ message: { role: "assistant", content: "" } }] }));
        default:
          return json(404, '{"error": "not found"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

/** The user message of the first recorded request. */
function userMessage(): string {
  const messages = (requests[0]?.body.messages ?? []) as { content: string }[];
  return messages[1]?.content ?? "";
}

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug: () => {}, info: () => {}, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) };
}

function aiConfig(behaviour: string, overrides: Partial<NonNullable<Config["ai"]>> = {}): NonNullable<Config["ai"]> {
  return {
    baseUrl: `${origin}/${behaviour}/v1/`,
    apiKey: "sk-test-123",
    model: "coach-model-7b",
    timeoutMs: 300,
    ...overrides,
  };
}

const CODE = `class Solution:
    def twoSum(self, nums, target):
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]`;

const INPUT: FeedbackInput = {
  challenge: twoSum,
  language: "python",
  code: CODE,
  verdict: "Wrong Answer",
  testResults: [
    {
      index: 0,
      passed: true,
      input: { nums: [2, 7], target: 9 },
      expected: [0, 1],
      actual: [0, 1],
      time: 1,
      verdict: "Accepted",
    },
    {
      index: 1,
      passed: false,
      input: { nums: [3, 3], target: 6 },
      expected: [0, 1],
      actual: null,
      time: 1,
      verdict: "Wrong Answer",
    },
  ],
  passedCount: 1,
  totalCount: 2,
  executionTime: 37,
};

describe("OpenAI-compatible provider", () => {
  it("returns the model's answer as AI feedback, sending the model, the bearer key, the code and the results", async () => {
    const logger = recordingLogger();
    const answer = await createAiProvider(aiConfig("ok"), logger).feedback(INPUT);
    expect(answer).toEqual({ text: "Your inner loop re-scans `nums`; a hash map fixes that.", source: "ai" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe("/ok/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test-123");
    expect(request?.body).toMatchObject({ model: "coach-model-7b", temperature: 0.2, max_tokens: 400 });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    const user = messages[1]?.content ?? "";
    expect(user).toContain(CODE);
    expect(user).toContain("Challenge: Two Sum (Easy, topic: Arrays & Hash Tables)");
    expect(user).toContain("Verdict: Wrong Answer. Passed 1 of 2 tests in 37 ms.");
    expect(user).toContain("Test 2 (Wrong Answer): input nums = [3,3], target = 6; expected [0,1]; got null");
    expect(logger.warnings).toEqual([]);
  });

  it("writes hints through the endpoint too, and sends no Authorization header without a key", async () => {
    const hint = await createAiProvider(aiConfig("ok", { apiKey: undefined }), recordingLogger()).hint({
      challenge: INPUT.challenge,
      language: "python",
      code: CODE,
    });
    expect(hint.source).toBe("ai");
    expect(requests[0]?.headers.authorization).toBeUndefined();
    const user = userMessage();
    expect(user).toContain("Hints the learner has already read:\n1. Checking every pair works but costs O(n^2).");
  });

  it("truncates very long code before sending it", async () => {
    const longCode = `${CODE}\n${"# padding line\n".repeat(2000)}`;
    await createAiProvider(aiConfig("ok"), recordingLogger()).feedback({ ...INPUT, code: longCode });
    const user = userMessage();
    expect(user).toContain("… [truncated");
    expect(user.length).toBeLessThan(12 * 1024);
  });

  const failures: [string, string, RegExp][] = [
    ["answers slower than the timeout", "slow", /no answer within 300 ms/],
    ["stalls in the middle of the body", "stall", /no answer within 300 ms/],
    ["answers 500", "fail", /HTTP 500: .*model overloaded/],
    ["answers malformed JSON", "malformed", /not JSON/],
    ["answers with empty content", "empty", /no choices\[0\]\.message\.content/],
  ];
  for (const [what, behaviour, logged] of failures) {
    it(`falls back to the built-in coach when the endpoint ${what}`, async () => {
      // The logged reason proves which way it fell back (a slow endpoint: the 300 ms timeout fired);
      // no wall-clock bound here, which a loaded machine would break.
      const logger = recordingLogger();
      const answer = await createAiProvider(aiConfig(behaviour), logger).feedback(INPUT);
      expect(answer.source).toBe("automated");
      expect(answer.text).toContain("**Wrong Answer**: 1 of 2 tests passed (37 ms).");
      expect(answer.text).toContain("Test 2 failed: input `nums = [3,3], target = 6`, expected `[0,1]`, got `null`.");
      expect(logger.warnings).toHaveLength(1);
      expect(logger.warnings[0]).toMatch(logged);
      expect(logger.warnings[0]).not.toContain("sk-test-123");
    });
  }

  it("falls back when nothing listens at the address", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const logger = recordingLogger();
    const hint = await createAiProvider({ ...aiConfig("ok"), baseUrl: `http://127.0.0.1:${port}/v1` }, logger).hint({
      challenge: INPUT.challenge,
      language: "python",
      code: "",
    });
    expect(hint.source).toBe("automated");
    expect(hint.text).toContain("How to start");
    expect(logger.warnings[0]).toMatch(/AI hint .* failed, using the built-in coach/);
  });

  it("uses only the built-in coach when no endpoint is configured", async () => {
    const answer = await createAiProvider(undefined, recordingLogger()).feedback(INPUT);
    expect(answer.source).toBe("automated");
    expect(requests).toHaveLength(0);
  });
});
