import type { TChallengeRef, TLeaderboardEntry, TProgressRecord, TSubmission } from "@cp/contracts";
import type { ProgressWithChallenge, SubmissionWithChallenge } from "./repo";
import { effectiveStreak } from "./streak";

export function presentLeaderboardEntry(
  row: {
    id: string;
    username: string;
    points: number;
    challengesSolved: number;
    currentStreak: number;
    lastAcceptedDay: string | null;
  },
  now: Date,
): TLeaderboardEntry {
  return {
    id: row.id,
    username: row.username,
    points: row.points,
    challengesSolved: row.challengesSolved,
    currentStreak: effectiveStreak(row.currentStreak, row.lastAcceptedDay, now),
  };
}

function presentChallengeRef(challenge: ProgressWithChallenge["challenge"]): TChallengeRef | null {
  return challenge
    ? { slug: challenge.slug, title: challenge.title, topic: challenge.topic, difficulty: challenge.difficulty }
    : null;
}

export function presentProgress(row: ProgressWithChallenge): TProgressRecord {
  return {
    id: row.id,
    challengeId: row.challengeId,
    completed: row.completed,
    // Solving it later counts: a learner who gave up and then solved it has solved it.
    gaveUp: row.gaveUpAt !== null && !row.completed,
    attempts: row.attempts,
    bestScore: row.bestScore,
    updatedAt: row.updatedAt.toISOString(),
    challenge: presentChallengeRef(row.challenge),
  };
}

export function presentSubmission(row: SubmissionWithChallenge): TSubmission {
  return {
    id: row.id,
    challengeId: row.challengeId,
    language: row.language,
    submittedAt: row.submittedAt.toISOString(),
    passed: row.passed,
    verdict: row.verdict,
    passedCount: row.passedCount,
    totalCount: row.totalCount,
    aiFeedback: row.aiFeedback,
    challenge: presentChallengeRef(row.challenge),
  };
}
