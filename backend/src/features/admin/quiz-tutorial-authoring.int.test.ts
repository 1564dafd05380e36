import { ADMIN_ENDPOINTS, QUIZ_ENDPOINTS } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { ADMIN } from "./testing/fixtures";

// Quizzes and tutorials as an admin writes them (challenges, with their sandbox validation, are in
// admin.int.test.ts).
let platform: TestPlatform;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  admin = createClient(platform.url);
  expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await platform?.close();
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
