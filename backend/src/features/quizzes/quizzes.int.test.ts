import { API, PROGRESS_ENDPOINTS, QUIZ_ENDPOINTS, type TQuizListItem } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";
import { type ContentQuiz, loadQuizzes } from "./content";

type Client = ReturnType<typeof createClient>;

let platform: TestPlatform;
let content: ContentQuiz[];
let visitor: Client;
let byslug: Map<string, TQuizListItem>;

beforeAll(async () => {
  platform = await startTestPlatform({}, { catalogDir: await emptyCatalogDir() });
  content = await loadQuizzes();
  visitor = createClient(platform.url);
  const list = await visitor.call(QUIZ_ENDPOINTS.list);
  byslug = new Map(list.map((quiz) => [quiz.slug, quiz]));
});
afterAll(async () => {
  await platform?.close();
});

/** A content quiz and its id on the server. */
function pick(index = 0) {
  const quiz = content[index];
  if (!quiz) throw new Error("no quiz content");
  const listed = byslug.get(quiz.slug);
  if (!listed) throw new Error(`${quiz.slug} is not listed`);
  return { quiz, id: listed.id };
}

const rightAnswers = (quiz: ContentQuiz) => quiz.questions.map((q) => q.correctAnswer);
const wrongAnswers = (quiz: ContentQuiz) => quiz.questions.map((q) => (q.correctAnswer + 1) % 4);
/** Right on the first `right` questions, wrong on the rest. */
const mixedAnswers = (quiz: ContentQuiz, right: number) =>
  quiz.questions.map((q, i) => (i < right ? q.correctAnswer : (q.correctAnswer + 1) % 4));

const attempt = (client: Client, id: string, answers: unknown) => client.post(API.quizzes.attempts(id), { answers });

describe("GET /api/quizzes", () => {
  it("lists every quiz of the content with its card fields, and no best score for a visitor", async () => {
    const list = await visitor.call(QUIZ_ENDPOINTS.list);
    expect(list.map((q) => q.slug).sort()).toEqual(content.map((q) => q.slug).sort());
    for (const quiz of content) {
      expect(byslug.get(quiz.slug)).toMatchObject({
        title: quiz.title,
        description: quiz.description,
        difficulty: quiz.difficulty,
        topic: quiz.topic,
        totalQuestions: quiz.questions.length,
        passingScore: quiz.passingScore,
        bestScore: null,
        passed: false,
        attempts: 0,
      });
    }
  });

  it("filters by difficulty, by topic, and by both", async () => {
    const hard = await visitor.call(QUIZ_ENDPOINTS.list, { query: { difficulty: "Hard" } });
    expect(hard.length).toBe(content.filter((q) => q.difficulty === "Hard").length);
    expect(hard.every((q) => q.difficulty === "Hard")).toBe(true);
    const sql = await visitor.call(QUIZ_ENDPOINTS.list, { query: { topic: "Database Queries" } });
    expect(sql.map((q) => q.slug).sort()).toEqual(
      content
        .filter((q) => q.topic === "Database Queries")
        .map((q) => q.slug)
        .sort(),
    );
    const both = await visitor.call(QUIZ_ENDPOINTS.list, { query: { topic: "Fundamentals", difficulty: "Easy" } });
    expect(both.length).toBe(content.filter((q) => q.topic === "Fundamentals" && q.difficulty === "Easy").length);
    expect(both.length).toBeGreaterThan(0);
  });

  it("answers 400 with a message for an unknown filter value", async () => {
    const answer = await visitor.get(`${API.quizzes.list}?topic=Cooking`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("topic must be one of");
    expect((await visitor.get(`${API.quizzes.list}?difficulty=Expert`)).status).toBe(400);
  });
});

describe("before submission nothing carries an answer", () => {
  it("no list or detail answer holds correctAnswer, an explanation or any explanation's text", async () => {
    const learner = await signUp(platform.url);
    const texts = [(await visitor.get(API.quizzes.list)).text, (await learner.client.get(API.quizzes.list)).text];
    for (const quiz of content) {
      const id = byslug.get(quiz.slug)?.id ?? "";
      texts.push((await visitor.get(API.quizzes.detail(id))).text);
      texts.push((await learner.client.get(API.quizzes.detail(quiz.slug))).text);
    }
    const explanations = content.flatMap((quiz) => quiz.questions.map((q) => q.explanation.slice(0, 60)));
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(100);
      expect(text).not.toContain("correctAnswer");
      expect(text).not.toContain("explanation");
      expect(text).not.toContain("checkOutput");
      for (const explanation of explanations) expect(text).not.toContain(JSON.stringify(explanation).slice(1, -1));
    }
  });

  it("the detail has the questions' text, four options and the highlighted snippet", async () => {
    const index = content.findIndex((quiz) => quiz.questions.some((q) => q.snippet));
    const { quiz, id } = pick(index);
    const detail = await visitor.call(QUIZ_ENDPOINTS.detail, { params: { id } });
    expect(detail.questions).toHaveLength(quiz.questions.length);
    for (const [i, q] of quiz.questions.entries()) {
      const shown = detail.questions[i];
      expect(shown?.question).toBe(q.question);
      expect(shown?.options).toEqual(q.options);
      if (!q.snippet) {
        expect(shown?.snippet).toBeUndefined();
        continue;
      }
      expect(shown?.snippet?.code).toBe(q.snippet.code);
      expect(shown?.snippet?.language).toBe(q.snippet.language);
      expect(shown?.snippet?.html).toMatch(new RegExp(`^<pre><code class="hljs language-${q.snippet.language}">`));
      expect(shown?.snippet?.html).toContain("hljs-");
    }
  });

  it("the detail is found by id or by slug; an unknown quiz is a 404 with a message", async () => {
    const { quiz, id } = pick(1);
    expect((await visitor.call(QUIZ_ENDPOINTS.detail, { params: { id: quiz.slug } })).id).toBe(id);
    for (const missing of ["00000000-0000-4000-8000-000000000000", "no-such-quiz"]) {
      const answer = await visitor.get(API.quizzes.detail(missing));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Quiz not found");
    }
  });
});

describe("POST /api/quizzes/:id/attempts", () => {
  it("grades all right answers as 100 and passed, with every explanation", async () => {
    const { quiz, id } = pick(0);
    const answer = await attempt(visitor, id, rightAnswers(quiz));
    expect(answer.status).toBe(200);
    const result = QUIZ_ENDPOINTS.attempt.response.parse(answer.body);
    expect(result).toMatchObject({ score: 100, passed: true, correctCount: quiz.questions.length });
    expect(result.total).toBe(quiz.questions.length);
    result.results.forEach((r, i) => {
      const q = quiz.questions[i];
      expect(r).toEqual({
        correct: true,
        chosen: q?.correctAnswer,
        correctAnswer: q?.correctAnswer,
        explanation: q?.explanation,
      });
    });
  });

  it("grades all wrong answers as 0 and not passed, showing the correct answers", async () => {
    const { quiz, id } = pick(2);
    const result = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(visitor, id, wrongAnswers(quiz))).body);
    expect(result).toMatchObject({ score: 0, passed: false, correctCount: 0 });
    expect(result.results.map((r) => r.correctAnswer)).toEqual(rightAnswers(quiz));
    expect(result.results.map((r) => r.chosen)).toEqual(wrongAnswers(quiz));
    expect(result.results.every((r) => !r.correct && r.explanation.length > 0)).toBe(true);
  });

  it("rounds the score and passes only at the quiz's passing score", async () => {
    const { quiz, id } = pick(3);
    const total = quiz.questions.length;
    const needed = Math.ceil((quiz.passingScore / 100) * total - 1e-9);
    // The fewest right answers that pass, and one fewer.
    for (const right of [needed, needed - 1]) {
      const result = QUIZ_ENDPOINTS.attempt.response.parse(
        (await attempt(visitor, id, mixedAnswers(quiz, right))).body,
      );
      expect(result.correctCount).toBe(right);
      expect(result.score).toBe(Math.round((right / total) * 100));
      expect(result.passed).toBe(result.score >= quiz.passingScore);
    }
  });

  it("refuses an incomplete attempt with 400 and a message", async () => {
    const { quiz, id } = pick(0);
    const answer = await attempt(visitor, id, rightAnswers(quiz).slice(0, -1));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `answers: every question must be answered (${quiz.questions.length - 1} of ${quiz.questions.length} answered)`,
    );
    const none = await visitor.post(API.quizzes.attempts(id), {});
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("answers");
    const holes = [...rightAnswers(quiz)] as unknown[];
    holes[2] = null;
    const withHole = await attempt(visitor, id, holes);
    expect(withHole.status).toBe(400);
    expect(withHole.body.message).toBe("answers.2: each answer must be an option number from 0 to 3");
  });

  it("refuses an out-of-range or non-numeric answer with 400 and a message", async () => {
    const { quiz, id } = pick(0);
    for (const bad of [4, -1, 1.5, "A"]) {
      const answers = [...rightAnswers(quiz)] as unknown[];
      answers[0] = bad;
      const answer = await attempt(visitor, id, answers);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message, String(bad)).toMatch(/^answers\.0: each answer must be .*0 to 3$/);
    }
    const tooMany = await attempt(visitor, id, [...rightAnswers(quiz), 0]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(`this quiz has ${quiz.questions.length} questions`);
  });

  it("answers 404 for an unknown quiz", async () => {
    const answer = await attempt(visitor, "00000000-0000-4000-8000-000000000000", [0]);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Quiz not found");
  });
});

describe("attempt history", () => {
  it("keeps a signed-in learner's attempts, newest first, and shows the best score on the card", async () => {
    const { quiz, id } = pick(4);
    const { client } = await signUp(platform.url);
    const first = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(client, id, mixedAnswers(quiz, 3))).body);
    expect(first.attempt).not.toBeNull();
    const second = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(client, id, rightAnswers(quiz))).body);
    const third = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(client, id, wrongAnswers(quiz))).body);

    const history = await client.call(QUIZ_ENDPOINTS.attempts, { params: { id } });
    expect(history.map((a) => a.id)).toEqual([third.attempt?.id, second.attempt?.id, first.attempt?.id]);
    expect(history.map((a) => a.score)).toEqual([0, 100, first.score]);
    expect(history.map((a) => a.passed)).toEqual([false, true, first.passed]);
    expect(Date.parse(history[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(Date.parse(history[2]?.createdAt ?? ""));
    // By slug too.
    expect((await client.call(QUIZ_ENDPOINTS.attempts, { params: { id: quiz.slug } })).length).toBe(3);

    const card = (await client.call(QUIZ_ENDPOINTS.list)).find((q) => q.id === id);
    expect(card).toMatchObject({ bestScore: 100, passed: true, attempts: 3 });
    const detail = await client.call(QUIZ_ENDPOINTS.detail, { params: { id } });
    expect(detail).toMatchObject({ bestScore: 100, passed: true, attempts: 3 });
    // Nobody else's card moves.
    expect((await visitor.call(QUIZ_ENDPOINTS.list)).find((q) => q.id === id)?.bestScore).toBeNull();
  });

  it("keeps a visitor's attempt nowhere, and the history needs a session", async () => {
    const { quiz, id } = pick(5);
    const result = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(visitor, id, rightAnswers(quiz))).body);
    expect(result.attempt).toBeNull();
    expect((await visitor.get(API.quizzes.attempts(id))).status).toBe(401);
    const { client } = await signUp(platform.url);
    expect(await client.call(QUIZ_ENDPOINTS.attempts, { params: { id } })).toEqual([]);
    expect((await client.call(QUIZ_ENDPOINTS.list)).find((q) => q.id === id)).toMatchObject({
      bestScore: null,
      attempts: 0,
    });
  });

  it("a learner sees only their own attempts", async () => {
    const { quiz, id } = pick(6);
    const alice = await signUp(platform.url);
    const bob = await signUp(platform.url);
    await attempt(alice.client, id, rightAnswers(quiz));
    expect(await bob.client.call(QUIZ_ENDPOINTS.attempts, { params: { id } })).toEqual([]);
    expect((await alice.client.call(QUIZ_ENDPOINTS.attempts, { params: { id } })).length).toBe(1);
  });

  it("the dashboard stats count each quiz passed once, of all quizzes", async () => {
    const { client, user } = await signUp(platform.url);
    const stats = () => client.call(PROGRESS_ENDPOINTS.stats, { params: { userId: user.id } });
    expect((await stats()).quizzes).toEqual({ passed: 0, total: content.length });
    const a = pick(7);
    const b = pick(8);
    await attempt(client, a.id, wrongAnswers(a.quiz));
    expect((await stats()).quizzes.passed).toBe(0);
    await attempt(client, a.id, rightAnswers(a.quiz));
    await attempt(client, a.id, rightAnswers(a.quiz));
    await attempt(client, b.id, rightAnswers(b.quiz));
    expect((await stats()).quizzes).toEqual({ passed: 2, total: content.length });
  });
});
