import { API, PROGRESS_ENDPOINTS, QUIZ_ENDPOINTS, type TQuizDetail, type TQuizListItem } from "@cp/contracts";
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

/** The quiz loaded as a new attempt: its id and every question's options in the order served. */
const serve = (client: Client, id: string) => client.call(QUIZ_ENDPOINTS.detail, { params: { id } });
type Served = TQuizDetail;

/** The letter (0 for A) an attempt shows a content option at. */
function servedLetter(quiz: ContentQuiz, served: Served, question: number, contentOption: number) {
  const letter = served.questions[question]?.options.indexOf(quiz.questions[question]?.options[contentOption] ?? "");
  if (letter === undefined || letter < 0) throw new Error(`option ${contentOption} of question ${question} not served`);
  return letter;
}

/** The right answer of every question, as the letters of this attempt. */
const rightAnswers = (quiz: ContentQuiz, served: Served) =>
  quiz.questions.map((q, i) => servedLetter(quiz, served, i, q.correctAnswer));
/** A wrong answer to every question, as the letters of this attempt. */
const wrongAnswers = (quiz: ContentQuiz, served: Served) =>
  quiz.questions.map((q, i) => servedLetter(quiz, served, i, (q.correctAnswer + 1) % 4));
/** Right on the first `right` questions, wrong on the rest. */
const mixedAnswers = (quiz: ContentQuiz, served: Served, right: number) =>
  quiz.questions.map((q, i) => servedLetter(quiz, served, i, i < right ? q.correctAnswer : (q.correctAnswer + 1) % 4));

/** Sends answers for the attempt the quiz was served as. */
const attempt = (client: Client, served: Served, answers: unknown) =>
  client.post(API.quizzes.attempts(served.id), { attemptId: served.attemptId, answers });

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

  it("the detail has the questions' text, the four options in some order and the highlighted snippet", async () => {
    const index = content.findIndex((quiz) => quiz.questions.some((q) => q.snippet));
    const { quiz, id } = pick(index);
    const detail = await visitor.call(QUIZ_ENDPOINTS.detail, { params: { id } });
    expect(detail.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(detail.questions).toHaveLength(quiz.questions.length);
    for (const [i, q] of quiz.questions.entries()) {
      const shown = detail.questions[i];
      expect(shown?.question).toBe(q.question);
      expect([...(shown?.options ?? [])].sort()).toEqual([...q.options].sort());
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
  it("grades all right answers as 100 and passed, with every explanation, in the order served", async () => {
    const { quiz, id } = pick(0);
    const served = await serve(visitor, id);
    const answer = await attempt(visitor, served, rightAnswers(quiz, served));
    expect(answer.status).toBe(200);
    const result = QUIZ_ENDPOINTS.attempt.response.parse(answer.body);
    expect(result).toMatchObject({ score: 100, passed: true, correctCount: quiz.questions.length });
    expect(result.total).toBe(quiz.questions.length);
    result.results.forEach((r, i) => {
      const letter = servedLetter(quiz, served, i, quiz.questions[i]?.correctAnswer ?? -1);
      expect(r).toEqual({
        correct: true,
        chosen: letter,
        correctAnswer: letter,
        options: served.questions[i]?.options,
        explanation: quiz.questions[i]?.explanation,
      });
    });
  });

  it("grades all wrong answers as 0 and not passed, showing the correct answers", async () => {
    const { quiz, id } = pick(2);
    const served = await serve(visitor, id);
    const result = QUIZ_ENDPOINTS.attempt.response.parse(
      (await attempt(visitor, served, wrongAnswers(quiz, served))).body,
    );
    expect(result).toMatchObject({ score: 0, passed: false, correctCount: 0 });
    expect(result.results.map((r) => r.correctAnswer)).toEqual(rightAnswers(quiz, served));
    expect(result.results.map((r) => r.chosen)).toEqual(wrongAnswers(quiz, served));
    expect(result.results.every((r) => !r.correct && r.explanation.length > 0)).toBe(true);
  });

  it("rounds the score and passes only at the quiz's passing score", async () => {
    const { quiz, id } = pick(3);
    const total = quiz.questions.length;
    const needed = Math.ceil((quiz.passingScore / 100) * total - 1e-9);
    // The fewest right answers that pass, and one fewer.
    for (const right of [needed, needed - 1]) {
      const served = await serve(visitor, id);
      const result = QUIZ_ENDPOINTS.attempt.response.parse(
        (await attempt(visitor, served, mixedAnswers(quiz, served, right))).body,
      );
      expect(result.correctCount).toBe(right);
      expect(result.score).toBe(Math.round((right / total) * 100));
      expect(result.passed).toBe(result.score >= quiz.passingScore);
    }
  });

  it("refuses an incomplete attempt with 400 and a message", async () => {
    const { quiz, id } = pick(0);
    const served = await serve(visitor, id);
    const answer = await attempt(visitor, served, rightAnswers(quiz, served).slice(0, -1));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `answers: every question must be answered (${quiz.questions.length - 1} of ${quiz.questions.length} answered)`,
    );
    const none = await visitor.post(API.quizzes.attempts(id), { attemptId: served.attemptId });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("answers");
    const holes = [...rightAnswers(quiz, served)] as unknown[];
    holes[2] = null;
    const withHole = await attempt(visitor, served, holes);
    expect(withHole.status).toBe(400);
    expect(withHole.body.message).toBe("answers.2: each answer must be an option number from 0 to 3");
  });

  it("refuses an out-of-range or non-numeric answer with 400 and a message", async () => {
    const { quiz, id } = pick(0);
    const served = await serve(visitor, id);
    for (const bad of [4, -1, 1.5, "A"]) {
      const answers = [...rightAnswers(quiz, served)] as unknown[];
      answers[0] = bad;
      const answer = await attempt(visitor, served, answers);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message, String(bad)).toMatch(/^answers\.0: each answer must be .*0 to 3$/);
    }
    const tooMany = await attempt(visitor, served, [...rightAnswers(quiz, served), 0]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(`this quiz has ${quiz.questions.length} questions`);
  });

  it("refuses answers that name no served attempt with 400 and a message", async () => {
    const { quiz, id } = pick(0);
    const served = await serve(visitor, id);
    const answers = rightAnswers(quiz, served);
    for (const body of [{ answers }, { attemptId: "not-an-attempt", answers }, { attemptId: 7, answers }]) {
      const answer = await visitor.post(API.quizzes.attempts(id), body);
      expect(answer.status, JSON.stringify(body.attemptId)).toBe(400);
      expect(answer.body.message).toBe("attemptId must be the attemptId the quiz was loaded with");
    }
  });

  it("answers 404 for an unknown quiz", async () => {
    const answer = await visitor.post(API.quizzes.attempts("00000000-0000-4000-8000-000000000000"), {
      attemptId: "00000000-0000-4000-8000-000000000001",
      answers: [0],
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Quiz not found");
  });
});

describe("each attempt has an option order of its own", () => {
  it("serves the correct option at every letter across attempts, so no letter is worth learning", async () => {
    const { quiz, id } = pick(1);
    const letters = new Set<number>();
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const served = await serve(visitor, id);
      ids.add(served.attemptId);
      letters.add(servedLetter(quiz, served, 0, quiz.questions[0]?.correctAnswer ?? -1));
    }
    expect(ids.size).toBe(40);
    expect([...letters].sort()).toEqual([0, 1, 2, 3]);
  });

  it("grades each attempt by the order it served, never by another attempt's", async () => {
    const { quiz, id } = pick(4);
    const first = await serve(visitor, id);
    // Another attempt whose correct letters differ from the first's somewhere (almost always the next one).
    let second = await serve(visitor, id);
    for (let i = 0; i < 20 && rightAnswers(quiz, second).join() === rightAnswers(quiz, first).join(); i++) {
      second = await serve(visitor, id);
    }
    const firstSheet = rightAnswers(quiz, first);
    const secondRight = rightAnswers(quiz, second);
    expect(secondRight).not.toEqual(firstSheet);

    // Picking by the letters the first attempt showed: all right there.
    const onFirst = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(visitor, first, firstSheet)).body);
    expect(onFirst).toMatchObject({ score: 100, correctCount: quiz.questions.length });
    expect(onFirst.results.map((r) => r.options)).toEqual(first.questions.map((q) => q.options));

    // The same letters sent for the second attempt are read in the second attempt's order.
    const onSecond = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(visitor, second, firstSheet)).body);
    const expected = firstSheet.map((letter, i) => letter === secondRight[i]);
    expect(onSecond.results.map((r) => r.correct)).toEqual(expected);
    expect(onSecond.correctCount).toBe(expected.filter(Boolean).length);
    expect(onSecond.correctCount).toBeLessThan(quiz.questions.length);
    expect(onSecond.results.map((r) => r.chosen)).toEqual(firstSheet);
    expect(onSecond.results.map((r) => r.correctAnswer)).toEqual(secondRight);
    expect(onSecond.results.map((r) => r.options)).toEqual(second.questions.map((q) => q.options));
    // The chosen option is the one the second attempt showed at that letter.
    for (const [i, r] of onSecond.results.entries()) {
      expect(r.options[r.chosen]).toBe(second.questions[i]?.options[firstSheet[i] ?? -1]);
    }
  });

  it("serves the same attempt in the same order when it is graded again, and a learner keeps it once", async () => {
    const { quiz, id } = pick(5);
    const { client } = await signUp(platform.url);
    const served = await serve(client, id);
    const sheet = mixedAnswers(quiz, served, 4);
    const kept = QUIZ_ENDPOINTS.attempt.response.parse((await attempt(client, served, sheet)).body);
    expect(kept.correctCount).toBe(4);
    const again = await attempt(client, served, rightAnswers(quiz, served));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This attempt was already submitted: load the quiz again to take it again");
    expect((await client.call(QUIZ_ENDPOINTS.attempts, { params: { id } })).map((a) => a.id)).toEqual([
      kept.attempt?.id,
    ]);
    expect(kept.attempt?.id).toBe(served.attemptId);
    // A visitor's attempt is not kept, and is graded the same way each time.
    const visit = await serve(visitor, id);
    const graded = async () =>
      QUIZ_ENDPOINTS.attempt.response.parse((await attempt(visitor, visit, mixedAnswers(quiz, visit, 6))).body);
    expect((await graded()).correctCount).toBe(6);
    expect((await graded()).correctCount).toBe(6);
  });
});

describe("attempt history", () => {
  it("keeps a signed-in learner's attempts, newest first, and shows the best score on the card", async () => {
    const { quiz, id } = pick(4);
    const { client } = await signUp(platform.url);
    const take = async (answers: (served: Served) => number[]) => {
      const served = await serve(client, id);
      return QUIZ_ENDPOINTS.attempt.response.parse((await attempt(client, served, answers(served))).body);
    };
    const first = await take((served) => mixedAnswers(quiz, served, 3));
    expect(first.attempt).not.toBeNull();
    const second = await take((served) => rightAnswers(quiz, served));
    const third = await take((served) => wrongAnswers(quiz, served));

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
    const served = await serve(visitor, id);
    const result = QUIZ_ENDPOINTS.attempt.response.parse(
      (await attempt(visitor, served, rightAnswers(quiz, served))).body,
    );
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
    const served = await serve(alice.client, id);
    await attempt(alice.client, served, rightAnswers(quiz, served));
    expect(await bob.client.call(QUIZ_ENDPOINTS.attempts, { params: { id } })).toEqual([]);
    expect((await alice.client.call(QUIZ_ENDPOINTS.attempts, { params: { id } })).length).toBe(1);
  });

  it("the dashboard stats count each quiz passed once, of all quizzes", async () => {
    const { client, user } = await signUp(platform.url);
    const stats = () => client.call(PROGRESS_ENDPOINTS.stats, { params: { userId: user.id } });
    expect((await stats()).quizzes).toEqual({ passed: 0, total: content.length });
    const a = pick(7);
    const b = pick(8);
    const take = async (which: typeof a, answers: typeof rightAnswers) => {
      const served = await serve(client, which.id);
      await attempt(client, served, answers(which.quiz, served));
    };
    await take(a, wrongAnswers);
    expect((await stats()).quizzes.passed).toBe(0);
    await take(a, rightAnswers);
    await take(a, rightAnswers);
    await take(b, rightAnswers);
    expect((await stats()).quizzes).toEqual({ passed: 2, total: content.length });
  });
});
