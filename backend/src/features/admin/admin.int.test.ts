import {
  ADMIN_ENDPOINTS,
  CHALLENGE_ENDPOINTS,
  PROGRESS_ENDPOINTS,
  QUIZ_ENDPOINTS,
  type TAdminChallengeInput,
  type TAdminValidationProgressEvent,
  type TChallengeValidation,
  type TContentChangedEvent,
} from "@cp/contracts";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { loadCatalog, seedCatalog } from "../challenges";

let platform: TestPlatform;
let admin: ReturnType<typeof createClient>;
const sockets: Socket[] = [];
const ADMIN = { username: "chief", password: "chiefpass1" };

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  admin = createClient(platform.url);
  expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform?.close();
});

function openSocket(cookie: string): Promise<Socket> {
  const socket = connect(platform.url, { transports: ["websocket"], extraHeaders: { cookie }, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const PY_SOLUTION = "class Solution:\n    def maxOfTwo(self, a: int, b: int) -> int:\n        return max(a, b)\n";
const JAVA_SOLUTION =
  "class Solution {\n    public int maxOfTwo(int a, int b) {\n        return Math.max(a, b);\n    }\n}\n";
const test = (a: number, b: number, expected: number, sample = false) =>
  JSON.stringify({ input: { a, b }, expected, sample });

/** A small challenge in the form's shape: Python and Java, three tests (one of them a sample). */
function maxOfTwo(overrides: Partial<TAdminChallengeInput> = {}): TAdminChallengeInput {
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

async function auditCount() {
  return (await admin.call(ADMIN_ENDPOINTS.audit, { query: { limit: "200" } })).length;
}

describe("admin routes", () => {
  it("answer 401 without a session and 403 for a student, on every admin route, and change nothing", async () => {
    const { client: student } = await signUp(platform.url);
    const visitor = createClient(platform.url);
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: [string, string][] = [
      ["POST", ADMIN_ENDPOINTS.validateChallenge.path],
      ["POST", ADMIN_ENDPOINTS.starterCode.path],
      ["GET", ADMIN_ENDPOINTS.audit.path],
    ];
    for (const kind of ["challenges", "quizzes", "tutorials"] as const) {
      for (const endpoint of Object.values(ADMIN_ENDPOINTS[kind])) {
        calls.push([endpoint.method, endpoint.path.replace(":id", id)]);
      }
    }
    const before = await auditCount();
    for (const [method, path] of calls) {
      const body = method === "POST" || method === "PUT" ? maxOfTwo() : undefined;
      const send = (client: ReturnType<typeof createClient>) =>
        method === "GET"
          ? client.get(path)
          : method === "DELETE"
            ? client.delete(path)
            : method === "PUT"
              ? client.put(path, body)
              : client.post(path, body);
      expect((await send(visitor)).status, `${method} ${path} logged out`).toBe(401);
      const refused = await send(student);
      expect(refused.status, `${method} ${path} as a student`).toBe(403);
      expect(refused.body.message).toBe("Admins only");
    }
    expect(await auditCount()).toBe(before);
  });
});

describe("challenge authoring", () => {
  it("refuses bad input with a 400 naming the field, and saves nothing", async () => {
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;
    const audit = await auditCount();
    const cases: [Partial<TAdminChallengeInput>, RegExp][] = [
      [{ title: "  " }, /^title is required/],
      [{ description: "" }, /^description is required/],
      [{ topic: "Cooking" as never }, /^topic/],
      [{ starterCode: "" }, /^starterCode is required/],
      [{ starterCode: "{}" }, /^Starter code is required$/],
      [{ testCases: ["", "   "] }, /^Please add at least one test case$/],
      [{ testCases: ["{not json"] }, /^Test case 1 is not valid JSON/],
      [{ testCases: [JSON.stringify({ input: { a: 1 }, expected: 1 })] }, /^Test case 1: missing parameter "b"/],
      [{ testCases: [JSON.stringify({ input: { a: "x", b: 1 }, expected: 1 })] }, /^Test case 1: a: /],
      [{ testCases: [JSON.stringify({ input: { a: 1, b: 2 } })] }, /^Test case 1: the expected value is missing$/],
      [
        { testCases: [test(1, 2, 2), "", JSON.stringify({ input: { a: 1, b: 2, x: 3 }, expected: 2 })] },
        /^Test case 3: unknown parameter "x" \(the parameters are a, b\)$/,
      ],
      [{ supportedLanguages: [] }, /supportedLanguages/],
      [{ supportedLanguages: ["Ruby"] }, /^The judge does not run Ruby$/],
      [{ solution: "{}" }, /^Write a reference solution in at least one of the challenge's languages$/],
      [
        { solution: JSON.stringify({ "C#": "x" }) },
        /^Reference solution in C#: C# is not one of the challenge's languages$/,
      ],
      [{ signature: { name: "Bad Name", params: [], returns: "int" } as never }, /^signature/],
    ];
    const fields = [
      "title",
      "description",
      "topic",
      "starterCode",
      "starterCode",
      "testCases",
      "testCases.0",
      "testCases.0",
      "testCases.0",
      "testCases.0",
      "testCases.2",
      "supportedLanguages",
      "supportedLanguages",
      "solution",
      "solution.C#",
      "signature",
    ];
    for (const [index, [override, message]] of cases.entries()) {
      const response = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, maxOfTwo(override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.message, JSON.stringify(override)).toMatch(message);
      // The form marks this field; a refusal of the request's shape names it at the message's start.
      const field =
        (response.body.field as string | undefined) ?? /^[a-zA-Z]+/.exec(String(response.body.message))?.[0];
      expect(field, JSON.stringify(override)).toBe(fields[index]);
    }
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);
    expect(await auditCount()).toBe(audit);
  });

  it("refuses (422) a challenge whose reference solution fails a test, with the input, expected and actual values", async () => {
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;
    const wrong = maxOfTwo({ testCases: [test(1, 2, 2, true), test(7, -3, 4)] });
    const response = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, wrong);
    expect(response.status).toBe(422);
    const validation = response.body.validation as TChallengeValidation;
    expect(validation.ok).toBe(false);
    const python = validation.runs.find((r) => r.language === "Python" && r.kind === "solution");
    const java = validation.runs.find((r) => r.language === "Java" && r.kind === "solution");
    for (const run of [python, java]) {
      expect(run).toMatchObject({ ok: false, verdict: "Wrong Answer", passedCount: 1, total: 2 });
      expect(run?.failures).toEqual([
        { index: 1, input: { a: 7, b: -3 }, expected: 4, actual: 7, verdict: "Wrong Answer" },
      ]);
    }
    expect(response.body.message).toBe(
      "The Python reference solution fails test case 2: expected 4, got 7. " +
        "The Java reference solution fails test case 2: expected 4, got 7.",
    );
    expect(response.body.field).toBe("solution.Python");
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);
  }, 60_000);

  it("refuses a second challenge with a taken title (409 on the title field, letter case aside), new or renamed", async () => {
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;
    const duplicate = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, maxOfTwo({ title: " two SUM " }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: "A challenge titled 'Two Sum' already exists", field: "title" });
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);

    const mine = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: maxOfTwo() });
    const renamed = await admin.put(
      `${ADMIN_ENDPOINTS.challenges.create.path}/${mine.id}`,
      maxOfTwo({ title: "TWO SUM" }),
    );
    expect(renamed.status).toBe(409);
    // Its own title, in another case, is no conflict.
    const recased = await admin.put(
      `${ADMIN_ENDPOINTS.challenges.create.path}/${mine.id}`,
      maxOfTwo({ title: mine.title.toUpperCase() }),
    );
    expect(recased.status).toBe(200);
  }, 60_000);

  it("keeps the languages in the order the admin gave, so learners open the challenge in the first one", async () => {
    const created = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: maxOfTwo() });
    expect(created.supportedLanguages).toEqual(["Python", "Java"]);
    const listed = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).find((c) => c.id === created.id);
    expect(listed?.supportedLanguages).toEqual(["Python", "Java"]);
    const { client: learner } = await signUp(platform.url);
    const detail = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.slug ?? "" } });
    expect(detail.supportedLanguages).toEqual(["Python", "Java"]);
  }, 60_000);

  it("refuses a starter that does not declare the method or does not compile", async () => {
    const renamed = maxOfTwo({
      starterCode: JSON.stringify({ Python: "class Solution:\n    def other(self):\n        " }),
    });
    const refused = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, renamed);
    expect(refused.status).toBe(422);
    const starter = (refused.body.validation as TChallengeValidation).runs.find((r) => r.kind === "starter" && !r.ok);
    expect(starter).toMatchObject({
      language: "Python",
      compileOutput: expect.stringMatching(/does not declare maxOfTwo/),
    });

    const broken = maxOfTwo({
      starterCode: JSON.stringify({
        Java: "class Solution {\n    public int maxOfTwo(int a, int b) {\n        return a +;\n    }\n}",
      }),
    });
    const javaRefused = await admin.post(ADMIN_ENDPOINTS.challenges.create.path, broken);
    expect(javaRefused.status).toBe(422);
    expect((javaRefused.body.validation as TChallengeValidation).runs).toContainEqual(
      expect.objectContaining({ language: "Java", kind: "starter", ok: false, verdict: "Compilation Error" }),
    );
  }, 60_000);

  it("checks each starter as a learner's Run compiles it: a generated starter compiles for both, LeetCode's empty Java body fails both alike", async () => {
    const languages = ["Java", "Python", "C#", "JavaScript", "C++", "C"];
    const signature = { name: "sumAll", params: [{ name: "nums", type: "int[]" as const }], returns: "int" as const };
    const { starterCode } = await admin.call(ADMIN_ENDPOINTS.starterCode, { body: { signature, languages } });
    const input = maxOfTwo({
      supportedLanguages: languages,
      signature,
      starterCode,
      solution: JSON.stringify({
        Python: "class Solution:\n    def sumAll(self, nums: List[int]) -> int:\n        return sum(nums)\n",
      }),
      testCases: [JSON.stringify({ input: { nums: [1, 2] }, expected: 3, sample: true })],
    });
    const report = await admin.call(ADMIN_ENDPOINTS.validateChallenge, {
      body: { ...input, validationId: "v-starter" },
    });
    const starterRuns = report.runs.filter((r) => r.kind === "starter");
    expect(starterRuns.map((r) => [r.language, r.ok, r.compileOutput])).toEqual(
      languages.map((language) => [language, true, undefined]),
    );

    const created = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: input });
    const { client: learner } = await signUp(platform.url);
    const detail = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.id } });
    const served = JSON.parse(detail.starterCode) as Record<string, string>;
    for (const language of languages) {
      const run = await learner.call(CHALLENGE_ENDPOINTS.run, {
        params: { id: created.id },
        body: { language, code: served[language] ?? "" },
      });
      expect(run.verdict, `${language}: ${run.compileOutput ?? ""}`).not.toBe("Compilation Error");
    }

    // LeetCode's own Java starter (an empty body) does not compile: validation says so with the
    // compiler's words, and a learner running it gets the same.
    const leetCodeJava = "class Solution {\n    public int sumAll(int[] nums) {\n        \n    }\n}";
    const refused = await admin.call(ADMIN_ENDPOINTS.validateChallenge, {
      body: { ...input, starterCode: JSON.stringify({ Java: leetCodeJava }), validationId: "v-empty" },
    });
    const javaStarter = refused.runs.find((r) => r.kind === "starter" && r.language === "Java");
    expect(javaStarter).toMatchObject({
      ok: false,
      verdict: "Compilation Error",
      compileOutput: expect.stringMatching(/missing return statement/),
    });
    const learnerRun = await learner.call(CHALLENGE_ENDPOINTS.run, {
      params: { id: created.id },
      body: { language: "Java", code: leetCodeJava },
    });
    expect(learnerRun).toMatchObject({
      verdict: "Compilation Error",
      compileOutput: expect.stringMatching(/missing return statement/),
    });
  }, 180_000);

  it("validates without saving and streams each test's verdict to the admin's socket only", async () => {
    const { client: student } = await signUp(platform.url);
    const adminSocket = await openSocket(admin.cookie);
    const studentSocket = await openSocket(student.cookie);
    const seen: TAdminValidationProgressEvent[] = [];
    let leaked = 0;
    adminSocket.on("admin.validationProgress", (event: TAdminValidationProgressEvent) => seen.push(event));
    studentSocket.on("admin.validationProgress", () => leaked++);
    const before = (await admin.call(ADMIN_ENDPOINTS.challenges.list)).length;

    const report = await admin.call(ADMIN_ENDPOINTS.validateChallenge, {
      body: { ...maxOfTwo({ testCases: [test(1, 2, 2, true), test(3, 9, 3)] }), validationId: "v-1" },
    });
    expect(report.ok).toBe(false);
    expect(report.validationId).toBe("v-1");
    await expect.poll(() => seen.filter((e) => e.kind === "solution").length).toBe(4);
    expect(seen.every((e) => e.validationId === "v-1")).toBe(true);
    expect(seen).toContainEqual(
      expect.objectContaining({
        language: "Python",
        kind: "solution",
        index: 1,
        passed: false,
        verdict: "Wrong Answer",
      }),
    );
    expect(leaked).toBe(0);
    expect((await admin.call(ADMIN_ENDPOINTS.challenges.list)).length).toBe(before);
  }, 60_000);

  it("generates starter code from a signature in LeetCode's shape", async () => {
    const { starterCode } = await admin.call(ADMIN_ENDPOINTS.starterCode, {
      body: { signature: maxOfTwo().signature, languages: ["Python", "C#"] },
    });
    const starters = JSON.parse(starterCode) as Record<string, string>;
    expect(Object.keys(starters).sort()).toEqual(["C#", "Python"]);
    expect(starters.Python).toContain("def maxOfTwo(self, a: int, b: int) -> int:");
    expect(starters["C#"]).toContain("public int MaxOfTwo(int a, int b)");
  });

  it("goes live at once: learners list it, solve it in two languages, see edits, get a 404 after a delete and keep their submissions, out of their lists until Undo restores it", async () => {
    const { client: learner, user } = await signUp(platform.url);
    const watcher = await openSocket("");
    watcher.emit("subscribe", { room: "content" });
    const changes: TContentChangedEvent[] = [];
    watcher.on("content.changed", (event: TContentChangedEvent) => changes.push(event));

    const input = maxOfTwo();
    const created = await admin.call(ADMIN_ENDPOINTS.challenges.create, { body: input });
    expect(created.testCases).toHaveLength(3);
    expect(created.hints).toEqual(["Compare them."]);
    expect(await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: created.id } })).toEqual(created);
    await expect.poll(() => changes).toContainEqual({ entity: "challenge", id: created.id, action: "create" });

    const listed = await learner.call(CHALLENGE_ENDPOINTS.list);
    expect(listed.map((c) => c.id)).toContain(created.id);
    const detail = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.slug ?? "" } });
    expect(detail.sampleTests).toEqual([{ input: { a: 1, b: 2 }, expected: 2 }]);
    expect(detail.hiddenTestCount).toBe(2);
    expect(JSON.stringify(detail)).not.toContain("Math.max");
    expect(JSON.parse(detail.starterCode)).toEqual(JSON.parse(input.starterCode));

    for (const [language, code] of [
      ["Python", PY_SOLUTION],
      ["Java", JAVA_SOLUTION],
    ]) {
      const result = await learner.call(CHALLENGE_ENDPOINTS.submit, {
        params: { id: created.id },
        body: { language, code },
      });
      expect(result, language).toMatchObject({ passed: true, verdict: "Accepted", passedCount: 3, totalCount: 3 });
    }

    const edited = await admin.call(ADMIN_ENDPOINTS.challenges.update, {
      params: { id: created.id },
      body: { ...input, title: `${input.title} (edited)` },
    });
    expect(edited.title).toBe(`${input.title} (edited)`);
    const seenTitle = await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.id } });
    expect(seenTitle.title).toBe(edited.title);

    expect(await admin.call(ADMIN_ENDPOINTS.challenges.remove, { params: { id: created.id } })).toEqual({
      id: created.id,
      deleted: true,
    });
    expect((await learner.get(CHALLENGE_ENDPOINTS.detail.path.replace(":id", created.id))).status).toBe(404);
    expect((await learner.call(CHALLENGE_ENDPOINTS.list)).map((c) => c.id)).not.toContain(created.id);
    expect((await admin.get(ADMIN_ENDPOINTS.challenges.get.path.replace(":id", created.id))).status).toBe(404);
    // The learner's submissions are kept, out of their lists while the challenge is deleted.
    const submissionsListed = async () =>
      (await learner.call(PROGRESS_ENDPOINTS.submissions, { params: { userId: user.id } })).filter(
        (s) => s.challengeId === created.id,
      );
    expect(await submissionsListed()).toHaveLength(0);
    await expect.poll(() => changes).toContainEqual({ entity: "challenge", id: created.id, action: "delete" });

    const restored = await admin.call(ADMIN_ENDPOINTS.challenges.restore, { params: { id: created.id } });
    expect(restored).toMatchObject({ id: created.id, title: edited.title });
    expect((await learner.call(CHALLENGE_ENDPOINTS.detail, { params: { id: created.id } })).completed).toBe(true);
    expect(await submissionsListed()).toHaveLength(2);

    const trail = await admin.call(ADMIN_ENDPOINTS.audit, { query: { entityId: created.id } });
    expect(trail.map((e) => e.action)).toEqual(["restore", "delete", "update", "create"]);
    expect(trail.every((e) => e.actor.username === ADMIN.username && e.entity === "challenge")).toBe(true);
    expect(trail[2]?.before).toMatchObject({ title: input.title });
    expect(trail[2]?.after).toMatchObject({ title: edited.title });
    expect(trail[3]?.before).toBeNull();
    expect(trail[1]?.after).toBeNull();
    // Readers of the content room learn that something changed, never what it holds.
    expect(JSON.stringify(changes)).not.toContain("Math.max");
  }, 120_000);

  it("keeps an admin's edit of a catalog challenge when the catalog is seeded again", async () => {
    const list = await admin.call(ADMIN_ENDPOINTS.challenges.list);
    const twoSum = list.find((c) => c.title === "Two Sum");
    if (!twoSum) throw new Error("Two Sum is not in the catalog");
    const editable = await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: twoSum.id } });
    const extra = "\n\nA note from the teacher: try a hash map.";
    await admin.call(ADMIN_ENDPOINTS.challenges.update, {
      params: { id: twoSum.id },
      body: { ...editable, description: editable.description + extra },
    });
    await seedCatalog(platform.database.db, await loadCatalog());
    const after = await admin.call(ADMIN_ENDPOINTS.challenges.get, { params: { id: twoSum.id } });
    expect(after.description.endsWith(extra)).toBe(true);
  }, 120_000);
});

const question = (text: string, correctAnswer = 1, options = ["A one", "B two", "C three", "D four"]) =>
  JSON.stringify({ question: text, options, correctAnswer, explanation: "Because." });

describe("quiz authoring", () => {
  const quiz = (overrides = {}) => ({
    title: "Loops check",
    description: "Three quick questions on loops.",
    difficulty: "Easy" as const,
    topic: "Fundamentals" as const,
    passingScore: 70,
    questions: [question("First?"), question("Second?", 2)],
    totalQuestions: 2,
    ...overrides,
  });

  it("applies the form's rules on the server: passing score 0-100, question text, four options, at least one question", async () => {
    const cases: [object, RegExp][] = [
      [{ passingScore: 101 }, /^passingScore must be a number from 0 to 100/],
      [{ passingScore: -1 }, /^passingScore must be a number from 0 to 100/],
      [{ title: "" }, /^title is required/],
      [{ topic: "Gardening" }, /^topic/],
      [{ questions: [] }, /^questions: Please add at least one question$/],
      [{ questions: [question("  ")] }, /^Question 1: Please enter a question$/],
      [{ questions: [question("Q?", 1, ["a", "b", "", "d"])] }, /^Question 1: Please fill all options$/],
      [{ questions: [question("Q?", 1, ["a", "b", "c"])] }, /^Question 1: Please fill all options$/],
      [{ questions: [question("Q?", 4)] }, /^Question 1: correctAnswer must be 0, 1, 2 or 3/],
    ];
    for (const [override, message] of cases) {
      const response = await admin.post(ADMIN_ENDPOINTS.quizzes.create.path, quiz(override));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.message, JSON.stringify(override)).toMatch(message);
    }
  });

  it("publishes a quiz learners take and are graded on with the admin's answers, edits it and deletes it", async () => {
    const { client: learner } = await signUp(platform.url);
    const created = await admin.call(ADMIN_ENDPOINTS.quizzes.create, { body: quiz() });
    expect(created.totalQuestions).toBe(2);
    const seen = await learner.get(`/api/quizzes/${created.slug}`);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain("correctAnswer");
    expect(JSON.stringify(seen.body)).not.toContain("Because.");

    // Each load is an attempt with its own option order: the learner answers by the options' text.
    const take = async (right: string[]) => {
      const served = await learner.call(QUIZ_ENDPOINTS.detail, { params: { id: created.id } });
      const answers = served.questions.map((q, i) => q.options.indexOf(right[i] ?? ""));
      return learner.post(`/api/quizzes/${created.id}/attempts`, { attemptId: served.attemptId, answers });
    };
    const graded = await take(["B two", "C three"]);
    expect(graded.body).toMatchObject({ score: 100, passed: true });

    await admin.call(ADMIN_ENDPOINTS.quizzes.update, {
      params: { id: created.id },
      body: quiz({ questions: [question("First?", 3)] }),
    });
    const regraded = await take(["D four"]);
    expect(regraded.body).toMatchObject({ score: 100, total: 1 });

    await admin.call(ADMIN_ENDPOINTS.quizzes.remove, { params: { id: created.id } });
    expect((await learner.get(`/api/quizzes/${created.id}`)).status).toBe(404);
    const list = (await learner.get("/api/quizzes")).body as { id: string }[];
    expect(list.map((q) => q.id)).not.toContain(created.id);
    const trail = await admin.call(ADMIN_ENDPOINTS.audit, { query: { entity: "quiz", entityId: created.id } });
    expect(trail.map((e) => e.action)).toEqual(["delete", "update", "create"]);
  });
});

describe("tutorial authoring", () => {
  const step = (expectedOutput: string, solution = 'print("Hello, admin")') =>
    JSON.stringify({
      title: "Say hello",
      content: "Print a greeting.",
      explanation: "print writes a line.",
      code: "# print the greeting\n",
      expectedOutput,
      solution,
    });
  const tutorial = (steps: string[]) => ({
    title: "Greetings in Python",
    description: "Your first lines of output.",
    language: "python" as const,
    topic: "Basics",
    difficulty: "Easy" as const,
    category: "Fundamentals",
    estimatedTime: 5,
    steps,
  });

  it("runs each step's reference code before saving: a wrong expected output is refused (422), a right one goes live", async () => {
    const refused = await admin.post(ADMIN_ENDPOINTS.tutorials.create.path, tutorial([step("Hello, world")]));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Step 1 ('Say hello'): expected "Hello, world", but the solution printed "Hello, admin"`,
    );
    expect(refused.body).toMatchObject({
      field: "steps.0.expectedOutput",
      expected: "Hello, world",
      actual: "Hello, admin\n",
    });
    expect((await admin.post(ADMIN_ENDPOINTS.tutorials.create.path, tutorial(["{}"]))).body).toMatchObject({
      message: "Step 1: the title is required",
      field: "steps.0.title",
    });
    expect((await admin.post(ADMIN_ENDPOINTS.tutorials.create.path, { ...tutorial([]), title: "" })).status).toBe(400);

    const created = await admin.call(ADMIN_ENDPOINTS.tutorials.create, { body: tutorial([step("Hello, admin")]) });
    const visitor = createClient(platform.url);
    const list = (await visitor.get("/api/tutorials?language=python")).body as { id: string; title: string }[];
    expect(list.map((t) => t.title)).toContain("Greetings in Python");
    const detail = await visitor.get(`/api/tutorials/${created.slug}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain('print(\\"Hello, admin\\")');

    await admin.call(ADMIN_ENDPOINTS.tutorials.remove, { params: { id: created.id } });
    expect((await visitor.get(`/api/tutorials/${created.slug}`)).status).toBe(404);
  }, 60_000);
});
