import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { QUIZ_TOPICS } from "@cp/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { type ContentQuiz, loadQuizzes, MIN_QUESTIONS, parseQuizFile, topicFolder } from "./content";
import { gradeAnswers } from "./service";

const question = (n: number, overrides: Record<string, unknown> = {}) => ({
  question: `Question ${n}?`,
  options: ["one", "two", "three", "four"],
  correctAnswer: n % 4,
  explanation: `Because ${n}.`,
  ...overrides,
});

const quiz = (overrides: Record<string, unknown> = {}) => ({
  slug: "sample-quiz",
  title: "Sample",
  description: "A sample quiz.",
  difficulty: "Easy",
  topic: "Fundamentals",
  passingScore: 70,
  questions: Array.from({ length: MIN_QUESTIONS }, (_, i) => question(i)),
  ...overrides,
});

const problemOf = (value: unknown) => {
  try {
    parseQuizFile("fundamentals/sample-quiz.yaml", stringify(value));
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("the quiz content on main", () => {
  it("loads every file: 16 quizzes, at least 3 per topic, 10+ questions, four options, one answer, an explanation", async () => {
    const quizzes = await loadQuizzes();
    expect(quizzes.length).toBeGreaterThanOrEqual(16);
    for (const topic of QUIZ_TOPICS) {
      expect(quizzes.filter((q) => q.topic === topic).length, topic).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(quizzes.map((q) => q.difficulty))).toEqual(new Set(["Easy", "Medium", "Hard"]));
    for (const q of quizzes) {
      expect(q.questions.length, q.slug).toBeGreaterThanOrEqual(MIN_QUESTIONS);
      for (const item of q.questions) {
        expect(item.options).toHaveLength(4);
        expect(item.correctAnswer).toBeGreaterThanOrEqual(0);
        expect(item.correctAnswer).toBeLessThanOrEqual(3);
        expect(item.explanation.length).toBeGreaterThan(40);
      }
    }
  });

  it("shows a snippet that asks for output in at least a quarter of the Fundamentals and Data Structures questions", async () => {
    const quizzes = await loadQuizzes();
    for (const topic of ["Fundamentals", "Data Structures"]) {
      const questions = quizzes.filter((q) => q.topic === topic).flatMap((q) => q.questions);
      const withSnippet = questions.filter((q) => q.snippet);
      expect(withSnippet.length / questions.length, topic).toBeGreaterThanOrEqual(0.25);
    }
  });
});

/** A's, B's, C's and D's share of a quiz's right answers. */
const letterShares = (quiz: ContentQuiz) =>
  [0, 1, 2, 3].map((letter) => quiz.questions.filter((q) => q.correctAnswer === letter).length / quiz.questions.length);

/** The score of a sheet that always picks the option that is visibly the longest (none when two tie). */
function longestOptionScore(quiz: ContentQuiz) {
  const right = quiz.questions.filter((q) => {
    const lengths = q.options.map((option) => option.trim().length);
    const longest = Math.max(...lengths);
    return lengths.filter((length) => length === longest).length === 1 && lengths[q.correctAnswer] === longest;
  }).length;
  return Math.round((right / quiz.questions.length) * 100);
}

/** "the first option", "answer B", "(C)": each attempt shows the options in its own order, so these point nowhere. */
const OPTION_BY_PLACE = /\b(?:first|second|third|fourth|last|final|top|bottom)\s+(?:option|answer|choice)\b/i;
const OPTION_BY_LETTER = /\b(?:[Oo]ption|[Aa]nswer|[Cc]hoice)\s+[A-D]\b|\([A-D]\)/;

describe("a learner who guesses", () => {
  it("finds each quiz's right answers spread over A to D: no letter holds more than 40 % of them", async () => {
    for (const quiz of await loadQuizzes()) {
      const shares = letterShares(quiz);
      expect(
        Math.max(...shares),
        `${quiz.slug}: A-D ${shares.map((s) => Math.round(s * 100)).join("/")} %`,
      ).toBeLessThanOrEqual(0.4);
    }
  });

  it("passes no quiz with a sheet of one letter (all A, all B, all C or all D)", async () => {
    for (const quiz of await loadQuizzes()) {
      for (const [letter, name] of ["A", "B", "C", "D"].entries()) {
        const graded = gradeAnswers(
          quiz,
          quiz.questions.map(() => letter),
        );
        expect(graded.passed, `${quiz.slug}: all ${name} scores ${graded.score} %`).toBe(false);
      }
    }
  });

  it("passes no quiz by always picking the longest option, which is right on at most half the questions", async () => {
    for (const quiz of await loadQuizzes()) {
      const score = longestOptionScore(quiz);
      expect(score, `${quiz.slug}: the longest option scores ${score} %`).toBeLessThanOrEqual(50);
      expect(score, quiz.slug).toBeLessThan(quiz.passingScore);
    }
  });

  it("reads explanations that name options by what they say, never by a letter or a place", async () => {
    for (const quiz of await loadQuizzes()) {
      for (const [i, q] of quiz.questions.entries()) {
        const explanation = q.explanation.replace(/\s+/g, " ");
        expect(explanation, `${quiz.slug} question ${i + 1}`).not.toMatch(OPTION_BY_PLACE);
        expect(explanation, `${quiz.slug} question ${i + 1}`).not.toMatch(OPTION_BY_LETTER);
      }
    }
  });
});

describe("parseQuizFile", () => {
  it("accepts a well-formed quiz and trims what carries no meaning", () => {
    const parsed = parseQuizFile(
      "x.yaml",
      stringify(quiz({ questions: [question(0, { explanation: "  Why.\n" }), ...quiz().questions.slice(1)] })),
    );
    expect(parsed.questions[0]?.explanation).toBe("Why.");
    expect(parsed.questions[0]?.checkOutput).toBe(false);
  });

  it("defaults the passing score to 70", () => {
    const { passingScore: _, ...rest } = quiz();
    expect(parseQuizFile("x.yaml", stringify(rest)).passingScore).toBe(70);
  });

  it.each([
    ["three options", { options: ["a", "b", "c"] }, "options must hold exactly 4 entries"],
    ["five options", { options: ["a", "b", "c", "d", "e"] }, "options must hold exactly 4 entries"],
    ["a repeated option", { options: ["a", "b", "a", "d"] }, "options must differ"],
    ["an answer of 4", { correctAnswer: 4 }, "correctAnswer must be from 0 to 3"],
    ["a negative answer", { correctAnswer: -1 }, "correctAnswer must be from 0 to 3"],
    ["no answer", { correctAnswer: undefined }, "correctAnswer must be a number"],
    ["no explanation", { explanation: undefined }, "explanation is required"],
    ["a blank explanation", { explanation: "   " }, "explanation must not be blank"],
    ["checkOutput without a snippet", { checkOutput: true }, "checkOutput needs a snippet"],
    ["a snippet in another language", { snippet: { language: "ruby", code: "puts 1" } }, "snippet.language"],
    ["a misspelt field", { explaination: "typo" }, "explaination"],
  ])("rejects a question with %s, naming the file and the place", (_, overrides, expected) => {
    const message = problemOf(quiz({ questions: [question(0, overrides), ...quiz().questions.slice(1)] }));
    expect(message).toContain("fundamentals/sample-quiz.yaml");
    expect(message).toContain("questions.0");
    expect(message).toContain(expected);
  });

  it("rejects a quiz with fewer than 10 questions", () => {
    expect(problemOf(quiz({ questions: quiz().questions.slice(0, 9) }))).toContain("at least 10 questions");
  });

  it("rejects an unknown topic, difficulty or passing score out of range", () => {
    expect(problemOf(quiz({ topic: "Cooking" }))).toContain("topic must be one of");
    expect(problemOf(quiz({ difficulty: "Expert" }))).toContain("difficulty must be one of");
    expect(problemOf(quiz({ passingScore: 120 }))).toContain("passingScore must be from 0 to 100");
  });

  it("rejects text that is not YAML", () => {
    expect(() => parseQuizFile("broken.yaml", "title: [unclosed")).toThrow(/broken.yaml' is not valid YAML/);
  });
});

describe("loadQuizzes", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function folderWith(files: Record<string, unknown>) {
    dir = await mkdtemp(path.join(os.tmpdir(), "cp-quizzes-"));
    for (const [name, value] of Object.entries(files)) {
      await mkdir(path.join(dir, path.dirname(name)), { recursive: true });
      await writeFile(path.join(dir, name), stringify(value));
    }
    return dir;
  }

  it("fails loudly when a slug is not its file name", async () => {
    await expect(loadQuizzes(await folderWith({ "fundamentals/other-name.yaml": quiz() }))).rejects.toThrow(
      "slug 'sample-quiz' must match the file name",
    );
  });

  it("fails loudly when a quiz sits in another topic's folder", async () => {
    await expect(loadQuizzes(await folderWith({ "web-development/sample-quiz.yaml": quiz() }))).rejects.toThrow(
      "belongs in fundamentals/",
    );
  });

  it("fails loudly on a repeated slug", async () => {
    const folder = await folderWith({
      "fundamentals/sample-quiz.yaml": quiz(),
      "data-structures/sample-quiz.yaml": quiz({ topic: "Data Structures" }),
    });
    await expect(loadQuizzes(folder)).rejects.toThrow("repeats the slug");
  });

  it("reads quizzes from every topic folder", async () => {
    const folder = await folderWith({
      "fundamentals/sample-quiz.yaml": quiz(),
      [`${topicFolder("Database Queries")}/sql-one.yaml`]: quiz({ slug: "sql-one", topic: "Database Queries" }),
    });
    expect((await loadQuizzes(folder)).map((q) => q.slug)).toEqual(["sql-one", "sample-quiz"]);
  });
});

describe("gradeAnswers", () => {
  const questions = Array.from({ length: 3 }, (_, i) => ({ ...question(i), correctAnswer: i }));

  it("scores the rounded percent and passes at the passing score", () => {
    const graded = gradeAnswers({ questions, passingScore: 67 }, [0, 1, 3]);
    expect(graded).toMatchObject({ score: 67, passed: true, correctCount: 2, total: 3 });
    expect(graded.results.map((r) => [r.correct, r.chosen, r.correctAnswer])).toEqual([
      [true, 0, 0],
      [true, 1, 1],
      [false, 3, 2],
    ]);
    expect(gradeAnswers({ questions, passingScore: 68 }, [0, 1, 3]).passed).toBe(false);
  });

  it("refuses an incomplete attempt with a message", () => {
    expect(() => gradeAnswers({ questions, passingScore: 70 }, [0, 1])).toThrow(
      "every question must be answered (2 of 3 answered)",
    );
  });
});
