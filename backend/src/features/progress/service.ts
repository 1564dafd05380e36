import {
  POINTS_BY_DIFFICULTY,
  STANDING_MIN_OTHERS,
  type TDifficulty,
  type TLeaderboardEntry,
  type TOwnSubmission,
  type TProgressStats,
  type TSubmissionStanding,
  type TVerdict,
} from "@cp/contracts";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import type { EventBus } from "../../realtime/bus";
import { createProgressEvents } from "./events";
import { presentLeaderboardEntry } from "./presenter";
import * as repo from "./repo";
import * as standingRepo from "./standing-repo";
import { activityWindow, longestStreak, runtimeBars, summarizeCategories } from "./stats";
import { effectiveStreak, previousDay, utcDay } from "./streak";

/**
 * Rows on the leaderboard (REST and every live event). Each accepted solve sends this list to every
 * open board: 50 rows is 6.6 KB, about half the delivery time of 100 to a thousand clients
 * (`npm run bench:leaderboard`); anyone further down sees their own rank above the table.
 */
export const LEADERBOARD_SIZE = 50;

/** Where ranks come from: a SQL window function, or a Redis sorted set kept in step with the database. */
export type RankIndex = {
  /** 1-based rank among users with points, or null for a user without points. */
  rankOf(userId: string): Promise<number | null>;
  /** Called after a commit that changed a user's points. */
  update(user: { id: string; points: number; challengesSolved: number; pointsUpdatedAt: Date | null }): Promise<void>;
};

export function createSqlRankIndex(db: Db): RankIndex {
  return { rankOf: (userId) => repo.findRankSql(db, userId), update: async () => undefined };
}

export type RecordSubmissionInput = {
  userId: string;
  challenge: { id: string; difficulty: TDifficulty };
  language: string;
  code: string;
  verdict: TVerdict;
  passedCount: number;
  totalCount: number;
  executionTime: number;
  memoryKb?: number | null;
  aiFeedback: string | null;
  feedbackSource: string | null;
};

export type ProgressService = ReturnType<typeof createProgressService>;

/** Where the dashboard's quiz figure comes from: the quizzes feature's front door. */
export type QuizCounts = { passedSummary(userId: string): Promise<{ passed: number; total: number }> };

export function createProgressService(deps: {
  db: Db;
  bus: EventBus;
  ranks: RankIndex;
  /** Absent when a test or benchmark drives this service without the quizzes feature: no quizzes then. */
  quizzes?: QuizCounts;
  now?: () => Date;
}) {
  const { db, bus } = deps;
  const events = createProgressEvents(bus);
  const now = deps.now ?? (() => new Date());

  async function leaderboard(): Promise<TLeaderboardEntry[]> {
    const rows = await repo.listLeaderboard(db, LEADERBOARD_SIZE);
    const at = now();
    return rows.map((row) => presentLeaderboardEntry(row, at));
  }

  return {
    leaderboard,

    /**
     * Records a submission and everything it moves, atomically in one statement: the submission,
     * the learner's progress row, the challenge's attempts and completion rate, and on a first
     * accepted solve the learner's points; an accepted submission extends the streak.
     * The rank index and the leaderboard event, when the board moved, follow without delaying the answer:
     * their failure is logged and never fails the committed submission.
     */
    async recordSubmission(input: RecordSubmissionInput) {
      const passed = input.verdict === "Accepted";
      const at = now();
      const today = utcDay(at);
      const recorded = await repo.recordSubmission(db, {
        userId: input.userId,
        challengeId: input.challenge.id,
        language: input.language,
        code: input.code,
        verdict: input.verdict,
        passed,
        passedCount: input.passedCount,
        totalCount: input.totalCount,
        executionTime: Math.round(input.executionTime),
        memoryKb: input.memoryKb ?? null,
        aiFeedback: input.aiFeedback,
        feedbackSource: input.feedbackSource,
        submittedAt: at,
        score: input.totalCount === 0 ? 0 : Math.round((input.passedCount / input.totalCount) * 100),
        points: POINTS_BY_DIFFICULTY[input.challenge.difficulty],
        today,
        yesterday: previousDay(today),
      });
      const { firstSolve, score } = recorded;
      // The board shows points, solves and streaks: an accepted submission that moves none of
      // them (a solved challenge again, the same day) leaves it as it is.
      if (firstSolve || recorded.newDay) {
        bus.afterCommit("leaderboard update", async () => {
          if (firstSolve && score) await deps.ranks.update({ id: input.userId, ...score });
          events.leaderboardChanged(await leaderboard(), input.userId);
        });
      }
      return {
        submission: { id: recorded.id, verdict: input.verdict },
        pointsAwarded: firstSolve ? POINTS_BY_DIFFICULTY[input.challenge.difficulty] : 0,
        firstSolve,
      };
    },

    /**
     * Where one of the user's accepted submissions stands among the other learners' best accepted
     * ones of its challenge and language. Asked for once the submit has answered, so judging never
     * waits for it. Below STANDING_MIN_OTHERS others there is no percentile and no chart.
     */
    async standingOf(userId: string, submissionId: string): Promise<TSubmissionStanding> {
      const submission = await standingRepo.findOwnSubmission(db, userId, submissionId);
      if (!submission) throw notFound("Submission not found");
      if (!submission.passed) throw conflict("Only an accepted submission has a standing");
      const runtimeMs = submission.executionTime;
      const counts = await standingRepo.countStanding(db, { ...submission, userId, runtimeMs });
      // The percentile rank among the others: those beaten, and half of those tied, so a tie with
      // everyone reads 50% rather than 0%.
      const beats = (worse: number, same: number, of: number) =>
        of >= STANDING_MIN_OTHERS ? Math.round((100 * (worse + same / 2)) / of) : null;
      const compared = counts.total >= STANDING_MIN_OTHERS;
      return {
        language: submission.language,
        otherLearners: counts.total,
        minimumOthers: STANDING_MIN_OTHERS,
        runtimeMs,
        runtimeBeats: beats(counts.slower, counts.sameTime, counts.total),
        memoryKb: submission.memoryKb,
        memoryBeats: submission.memoryKb === null ? null : beats(counts.heavier, counts.sameMemory, counts.measured),
        distribution: compared ? runtimeBars([...counts.times, { ms: runtimeMs, count: 1 }], runtimeMs) : [],
      };
    },

    async userEntry(userId: string) {
      const user = await repo.findUserScore(db, userId);
      if (!user) return undefined;
      const entry = presentLeaderboardEntry(user, now());
      return {
        rank: user.points > 0 ? await deps.ranks.rankOf(userId) : null,
        points: entry.points,
        currentStreak: entry.currentStreak,
      };
    },

    userExists: async (userId: string) => (await repo.findUserScore(db, userId)) !== undefined,
    listProgress: (userId: string) => repo.listProgress(db, userId),
    listSubmissions: (userId: string, limit = 50) => repo.listSubmissions(db, userId, limit),

    /** The learner's own submissions of one challenge, newest first, with their code. */
    async listOwnSubmissions(userId: string, challengeId: string, limit = 100): Promise<TOwnSubmission[]> {
      const rows = await repo.listOwnSubmissions(db, userId, challengeId, limit);
      return rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() }));
    },

    /** The dashboard's breakdowns: solved against the catalog by difficulty and topic, and a year of accepted days. */
    async stats(userId: string): Promise<TProgressStats> {
      const at = now();
      const window = activityWindow(at);
      const [categories, submissionCounts, days, user, quizzes] = await Promise.all([
        repo.countSolvedByCategory(db, userId),
        repo.countSubmissions(db, userId),
        repo.countAcceptedByDay(db, userId, window.start),
        repo.findUserScore(db, userId),
        deps.quizzes ? deps.quizzes.passedSummary(userId) : { passed: 0, total: 0 },
      ]);
      return {
        ...summarizeCategories(categories),
        submissions: submissionCounts,
        activity: { from: window.from, to: window.to, days },
        currentStreak: user ? effectiveStreak(user.currentStreak, user.lastAcceptedDay, at) : 0,
        longestStreak: longestStreak(days.map((day) => day.date)),
        quizzes,
      };
    },
  };
}
