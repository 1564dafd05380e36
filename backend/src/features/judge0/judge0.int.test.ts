import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "../../test/platform";
import { SUBMISSION_FIELDS } from "./presenter";

// The Judge0 CE API as its clients use it. Each test names the Judge0 behaviour it mirrors.
let platform: TestPlatform;
let callbacks: http.Server;
let callbackUrl: string;
const received: Array<{ method: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  callbacks = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ method: req.method ?? "", body: JSON.parse(body || "{}") });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => callbacks.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://localhost:${(callbacks.address() as AddressInfo).port}/judge0-callback`;
  platform = await startTestPlatform({
    EXEC_PER_USER: "2",
    JUDGE0_QUEUE_PER_OWNER: "3",
    JUDGE0_CALLBACK_HOSTS: "localhost",
    JUDGE0_CALLBACK_ALLOW_PRIVATE: "true",
  });
}, 120_000);
afterAll(async () => {
  await platform?.close();
  callbacks?.close();
});

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const unb64 = (text: unknown) => (typeof text === "string" ? Buffer.from(text, "base64").toString("utf8") : text);

type Answer = { status: number; body: Record<string, unknown> & unknown[]; headers: Headers };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${platform.url}/api/judge0${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  } as Answer;
}
const post = (path: string, body: unknown) => call("POST", path, body);
const get = (path: string) => call("GET", path);

async function settled(token: string, query = "") {
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await get(`/submissions/${token}${query}`);
    if ((answer.body.status as { id: number }).id > 2) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`submission ${token} did not finish`);
}

describe("languages, statuses and information", () => {
  it("lists the newest Judge0 id of each language, named with the toolchain that really runs it", async () => {
    const list = (await get("/languages")).body as unknown as Array<{ id: number; name: string }>;
    expect(list.map((l) => l.id).sort((a, b) => a - b)).toEqual([51, 91, 100, 102, 103, 105]);
    const python = list.find((l) => l.id === 100);
    expect(python?.name).toMatch(/^Python \(3\.\d+\.\d+\)$/);
    expect(list.find((l) => l.id === 105)?.name).toMatch(/^C\+\+ \((GCC|Clang) \d+\.\d+\.\d+\)$/);
    const all = (await get("/languages/all")).body as unknown as Array<{ id: number; is_archived: boolean }>;
    for (const id of [48, 49, 50, 52, 53, 54, 62, 63, 71, 75, 76, 92, 93, 104]) {
      expect(all.find((l) => l.id === id)).toMatchObject({ is_archived: false });
    }
  });

  it("answers GET /languages/:id with the source file and commands, 404 for an unknown id", async () => {
    const cpp = await get("/languages/105");
    expect(cpp.status).toBe(200);
    expect(cpp.body).toMatchObject({ id: 105, is_archived: false, source_file: "main.cpp" });
    expect(cpp.body.compile_cmd).toMatch(/%s$/);
    const python = await get("/languages/71");
    expect(python.body).toMatchObject({ source_file: "main.py", compile_cmd: null });
    const unknown = await get("/languages/999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/999/);
  });

  it("lists Judge0's fourteen statuses and its information endpoints", async () => {
    const statuses = (await get("/statuses")).body as unknown as Array<{ id: number; description: string }>;
    expect(statuses).toHaveLength(14);
    expect(statuses[0]).toEqual({ id: 1, description: "In Queue" });
    expect(statuses[10]).toEqual({ id: 11, description: "Runtime Error (NZEC)" });
    const about = await get("/about");
    expect(about.body.version).toMatch(/^\d+\.\d+\.\d+$/);
    const config = (await get("/config_info")).body;
    expect(config).toMatchObject({
      max_cpu_time_limit: 5,
      max_wall_time_limit: 10,
      max_memory_limit: 262_144,
      max_number_of_runs: 20,
      max_submission_batch_size: 20,
      enable_batched_submissions: true,
      enable_callbacks: true,
    });
  });
});

describe("CORS", () => {
  it("answers any origin without credentials, with a preflight naming the methods and the asked headers", async () => {
    const preflight = await call("OPTIONS", "/submissions", undefined, {
      Origin: "https://ide.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type,x-auth-token",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/GET/);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type,x-auth-token");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const languages = await fetch(`${platform.url}/api/judge0/languages/105`, {
      headers: { Origin: "https://ide.example" },
    });
    expect(languages.headers.get("access-control-allow-origin")).toBe("*");
    const missing = await get("/submissions/not-a-token");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("keeps CORS off the cookie-authenticated API", async () => {
    const response = await fetch(`${platform.url}/api/challenges`, { headers: { Origin: "https://ide.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("submissions", () => {
  it("runs with stdin and base64 both ways (wait=true)", async () => {
    const answer = await post("/submissions?base64_encoded=true&wait=true", {
      source_code: b64("name = input()\nprint(f'héllo {name}')"),
      language_id: 71,
      stdin: b64("wörld"),
    });
    expect(answer.status).toBe(201);
    expect(unb64(answer.body.stdout)).toBe("héllo wörld\n");
    expect(answer.body).toMatchObject({
      stderr: null,
      compile_output: null,
      status: { id: 3, description: "Accepted" },
    });
    expect(Object.keys(answer.body).sort()).toEqual(
      ["token", "time", "memory", "stdout", "stderr", "compile_output", "message", "status"].sort(),
    );
  });

  it("compares expected_output line by line with trailing whitespace ignored, as Judge0 does", async () => {
    const code = 'print("a  ")\nprint("b")';
    const same = await post("/submissions?wait=true", { source_code: code, language_id: 100, expected_output: "a\nb" });
    expect(same.body.status).toEqual({ id: 3, description: "Accepted" });
    const differs = await post("/submissions?wait=true", {
      source_code: code,
      language_id: 100,
      expected_output: "a\nc",
    });
    expect(differs.body.status).toEqual({ id: 4, description: "Wrong Answer" });
  });

  it("puts stderr into stdout in the order written with redirect_stderr_to_stdout (a Python traceback)", async () => {
    const code = 'import sys\nprint("before", flush=True)\nraise ValueError("boom")';
    const split = await post("/submissions?wait=true", { source_code: code, language_id: 71 });
    expect(split.body.stdout).toBe("before\n");
    expect(String(split.body.stderr)).toMatch(/ValueError: boom/);
    const merged = await post("/submissions?wait=true", {
      source_code: code,
      language_id: 71,
      redirect_stderr_to_stdout: true,
    });
    expect(merged.body.stderr).toBeNull();
    expect(String(merged.body.stdout)).toMatch(/^before\nTraceback[\s\S]*ValueError: boom\n$/);
    expect(merged.body.status).toEqual({ id: 11, description: "Runtime Error (NZEC)" });
  });

  it("passes command_line_arguments as argv, quotes kept and no shell", async () => {
    const python = await post("/submissions?wait=true", {
      source_code: "import sys\nprint(sys.argv[1:])",
      language_id: 71,
      command_line_arguments: `one "two words" 'three' $HOME;ls`,
    });
    expect(python.body.stdout).toBe("['one', 'two words', 'three', '$HOME;ls']\n");
    const c = await post("/submissions?wait=true", {
      source_code: '#include <stdio.h>\nint main(int argc, char **argv) { printf("%d %s\\n", argc, argv[argc - 1]); }',
      language_id: 50,
      command_line_arguments: "x y last",
    });
    expect(c.body.stdout).toBe("4 last\n");
  });

  it("honours compiler_options for compiled languages only, from a safe set of characters", async () => {
    const c = await post("/submissions?wait=true", {
      source_code: '#include <stdio.h>\nint main(void) { printf("%d\\n", ANSWER); }',
      language_id: 103,
      compiler_options: "-DANSWER=42 -Wall",
    });
    expect(c.body).toMatchObject({ stdout: "42\n", status: { id: 3 } });
    const python = await post("/submissions?wait=true", {
      source_code: "print(1)",
      language_id: 71,
      compiler_options: "-O",
    });
    expect(python.status).toBe(422);
    expect(python.body).toEqual({
      compiler_options: ["setting compiler options is only allowed for compiled languages"],
    });
    const shell = await post("/submissions?wait=true", {
      source_code: "int main(){}",
      language_id: 50,
      compiler_options: "-O2; rm -rf /",
    });
    expect(shell.status).toBe(422);
    expect((shell.body.compiler_options as string[])[0]).toMatch(/refused: -O2; rm/);
  });

  it("runs number_of_runs times and reports averaged time and memory", async () => {
    const answer = await post("/submissions?wait=true&fields=number_of_runs,time,memory,status,stdout", {
      source_code: "print(sum(range(1000)))",
      language_id: 71,
      number_of_runs: 3,
    });
    expect(answer.body).toMatchObject({ number_of_runs: 3, stdout: "499500\n", status: { id: 3 } });
    expect(answer.body.time).toMatch(/^\d+\.\d{3}$/);
    expect(answer.body.memory).toBeGreaterThan(0);
  });

  it("selects attributes with fields: a list, * for all, 400 for an unknown name", async () => {
    const created = await post("/submissions?wait=true&fields=stdout,status_id,language", {
      source_code: "print(7)",
      language_id: 71,
    });
    expect(created.body).toEqual({
      stdout: "7\n",
      status_id: 3,
      language: { id: 71, name: expect.stringMatching(/^Python/) },
    });
    const token = (await post("/submissions", { source_code: "print(8)", language_id: 71 })).body.token as string;
    await settled(token);
    const all = await get(`/submissions/${token}?fields=*`);
    expect(Object.keys(all.body).sort()).toEqual([...SUBMISSION_FIELDS].sort());
    expect(all.body).toMatchObject({ source_code: "print(8)", language_id: 71, stdout: "8\n", number_of_runs: 1 });
    const bad = await get(`/submissions/${token}?fields=stdout,bogus`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "invalid fields: [bogus]" });
  });

  it("keeps a program's exact bytes under base64 and refuses them without it", async () => {
    const token = (
      await post("/submissions", {
        source_code: 'import sys\nsys.stdout.buffer.write(b"\\xfe\\xff")',
        language_id: 71,
      })
    ).body.token as string;
    const answer = await settled(token, "?base64_encoded=true");
    expect(Buffer.from(answer.body.stdout as string, "base64")).toEqual(Buffer.from([0xfe, 0xff]));
    const plain = await get(`/submissions/${token}`);
    expect(plain.status).toBe(400);
    expect(plain.body.error).toMatch(/cannot be converted to UTF-8, use base64_encoded=true/);
  });

  it("gives the program a base64 stdin's exact bytes, and compares a base64 expected_output as bytes", async () => {
    const hex = await post("/submissions?base64_encoded=true&wait=true", {
      source_code: b64("import sys; print(sys.stdin.buffer.read().hex())"),
      language_id: 71,
      stdin: "/w==",
    });
    expect(unb64(hex.body.stdout)).toBe("ff\n");

    const echo = b64("import sys; sys.stdout.buffer.write(sys.stdin.buffer.read())");
    const same = await post("/submissions?base64_encoded=true&wait=true", {
      source_code: echo,
      language_id: 71,
      stdin: "/w==",
      expected_output: "/w==",
    });
    expect(same.body.status).toEqual({ id: 3, description: "Accepted" });
    expect(same.body.stdout).toBe("/w==");
    const other = await post("/submissions?base64_encoded=true&wait=true", {
      source_code: echo,
      language_id: 71,
      stdin: "/w==",
      expected_output: "/g==",
    });
    expect(other.body.status).toEqual({ id: 4, description: "Wrong Answer" });

    // The stored input keeps its bytes too: base64 answers them, plain text refuses as for an output.
    const token = other.body.token as string;
    const read = await get(`/submissions/${token}?base64_encoded=true&fields=stdin,expected_output`);
    expect(read.body).toEqual({ stdin: "/w==", expected_output: "/g==" });
    expect((await get(`/submissions/${token}?fields=stdin`)).status).toBe(400);
  });
});

describe("validation", () => {
  it("answers 422 with Judge0's field-wise errors", async () => {
    const blank = await post("/submissions", {});
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ source_code: ["can't be blank"], language_id: ["can't be blank"] });
    const unknown = await post("/submissions", { source_code: "x", language_id: 999 });
    expect(unknown.body).toEqual({ language_id: ["language with id 999 doesn't exist"] });
  });

  it("holds every limit to Judge0's range, bounded by this server's own", async () => {
    const answer = await post("/submissions", {
      source_code: "print(1)",
      language_id: 71,
      memory_limit: 0.9,
      cpu_time_limit: 16,
      wall_time_limit: 0.2,
      number_of_runs: 0,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      memory_limit: ["must be an integer", "must be greater than or equal to 2048"],
      cpu_time_limit: ["must be less than or equal to 5"],
      wall_time_limit: ["must be greater than or equal to 1"],
      number_of_runs: ["must be greater than or equal to 1"],
    });
    const small = await post("/submissions?wait=true", {
      source_code: "x = bytearray(64 * 1024 * 1024)\nprint(len(x))",
      language_id: 71,
      memory_limit: 32_000,
    });
    expect(small.status).toBe(201);
    expect((small.body.status as { id: number }).id).not.toBe(3);
  });

  it("refuses options it cannot honour instead of ignoring them", async () => {
    const answer = await post("/submissions", {
      source_code: "print(1)",
      language_id: 71,
      enable_network: true,
      additional_files: "UEsDBA==",
    });
    expect(answer.body).toEqual({
      enable_network: ["enabling network is not allowed"],
      additional_files: ["setting additional files is not allowed"],
    });
  });
});

describe("batches", () => {
  it("creates a batch with a token or the errors of each entry, and reads it back in order", async () => {
    const created = await post("/submissions/batch?base64_encoded=true", {
      submissions: [
        { source_code: b64("print('one')"), language_id: 71 },
        { source_code: b64("console.log('two')"), language_id: 102 },
        { source_code: b64("x"), language_id: 999 },
      ],
    });
    expect(created.status).toBe(201);
    const answers = created.body as unknown as Array<Record<string, unknown>>;
    expect(answers[2]).toEqual({ language_id: ["language with id 999 doesn't exist"] });
    const tokens = answers.slice(0, 2).map((a) => a.token as string);
    await Promise.all(tokens.map((t) => settled(t)));
    const read = await get(`/submissions/batch?tokens=${tokens.join(",")},unknown-token&base64_encoded=true`);
    const submissions = read.body.submissions as Array<Record<string, unknown> | null>;
    expect(submissions.map((s) => s && unb64(s.stdout))).toEqual(["one\n", "two\n", null]);
  });

  it("refuses an empty batch, one over 20, and a batch of only invalid entries", async () => {
    expect((await post("/submissions/batch", { submissions: [] })).status).toBe(400);
    const big = await post("/submissions/batch", {
      submissions: Array.from({ length: 21 }, () => ({ source_code: "print(1)", language_id: 71 })),
    });
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/less than or equal to 20/);
    const invalid = await post("/submissions/batch", { submissions: [{ language_id: 71 }] });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual([{ source_code: ["can't be blank"] }]);
    expect((await get("/submissions/batch")).status).toBe(400);
  });
});

describe("queueing", () => {
  it("queues submissions past the in-flight limit (In Queue), and answers 429 only past the queue's bound", async () => {
    const sleeper = { source_code: "import time\ntime.sleep(0.6)\nprint('done')", language_id: 71 };
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await post("/submissions", sleeper);
      expect(answer.status).toBe(201);
      tokens.push(answer.body.token as string);
    }
    const waiting = await get(`/submissions/${tokens[4]}?fields=status`);
    expect(waiting.body.status).toEqual({ id: 1, description: "In Queue" });
    const refused = await post("/submissions", sleeper);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/at most 3/);
    for (const token of tokens) {
      const done = await settled(token);
      expect(done.body).toMatchObject({ stdout: "done\n", status: { id: 3 } });
    }
  });
});

describe("callback_url", () => {
  it("PUTs the result to a listed host, base64-encoded as Judge0 does", async () => {
    const created = await post("/submissions", {
      source_code: "print('called back')",
      language_id: 71,
      callback_url: callbackUrl,
    });
    expect(created.status).toBe(201);
    await settled(created.body.token as string);
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe("PUT");
    expect(received[0]?.body).toMatchObject({ token: created.body.token, status: { id: 3 } });
    expect(unb64(received[0]?.body.stdout)).toBe("called back\n");
  });

  it("refuses a host that is not listed, and any scheme but http and https", async () => {
    const other = await post("/submissions", {
      source_code: "print(1)",
      language_id: 71,
      callback_url: "http://169.254.169.254/latest/meta-data",
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ callback_url: ["host 169.254.169.254 is not allowed (JUDGE0_CALLBACK_HOSTS)"] });
    const file = await post("/submissions", { source_code: "print(1)", language_id: 71, callback_url: "file:///etc" });
    expect(file.body).toEqual({ callback_url: ["must be an http or https URL"] });
  });
});
