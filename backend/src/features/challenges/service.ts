import { randomUUID } from "node:crypto";
import {
  EVENTS,
  LANGUAGES,
  MAX_CODE_BYTES,
  MAX_CUSTOM_INPUTS,
  POPULAR_CHALLENGE_COUNT,
  resolveLanguage,
  type TCatalogStats,
  type TChallengeListQuery,
  type TDraftRequest,
  type TDrafts,
  type THintResponse,
  type TLanguageInfo,
  type TRunRequest,
  type TRunResponse,
  type TSubmitRequest,
  type TSubmitResponse,
  type TTestCase,
} from "@cp/contracts";
import type { Db } from "../../db/client";
import { invalid, notFound, tooLarge } from "../../errors";
import type { EventBus } from "../../realtime/bus";
import type { AiProvider, CoachChallenge } from "../ai";
import type { JudgeRunner, PhaseTimer, TJudgeOutcome } from "../execution";
import type { ProgressService } from "../progress";
import { CATALOG_DIR } from "./catalog";
import { parseCustomInput } from "./custom-input";
import { createEditorials } from "./editorial";
import { createChallengeEvents } from "./events";
import { createGeneratedTestStore, type GeneratedTestStore } from "./generate/generated";
import {
  presentChallengeDetail,
  presentChallengeListItem,
  presentChallengeSummary,
  presentStreamedResult,
} from "./presenter";
import * as repo from "./repo";

export type ChallengeService = ReturnType<typeof createChallengeService>;

/** Said when Get Hint has nothing new for the learner's current code. */
export const NO_NEW_HINT =
  "No new hint for this code: every hint so far is in the Hints tab. Change your code, or run it on a sample with Show Flow to see where it goes wrong.";

function coachChallenge(row: repo.ChallengeRow): CoachChallenge {
  return {
    title: row.title,
    topic: row.topic,
    difficulty: row.difficulty,
    description: row.description,
    signature: row.signature,
    hints: row.hints,
    ...(row.approach ? { approach: row.approach } : {}),
  };
}

export type ChallengeServiceDeps = {
  db: Db;
  bus: EventBus;
  runJudge: JudgeRunner;
  progress: Pick<ProgressService, "recordSubmission">;
  ai: AiProvider;
  /** Where a catalog challenge's generated hidden tests come from (the catalog folder by default). */
  generatedTests?: GeneratedTestStore;
};

/**
 * How long a run or submission may judge against a challenge read earlier. An admin's edit or
 * delete clears the cache at once in this process (the bus's content event); another web process
 * serving the same database sees it within this time.
 */
export const JUDGE_CACHE_MS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createChallengeService(deps: ChallengeServiceDeps) {
  const { db } = deps;
  const events = createChallengeEvents(deps.bus);
  const generatedTests = deps.generatedTests ?? createGeneratedTestStore(CATALOG_DIR);

  /** Every hidden test of a challenge: the stored ones, then those its generator gives. */
  async function allTests(row: repo.ChallengeRow): Promise<TTestCase[]> {
    const stored = row.tests.map((t) => ({ input: t.input, expected: t.expected }));
    if (row.generatedTests === 0) return stored;
    const generated = await generatedTests.get(row.slug);
    if (generated.length !== row.generatedTests) {
      throw new Error(`${row.slug}: ${generated.length} generated tests, the catalog seeded ${row.generatedTests}`);
    }
    return [...stored, ...generated];
  }

  async function load(id: string) {
    const row = UUID.test(id) ? await repo.findChallenge(db, id) : await repo.findChallengeBySlug(db, id);
    if (!row) throw notFound("Challenge not found");
    return row;
  }

  // Runs and submissions read a challenge's tests, signature and languages, which change only when
  // an admin edits it: kept in memory for a while, so judging pays no database read for them. The
  // detail screen reads the row each time (its counters move with every submission).
  const judged = new Map<string, { row: repo.ChallengeRow; until: number }>();
  deps.bus.subscribe((event) => {
    if (event.name === EVENTS.contentChanged.name && (event.payload as { entity?: string }).entity === "challenge") {
      judged.clear();
    }
  });
  async function loadForJudging(id: string) {
    const cached = judged.get(id);
    if (cached && cached.until > Date.now()) return cached.row;
    const row = await load(id);
    const entry = { row, until: Date.now() + JUDGE_CACHE_MS };
    judged.set(row.id, entry);
    judged.set(row.slug, entry);
    return row;
  }

  /** The checks every run and submit passes before any code is queued; nothing is recorded when one fails. */
  function checkCode(row: repo.ChallengeRow, code: string, language: string): TLanguageInfo {
    const info = resolveLanguage(language);
    if (!info || !row.supportedLanguages.includes(info.name)) {
      throw invalid(`language: ${language} is not supported by this challenge (${row.supportedLanguages.join(", ")})`);
    }
    if (Buffer.byteLength(code, "utf8") > MAX_CODE_BYTES) {
      throw tooLarge(`code: must be at most ${MAX_CODE_BYTES / 1024} KB`);
    }
    return info;
  }

  async function judge(
    userId: string,
    runId: string,
    row: repo.ChallengeRow,
    language: TLanguageInfo,
    code: string,
    tests: TTestCase[],
    options: { customFrom?: number; hidden?: (index: number) => boolean; timer?: PhaseTimer } = {},
  ): Promise<TJudgeOutcome> {
    const outcome = await deps.runJudge(
      {
        signature: row.signature,
        compare: row.compareMode,
        checker: row.checker,
        tests,
        customFrom: options.customFrom,
        language: language.key,
        code,
        timeLimitMs: row.timeLimits?.[language.key] ?? null,
      },
      {
        ownerKey: userId,
        onResult: (result, total) =>
          events.testResult(userId, {
            runId,
            total,
            result: presentStreamedResult(result, options.hidden?.(result.index) ?? false),
          }),
      },
    );
    options.timer?.addAll(outcome.phases);
    return outcome;
  }

  return {
    async list(userId: string, query: TChallengeListQuery) {
      const language = query.language ? (resolveLanguage(query.language)?.name ?? query.language) : undefined;
      const rows = await repo.listChallenges(db, { ...query, language }, userId);
      return rows.map(presentChallengeListItem);
    },

    ...createEditorials(db, load),

    /** The learner's saved code of this challenge per language, and the language they last wrote in. */
    async drafts(userId: string, id: string): Promise<TDrafts> {
      const row = await load(id);
      const rows = await repo.listDrafts(db, userId, row.id);
      return {
        lastLanguage: rows[0]?.language ?? null,
        drafts: Object.fromEntries(
          rows.map((draft) => [draft.language, { code: draft.code, updatedAt: draft.updatedAt.toISOString() }]),
        ),
      };
    },

    /** Keeps the learner's code as they type, so another browser (or a lost tab) opens it again. */
    async saveDraft(userId: string, id: string, input: TDraftRequest): Promise<TDrafts> {
      const row = await load(id);
      const language = checkCode(row, input.code, input.language);
      await repo.saveDraft(db, { userId, challengeId: row.id, language: language.name, code: input.code });
      return this.drafts(userId, row.id);
    },

    /**
     * The home page's Popular Challenges, for anyone: the most submitted challenge of each topic
     * first, so the few cards show the catalog's range, then the next most submitted ones.
     */
    async stats(): Promise<TCatalogStats> {
      const { rows, patterns } = await repo.countCatalog(db);
      const byDifficulty = { Easy: 0, Medium: 0, Hard: 0 };
      for (const row of rows) byDifficulty[row.difficulty] = row.count;
      return {
        challenges: byDifficulty.Easy + byDifficulty.Medium + byDifficulty.Hard,
        byDifficulty,
        patterns,
        languages: LANGUAGES.length,
      };
    },

    async popular() {
      const rows = await repo.listByPopularity(db);
      const leaders = rows.filter((row, index) => rows.findIndex((r) => r.topic === row.topic) === index);
      const rest = rows.filter((row) => !leaders.includes(row));
      return [...leaders, ...rest].slice(0, POPULAR_CHALLENGE_COUNT).map(presentChallengeSummary);
    },

    async detail(userId: string, id: string) {
      const row = await repo.findChallengeForDetail(db, UUID.test(id) ? { id } : { slug: id });
      if (!row) throw notFound("Challenge not found");
      const own = await repo.findProgress(db, userId, row.id);
      return presentChallengeDetail(row, {
        completed: own?.completed ?? false,
        attempts: own?.attempts ?? 0,
        acceptedCount: own?.acceptedCount ?? 0,
        hintsUsed: own?.hintsUsed ?? 0,
        gaveUpAt: own?.gaveUpAt ?? null,
      });
    },

    /** Runs the sample tests (and the learner's custom input) and streams each result to the learner's sockets. */
    async run(userId: string, id: string, input: TRunRequest, timer?: PhaseTimer): Promise<TRunResponse> {
      const row = await loadForJudging(id);
      const language = checkCode(row, input.code, input.language);
      const tests: TTestCase[] = row.tests
        .filter((t) => t.sample)
        .map((t) => ({ input: t.input, expected: t.expected }));
      // The learner's own inputs run after the samples: one `customInput`, or several `customInputs`.
      const custom = [
        ...(input.customInput?.trim() ? [{ text: input.customInput, field: "customInput" }] : []),
        ...(input.customInputs ?? []).map((text, i) => ({ text, field: `customInputs[${i}]` })),
      ].filter((c) => c.text.trim());
      if (custom.length > MAX_CUSTOM_INPUTS) throw invalid(`customInputs: at most ${MAX_CUSTOM_INPUTS}`);
      const customFrom = custom.length > 0 ? tests.length : undefined;
      for (const c of custom) tests.push(parseCustomInput(row.signature, c.text, c.field));
      const runId = input.runId ?? randomUUID();
      const outcome = await judge(userId, runId, row, language, input.code, tests, { customFrom, timer });
      const response: TRunResponse = {
        runId,
        allPassed: outcome.testResults.length > 0 && outcome.testResults.every((r) => r.passed),
        executionTime: Math.round(outcome.executionTime),
        verdict: outcome.verdict,
        ...(outcome.compileOutput ? { compileOutput: outcome.compileOutput } : {}),
        testResults: outcome.testResults,
      };
      events.runFinished(userId, response);
      return response;
    },

    /** Judges against every test, writes feedback, and records the submission with everything it moves. */
    async submit(userId: string, id: string, input: TSubmitRequest, timer?: PhaseTimer): Promise<TSubmitResponse> {
      const row = await loadForJudging(id);
      const language = checkCode(row, input.code, input.language);
      const tests = await allTests(row);
      // The feedback's reading of the code does not need the verdict: it is done while the judge runs.
      deps.ai.readCode({ challenge: coachChallenge(row), language: language.key, code: input.code });
      const outcome = await judge(userId, input.runId ?? randomUUID(), row, language, input.code, tests, {
        hidden: (index) => !row.tests[index]?.sample,
        timer,
      });
      const time = <T>(phase: string, work: () => Promise<T>) => (timer ? timer.time(phase, work) : work());
      const passedCount = outcome.testResults.filter((r) => r.passed).length;
      const passed = outcome.verdict === "Accepted" && passedCount === tests.length;
      const feedback = await time("feedback", () =>
        deps.ai.feedback({
          challenge: coachChallenge(row),
          language: language.key,
          code: input.code,
          verdict: outcome.verdict,
          testResults: outcome.testResults,
          passedCount,
          totalCount: tests.length,
          executionTime: outcome.executionTime,
          ...(outcome.compileOutput ? { compileOutput: outcome.compileOutput } : {}),
        }),
      );
      const { submission, pointsAwarded } = await time("record", () =>
        deps.progress.recordSubmission({
          userId,
          challenge: { id: row.id, difficulty: row.difficulty },
          language: language.name,
          code: input.code,
          verdict: passed ? "Accepted" : outcome.verdict === "Accepted" ? "Wrong Answer" : outcome.verdict,
          passedCount,
          totalCount: tests.length,
          executionTime: outcome.executionTime,
          memoryKb: outcome.memoryKb ?? null,
          // The feedback quotes the program's output, which may hold NUL characters that text
          // columns cannot store: the judged submission must still be recorded.
          aiFeedback: feedback.text.replaceAll("\u0000", "\u2400"),
          feedbackSource: feedback.source,
        }),
      );
      const failedTest = outcome.testResults.find((r) => !r.passed);
      return {
        submissionId: submission.id,
        passed,
        verdict: submission.verdict as TSubmitResponse["verdict"],
        passedCount,
        totalCount: tests.length,
        executionTime: Math.round(outcome.executionTime),
        feedback: feedback.text,
        feedbackSource: feedback.source,
        ...(failedTest ? { failedTest } : {}),
        ...(outcome.compileOutput ? { compileOutput: outcome.compileOutput } : {}),
        pointsAwarded,
        ...(outcome.memoryKb ? { memoryKb: outcome.memoryKb } : {}),
      };
    },

    /** The next authored hint the learner has not seen; after those, a hint about their current code. */
    async hint(userId: string, id: string, code: string, languageName?: string): Promise<THintResponse> {
      const row = await load(id);
      const own = await repo.findProgress(db, userId, row.id);
      const seen = own?.hintsUsed ?? 0;
      if (seen < row.hints.length) {
        const count = await repo.incrementHintsUsed(db, userId, row.id, row.hints.length);
        const index = Math.min(count, row.hints.length) - 1;
        return { hint: row.hints[index] ?? row.hints[0] ?? "", source: "authored", number: index + 1 };
      }
      const language =
        (languageName ? resolveLanguage(languageName) : undefined) ??
        LANGUAGES.find((l) => l.name === row.supportedLanguages[0]) ??
        resolveLanguage("python")!;
      const shown = own?.coachHints ?? [];
      const coach = await deps.ai.hint({ challenge: coachChallenge(row), language: language.key, code, shown });
      // A hint is never given twice: once the coach has nothing new for this code, it says so instead.
      if (coach.exhausted || shown.includes(coach.text)) {
        return { hint: NO_NEW_HINT, source: coach.source, exhausted: true };
      }
      await repo.recordCoachHint(db, userId, row.id, coach.text);
      return { hint: coach.text, source: coach.source };
    },
  };
}
