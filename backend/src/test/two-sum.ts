import { CHALLENGE_ENDPOINTS, type TChallengeDetail } from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll } from "vitest";
import { signUp, startTestPlatform } from "./platform";

/** Two Sum solved in Python, as a learner would write it. */
export const PY_CORRECT = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, n in enumerate(nums):
            if target - n in seen:
                return [seen[target - n], i]
            seen[n] = i
        return []
`;

/** A wrong Two Sum that prints while it runs. */
export const PY_WRONG = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        print("debugging", len(nums))
        return [0, 0]
`;

/**
 * The platform for a test file about judging, with Two Sum's detail as a learner reads it, and
 * an opener of sockets carrying a learner's cookie (closed with the platform).
 */
export async function startWithTwoSum(env: Record<string, string> = {}) {
  const platform = await startTestPlatform(env);
  const { client } = await signUp(platform.url);
  const list = await client.call(CHALLENGE_ENDPOINTS.list);
  const id = list.find((c) => c.slug === "two-sum")?.id ?? "";
  const twoSum: TChallengeDetail = await client.call(CHALLENGE_ENDPOINTS.detail, { params: { id } });
  const sockets: Socket[] = [];
  return {
    platform,
    twoSum,
    openSocket(cookie: string): Promise<Socket> {
      const socket = connect(platform.url, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", reject);
      });
    },
    async close() {
      for (const socket of sockets) socket.close();
      await platform.close();
    },
  };
}

/**
 * The test file's platform with Two Sum (startWithTwoSum): started before its tests and closed
 * after them. The returned handle's fields are there once the tests run.
 */
export function twoSumPlatform(env: Record<string, string> = {}) {
  const handle = {} as Awaited<ReturnType<typeof startWithTwoSum>>;
  beforeAll(async () => {
    Object.assign(handle, await startWithTwoSum(env));
  }, 120_000);
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
