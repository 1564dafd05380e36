import { CHALLENGE_TOPICS, DIFFICULTIES, type TDifficulty, type TProgressStats } from "@cp/contracts";
import { utcDay } from "./streak";

/** Days in the activity heatmap, today included: a year, like LeetCode's and GitHub's calendars. */
export const ACTIVITY_DAYS = 365;

/** The heatmap's first and last UTC day, and the instant its first day starts. */
export function activityWindow(now: Date): { from: string; to: string; start: Date } {
  const start = new Date(`${utcDay(now)}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (ACTIVITY_DAYS - 1));
  return { from: utcDay(start), to: utcDay(now), start };
}

/** The longest run of consecutive UTC days among `days` (YYYY-MM-DD, any order, duplicates allowed). */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of sorted) {
    const time = Date.parse(`${day}T00:00:00Z`);
    run = previous !== undefined && time - previous === 86_400_000 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = time;
  }
  return longest;
}

type CategoryCount = { difficulty: TDifficulty; topic: string; total: number; solved: number };

/**
 * Folds the per-(difficulty, topic) counts into the two breakdowns. Every difficulty and every
 * spec topic is listed even when the catalog has none of it, so the dashboard's rows never jump.
 */
export function summarizeCategories(rows: readonly CategoryCount[]) {
  const byDifficulty = DIFFICULTIES.map((difficulty) => ({ difficulty, solved: 0, total: 0 }));
  const topics = new Map<string, { topic: string; solved: number; total: number }>(
    CHALLENGE_TOPICS.map((topic) => [topic, { topic, solved: 0, total: 0 }]),
  );
  for (const row of rows) {
    const difficulty = byDifficulty.find((entry) => entry.difficulty === row.difficulty);
    if (difficulty) {
      difficulty.total += row.total;
      difficulty.solved += row.solved;
    }
    const topic = topics.get(row.topic) ?? { topic: row.topic, solved: 0, total: 0 };
    topic.total += row.total;
    topic.solved += row.solved;
    topics.set(row.topic, topic);
  }
  const known = new Set<string>(CHALLENGE_TOPICS);
  const byTopic = [
    ...CHALLENGE_TOPICS.map((topic) => topics.get(topic)),
    ...[...topics.values()].filter((entry) => !known.has(entry.topic)).sort((a, b) => a.topic.localeCompare(b.topic)),
  ].filter((entry) => entry !== undefined);
  const totalChallenges = byDifficulty.reduce((sum, entry) => sum + entry.total, 0);
  const solved = byDifficulty.reduce((sum, entry) => sum + entry.solved, 0);
  return { totalChallenges, solved, byDifficulty, byTopic } satisfies Partial<TProgressStats>;
}

/** The most bars the runtime chart draws. */
export const STANDING_BARS = 12;

/**
 * Accepted runtimes (each with how many learners took it) as at most 12 bars of equal width
 * from the fastest to the slowest, the bar holding `mineMs` marked.
 */
export function runtimeBars(
  times: { ms: number; count: number }[],
  mineMs: number,
): { fromMs: number; toMs: number; count: number; mine: boolean }[] {
  if (times.length === 0) return [];
  const min = Math.min(mineMs, ...times.map((t) => t.ms));
  const max = Math.max(mineMs, ...times.map((t) => t.ms));
  const width = Math.max(1, Math.ceil((max - min + 1) / STANDING_BARS));
  const bars = [];
  for (let fromMs = min; fromMs <= max; fromMs += width) {
    const toMs = fromMs + width - 1;
    const count = times.filter((t) => t.ms >= fromMs && t.ms <= toMs).reduce((sum, t) => sum + t.count, 0);
    bars.push({ fromMs, toMs, count, mine: mineMs >= fromMs && mineMs <= toMs });
  }
  return bars;
}
