import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  ADMIN_ENDPOINTS,
  AUTH_ENDPOINTS,
  CHALLENGE_ENDPOINTS,
  COMPILER_ENDPOINTS,
  FORUM_ENDPOINTS,
  PROGRESS_ENDPOINTS,
  QUIZ_ENDPOINTS,
  type TEndpoint,
} from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { signUp, startTestPlatform, type TestPlatform } from "../test/platform";

/**
 * Every route, fed what no honest client sends: malformed JSON, wrong types, NUL characters and
 * lone surrogates, huge and deeply nested values, odd ids and odd query strings. Bad input must
 * answer 4xx with a message, never 5xx.
 */
let platform: TestPlatform;
let cookie = "";
let adminCookie = "";
let ids: Record<string, string> = {};

/** Routes outside the contracts: the Judge0-compatible API and the health check. */
const RAW_ROUTES: TEndpoint[] = [
  ...["languages", "languages/all", "languages/:token", "statuses", "about", "version", "config_info"].map((name) => ({
    method: "GET" as const,
    path: `/api/judge0/${name}`,
    response: z.unknown(),
  })),
  { method: "POST", path: "/api/judge0/submissions", body: z.object({}), response: z.unknown() },
  { method: "POST", path: "/api/judge0/submissions/batch", body: z.object({}), response: z.unknown() },
  { method: "GET", path: "/api/judge0/submissions/batch", response: z.unknown() },
  { method: "GET", path: "/api/judge0/submissions/:token", response: z.unknown() },
  { method: "DELETE", path: "/api/judge0/submissions/:token", response: z.unknown() },
  { method: "GET", path: "/api/health", response: z.unknown() },
];

/**
 * The admin routes, their item id apart (`:adminId`, an id no item has): fuzzing a delete must
 * not remove the catalog challenge the other routes are fuzzed with.
 */
const ADMIN_ROUTES: TEndpoint[] = [
  ADMIN_ENDPOINTS.validateChallenge,
  ADMIN_ENDPOINTS.starterCode,
  ADMIN_ENDPOINTS.audit,
  ...(["challenges", "quizzes", "tutorials"] as const).flatMap((kind) => Object.values(ADMIN_ENDPOINTS[kind])),
].map((endpoint) => ({ ...endpoint, path: endpoint.path.replace(":id", ":adminId") }));

const ENDPOINTS: TEndpoint[] = [
  ...Object.values(AUTH_ENDPOINTS),
  ...Object.values(CHALLENGE_ENDPOINTS),
  ...Object.values(COMPILER_ENDPOINTS),
  ...Object.values(FORUM_ENDPOINTS),
  ...Object.values(PROGRESS_ENDPOINTS),
  ...Object.values(QUIZ_ENDPOINTS),
  ...ADMIN_ROUTES,
  ...RAW_ROUTES,
].filter((e) => e.path !== AUTH_ENDPOINTS.logout.path); // logging out would end the fuzzing session

/** JSON text nested `levels` deep (built as text: serializing it would overflow the stack). */
const deep = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;

/** Hostile values as JSON text. */
const HOSTILE_VALUES: string[] = [
  ...["a\u0000b", "\ud800", "x\udfffy", "x".repeat(300_000), "0".repeat(40)].map((v) => JSON.stringify(v)),
  '"\\ud800"',
  deep(10_000),
  JSON.stringify(deep(10_000)),
  JSON.stringify(`{"nums":${deep(5_000)},"target":1}`),
  `{"nested":${deep(200)}}`,
  "-1",
  "1e308",
  String(Number.MAX_SAFE_INTEGER),
  "true",
  "null",
  "[]",
  "{}",
  '["a",1,null]',
];

const ODD_IDS = [
  "00000000-0000-0000-0000-000000000000",
  "0".repeat(36),
  "-".repeat(36),
  "%00",
  "a%00b",
  "%ED%A0%80",
  "x".repeat(3000),
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%98%80",
  "1e309",
  "-1",
  "%",
];

const ODD_QUERIES = [
  "language=%00",
  "language=%ED%A0%80",
  "page=-1&limit=1e309",
  "limit=abc&offset=NaN",
  "tag[]=a&tag[]=b",
  "difficulty[x]=1",
  "%=%",
  `q=${"z".repeat(10_000)}`,
  "sort=__proto__&constructor[prototype][polluted]=1",
];

const MALFORMED_BODIES = [
  '{"a":',
  "[1,2",
  "nul\u0000l",
  '{"__proto__":{"polluted":1}}',
  "\ud800",
  '"just a string"',
  "123",
];

function fill(endpoint: TEndpoint, id: string): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => id || ids[name] || "x");
}

function bodyKeys(endpoint: TEndpoint): string[] {
  const schema = endpoint.body as { shape?: Record<string, unknown> } | undefined;
  return schema?.shape ? Object.keys(schema.shape) : ["code", "language", "username", "password"];
}

type Finding = { method: string; url: string; status: number; body: string };

async function send(method: string, url: string, body: string | undefined, who: string): Promise<Finding> {
  const response = await fetch(platform.url + url, {
    method,
    headers: { "content-type": "application/json", "x-requested-with": "fuzz", ...(who ? { cookie: who } : {}) },
    body,
  });
  const text = await response.text();
  return { method, url, status: response.status, body: text.slice(0, 200) };
}

beforeAll(async () => {
  const staticRoot = await mkdtemp(path.join(os.tmpdir(), "cp-static-"));
  await writeFile(path.join(staticRoot, "index.html"), "<!doctype html><title>app</title>");
  platform = await startTestPlatform({ ADMIN_USERNAME: "fuzzadmin", ADMIN_PASSWORD: "fuzzadmin-pass" }, { staticRoot });
  const student = await signUp(platform.url);
  cookie = student.client.cookie;
  const admin = await fetch(`${platform.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "fuzzadmin", password: "fuzzadmin-pass" }),
  });
  adminCookie = admin.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const list = await student.client.call(CHALLENGE_ENDPOINTS.list);
  ids = {
    id: list[0]?.id ?? "",
    userId: student.user.id,
    token: "00000000-0000-0000-0000-000000000000",
    adminId: "4f6e1c1e-0000-4000-8000-000000000000",
  };
}, 180_000);
afterAll(async () => {
  await platform?.close();
});

describe("route fuzzing", () => {
  it("answers hostile bodies on every route with 4xx, never 5xx", async () => {
    const failures: Finding[] = [];
    for (const endpoint of ENDPOINTS) {
      if (endpoint.method === "GET") continue;
      const url = fill(endpoint, "");
      const bodies = [
        ...MALFORMED_BODIES,
        ...HOSTILE_VALUES,
        ...HOSTILE_VALUES.map(
          (value) =>
            `{${bodyKeys(endpoint)
              .map((key) => `"${key}":${value}`)
              .join(",")}}`,
        ),
      ];
      for (const body of bodies) {
        for (const who of [cookie, adminCookie]) {
          const finding = await send(endpoint.method, url, body, who);
          if (finding.status >= 500) failures.push(finding);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("answers odd ids and odd query strings on every route with 4xx, never 5xx", async () => {
    const failures: Finding[] = [];
    for (const endpoint of ENDPOINTS) {
      const body = endpoint.method === "GET" ? undefined : "{}";
      const urls = [
        ...(endpoint.path.includes(":") ? ODD_IDS.map((id) => fill(endpoint, id)) : []),
        ...ODD_QUERIES.map((query) => `${fill(endpoint, "")}?${query}`),
      ];
      for (const url of urls) {
        const finding = await send(endpoint.method, url, body, adminCookie);
        if (finding.status >= 500) failures.push(finding);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("answers the ten inputs that used to fail with 500 with a 4xx that says why", async () => {
    const challenge = `/api/challenges/${ids.id}`;
    const code = "class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n";
    const cases: [string, string, string | undefined, RegExp][] = [
      ["POST", "/api/auth/signup", JSON.stringify({ username: "nul\u0000user", password: "secret123" }), /NUL/],
      ["POST", "/api/auth/login", JSON.stringify({ username: "a\u0000", password: "secret123" }), /NUL/],
      ["POST", `${challenge}/submit`, JSON.stringify({ language: "python", code: `${code}#\u0000` }), /NUL/],
      ["GET", "/api/challenges/a%00b", undefined, /NUL/],
      ["GET", `/api/challenges/${"0".repeat(36)}`, undefined, /not found/],
      ["GET", `/api/challenges/${"-".repeat(36)}`, undefined, /not found/],
      ["GET", "/api/challenges?language=%00", undefined, /NUL/],
      [
        "POST",
        `${challenge}/run`,
        JSON.stringify({ language: "python", code, customInput: `{"nums":${deep(10_000)},"target":1}` }),
        /customInput is nested too deeply/,
      ],
      [
        "POST",
        "/api/judge0/submissions?wait=true",
        JSON.stringify({ language_id: 71, source_code: `#${"x".repeat(700 * 1024)}` }),
        /source_code/,
      ],
    ];
    for (const [method, url, body, message] of cases) {
      const finding = await send(method, url, body, cookie);
      expect(finding.status, `${method} ${url.slice(0, 60)}: ${finding.body}`).toBeGreaterThanOrEqual(400);
      expect(finding.status, `${method} ${url.slice(0, 60)}: ${finding.body}`).toBeLessThan(500);
      expect(finding.body).toMatch(message);
    }
    const big = await send(
      "POST",
      "/api/compiler/run",
      JSON.stringify({ language: "python", code: "#".repeat(700 * 1024) }),
      cookie,
    );
    expect(big.status).toBe(400);
    expect(big.body).toMatch(/at most 512 KB/);
    const percent = await send("GET", "/%", undefined, "");
    expect(percent.status).toBe(400);
  });

  it("answers programs that forge the flow tracer's records with 200 and the program's error, never 5xx", async () => {
    // Each record shape the tracers write, broken one way or another, written by the program itself.
    const forged = [
      "null",
      "42",
      '"text"',
      "[]",
      '["a",0,0,null]',
      '["a",0,0,{"x":{"y":1}}]',
      '["b",0,0,1,2,3]',
      '["v",-1,0,"1"]',
      '["v",1e308,0,"1"]',
      '["o",0,0,1e9,"1"]',
      '["t",0,0,"1","yes"]',
      '["f",0,0,[1]]',
      '["e",null,0]',
      '["end",{},0]',
      '["meta",[{"k":"bin","t":"a","l":1},{"k":null}]]',
      '["meta",[null]]',
      '["o!",1]',
      `${"[".repeat(15_000)}${"]".repeat(15_000)}`,
      `{"__proto__":${"{".repeat(1000)}`,
    ];
    const programs = forged.flatMap((record) => {
      const text = JSON.stringify(`\x1e${record}\n`);
      return [
        { language: "python", code: `import os\nx = 1\nos.write(1, ${text}.encode())\nprint(x)\n` },
        { language: "javascript", code: `const x = 1;\nrequire("fs").writeSync(1, ${text});\nconsole.log(x);\n` },
      ];
    });
    programs.push({ language: "javascript", code: `let a = {};\nlet x = a${".b".repeat(5000)};\n` });
    const failures: Finding[] = [];
    for (const program of programs) {
      const finding = await send("POST", "/api/compiler/flow", JSON.stringify(program), cookie);
      if (finding.status !== 200 || !/"error":"/.test(finding.body)) failures.push(finding);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers odd static paths with 4xx, never 5xx", async () => {
    const failures: Finding[] = [];
    for (const url of ["/%", "/%E0%A4%A", "/assets/%", "/%00", "/..%2F..%2Fetc%2Fpasswd", "/a/%ff", "/api/%", "/api"]) {
      const finding = await send("GET", url, undefined, "");
      if (finding.status >= 500) failures.push(finding);
    }
    expect(failures).toEqual([]);
  });
});
