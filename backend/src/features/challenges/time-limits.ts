import { LANGUAGE_KEYS, type TLanguageKey } from "@cp/contracts";
import { MAX_TIME_LIMIT_MS } from "../execution";

/**
 * A challenge's CPU time limit per language, calibrated from its reference solutions as LeetCode
 * and DMOJ do: `content:build` measures the CPU time each reference's whole program takes over
 * the generated tests (start, reading the input, every call, printing the answers), and each
 * language's limit is a few times its reference's, never below a floor that covers the language's
 * own start, never above MAX_TIME_LIMIT_MS. The naive solutions are then proven to run out of the
 * same limits (`content:check`).
 */

/** How many times the reference's CPU time a learner's program may take. */
export const TIME_LIMIT_FACTOR = 3;

/**
 * The least limit per language: a program of the intended complexity written less tightly than the
 * reference still fits, and the runtime's own start (the JVM, Mono, Node's and Python's) is a small
 * part of it.
 */
export const TIME_LIMIT_FLOOR_MS: Record<TLanguageKey, number> = {
  c: 2000,
  cpp: 2000,
  csharp: 3000,
  java: 3000,
  javascript: 3000,
  python: 3000,
};

/**
 * A language without a reference borrows a measured one's figure: C runs like C++, and the
 * JIT-compiled languages are given Python's (the slowest of the six on the same work), so their
 * learners are never held to a figure nobody measured.
 */
const BORROWS_FROM: Record<TLanguageKey, TLanguageKey[]> = {
  c: ["cpp", "python"],
  cpp: ["c", "python"],
  csharp: ["python", "java", "javascript", "cpp"],
  java: ["python", "csharp", "javascript", "cpp"],
  javascript: ["python", "java", "csharp", "cpp"],
  python: ["javascript", "java", "csharp", "cpp"],
};

export type TTimeLimits = Record<TLanguageKey, number>;

const roundUp = (ms: number, step: number) => Math.ceil(ms / step) * step;

/** Each language's limit from the references' measured CPU times; null when none was measured. */
export function calibrateTimeLimits(referenceCpuMs: Partial<Record<string, number>> | undefined): TTimeLimits | null {
  const measured = (language: TLanguageKey) => referenceCpuMs?.[language];
  if (!LANGUAGE_KEYS.some((l) => measured(l) !== undefined)) return null;
  const limits = {} as TTimeLimits;
  for (const language of LANGUAGE_KEYS) {
    const own = measured(language);
    const cpu = own ?? BORROWS_FROM[language].map(measured).find((ms) => ms !== undefined) ?? 0;
    const wanted = Math.max(TIME_LIMIT_FLOOR_MS[language], TIME_LIMIT_FACTOR * cpu, cpu + 1000);
    limits[language] = Math.min(MAX_TIME_LIMIT_MS, roundUp(wanted, 500));
  }
  return limits;
}

/**
 * Whether a Time Limit Exceeded was the CPU limit's doing: a busy machine's wall clock can stop a
 * program first, which proves nothing about its speed. Without a CPU figure or a limit, trusted.
 */
export function ranOutOfCpu(cpuMs: number | undefined, limitMs: number | null | undefined): boolean {
  return !limitMs || cpuMs === undefined || cpuMs >= limitMs;
}
