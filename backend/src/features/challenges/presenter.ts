import {
  LANGUAGES,
  type TChallengeDetail,
  type TChallengeListItem,
  type TChallengeSummary,
  type THiddenTestResult,
  type TTestResult,
} from "@cp/contracts";
import { generateStarterCode } from "../execution";
import type { ChallengeRow } from "./repo";

export function presentChallengeListItem(row: TChallengeListItem): TChallengeListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    supportedLanguages: row.supportedLanguages,
    completionRate: Math.round(row.completionRate),
    totalAttempts: row.totalAttempts,
    attemptedLearners: row.attemptedLearners,
    solvedLearners: row.solvedLearners,
    completed: row.completed,
    attempted: row.attempted,
  };
}

/** A challenge's public card (the home page): an allow-list of fields, never tests or solutions. */
export function presentChallengeSummary(row: TChallengeSummary): TChallengeSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    difficulty: row.difficulty,
    topic: row.topic,
    supportedLanguages: row.supportedLanguages,
    completionRate: Math.round(row.completionRate),
    attemptedLearners: row.attemptedLearners,
    solvedLearners: row.solvedLearners,
  };
}

/** The detail a learner sees: starter code for every supported language, samples only — never hidden tests or solutions. */
export function presentChallengeDetail(
  row: ChallengeRow,
  own: { completed: boolean; attempted: boolean },
): TChallengeDetail {
  const signature = row.signature;
  const starter: Record<string, string> = {};
  for (const name of row.supportedLanguages) {
    const language = LANGUAGES.find((l) => l.name === name);
    // An admin's own starter for the language, else the one generated from the signature.
    if (language) starter[name] = row.starterCode[name] ?? generateStarterCode(signature, language.key);
  }
  const samples = row.tests.filter((t) => t.sample);
  return {
    ...presentChallengeListItem({
      ...row,
      ...own,
      attemptedLearners: row.attemptedUsers,
      solvedLearners: row.solvedUsers,
    }),
    starterCode: JSON.stringify(starter),
    signature,
    hints: row.hints,
    sampleTests: samples.map((t) => ({ input: t.input, expected: t.expected })),
    hiddenTestCount: row.tests.length - samples.length,
  };
}

/**
 * A test result as it streams to the learner while judging: a sample (or custom) test whole, a
 * hidden test as its index, verdict and time only. A submission's first failing hidden test is
 * revealed once judging ends, in the REST answer, as LeetCode does.
 */
export function presentStreamedResult(result: TTestResult, hidden: boolean): TTestResult | THiddenTestResult {
  if (!hidden) return result;
  return { index: result.index, passed: result.passed, verdict: result.verdict, time: result.time, hidden: true };
}
