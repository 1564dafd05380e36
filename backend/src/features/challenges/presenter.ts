import {
  LANGUAGES,
  type TChallengeDetail,
  type TChallengeListItem,
  type TChallengeSummary,
  type TEditorial,
  type THiddenTestResult,
  type TTestResult,
} from "@cp/contracts";
import { generateStarterCode } from "../execution";
import type { ChallengeForDetail, ChallengeRow } from "./repo";

export function presentChallengeListItem(row: TChallengeListItem): TChallengeListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    patterns: row.patterns,
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
  row: ChallengeForDetail,
  own: { completed: boolean; attempts: number; acceptedCount: number; hintsUsed: number; gaveUpAt: Date | null },
): TChallengeDetail {
  const signature = row.signature;
  const starter: Record<string, string> = {};
  for (const name of row.supportedLanguages) {
    const language = LANGUAGES.find((l) => l.name === name);
    // An admin's own starter for the language, else the one generated from the signature.
    if (language) starter[name] = row.starterCode[name] ?? generateStarterCode(signature, language.key);
  }
  return {
    ...presentChallengeListItem({
      ...row,
      completed: own.completed,
      attempted: own.attempts > 0,
      attemptedLearners: row.attemptedUsers,
      solvedLearners: row.solvedUsers,
    }),
    starterCode: JSON.stringify(starter),
    signature,
    // Only the hints Get Hint revealed: the ladder is climbed one step at a time, on the server.
    hints: row.hints.slice(0, own.hintsUsed),
    hintCount: row.hints.length,
    sampleTests: row.samples.map((t) => ({ input: t.input, expected: t.expected })),
    hiddenTestCount: row.testCount - row.samples.length + row.generatedTests,
    failedSubmissions: own.attempts - own.acceptedCount,
    gaveUp: own.gaveUpAt !== null && !own.completed,
    timeLimits: row.timeLimits,
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

/** The editorial: the approach, the explanation, and the reference solutions in the languages they exist in. */
export function presentEditorial(row: ChallengeRow, gaveUp: boolean): TEditorial {
  const approach = row.approach as NonNullable<ChallengeRow["approach"]>;
  // In the challenge's own language order (the editor's default first, Python in the catalog).
  const rank = (name: string) => {
    const at = row.supportedLanguages.indexOf(name);
    return at === -1 ? row.supportedLanguages.length : at;
  };
  const solutions = LANGUAGES.flatMap((language) => {
    const code = row.solution[language.key];
    return code ? [{ language: language.name, code }] : [];
  }).sort((a, b) => rank(a.language) - rank(b.language));
  return {
    pattern: approach.pattern,
    idea: approach.idea,
    time: approach.time,
    space: approach.space,
    naive: approach.naive,
    pitfall: approach.pitfall,
    body: row.editorial,
    solutions,
    gaveUp,
  };
}
