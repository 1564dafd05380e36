import type { TAdminChallengeInput } from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";

/** The admin account the admin feature's tests start their platform with. */
export const ADMIN = { username: "chief", password: "chiefpass1" };

/** Opens a socket with a session cookie (empty: a visitor), remembered in `sockets` to close after the file. */
export function openSocketTo(url: string, cookie: string, sockets: Socket[]): Promise<Socket> {
  const socket = connect(url, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

export const PY_SOLUTION =
  "class Solution:\n    def maxOfTwo(self, a: int, b: int) -> int:\n        return max(a, b)\n";
export const JAVA_SOLUTION =
  "class Solution {\n    public int maxOfTwo(int a, int b) {\n        return Math.max(a, b);\n    }\n}\n";
export const test = (a: number, b: number, expected: number, sample = false) =>
  JSON.stringify({ input: { a, b }, expected, sample });

/** A small challenge in the form's shape: Python and Java, three tests (one of them a sample). */
export function maxOfTwo(overrides: Partial<TAdminChallengeInput> = {}): TAdminChallengeInput {
  return {
    title: `Larger of Two ${Math.random().toString(36).slice(2, 7)}`,
    description: "Return the larger of `a` and `b`.",
    difficulty: "Easy",
    topic: "Arrays & Hash Tables",
    supportedLanguages: ["Python", "Java"],
    signature: {
      name: "maxOfTwo",
      params: [
        { name: "a", type: "int" },
        { name: "b", type: "int" },
      ],
      returns: "int",
    },
    compareMode: "exact",
    starterCode: JSON.stringify({
      Python: "class Solution:\n    def maxOfTwo(self, a: int, b: int) -> int:\n        pass",
      Java: "class Solution {\n    public int maxOfTwo(int a, int b) {\n        return 0;\n    }\n}",
    }),
    solution: JSON.stringify({ Python: PY_SOLUTION, Java: JAVA_SOLUTION }),
    testCases: [test(1, 2, 2, true), "  ", test(7, -3, 7), test(-5, -5, -5)],
    hints: ["Compare them.", ""],
    ...overrides,
  };
}
