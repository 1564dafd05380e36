import type { TLanguageKey } from "@cp/contracts";
import { type Analyzer, createAnalyzer } from "../analysis/analyzer";
import { analyzeCode, type CodeAnalysis } from "../analysis/code-analysis";
import { formatComplexity } from "../analysis/complexity";
import { stripCommentsAndStrings } from "../analysis/source-text";
import type { AiProvider, CoachChallenge, FeedbackInput, HintInput } from "../types";
import { approachHints, fasterApproachAdvice, firstVersion, intended, slowerThanIntended } from "./approach";
import {
  compareValues,
  errorHeadline,
  firstFailure,
  formatInput,
  formatValue,
  hasEmptyInput,
  inputSize,
  likelyCause,
} from "./failures";
import {
  hashMapAdvice,
  improvementIdea,
  isPlainExponentialRecursion,
  memoizationAdvice,
  suggestsHashMap,
} from "./improvements";
import { adviceFor } from "./topics";

/**
 * The built-in coach: deterministic feedback and hints from what can be known for certain (the
 * judge's results and a structural reading of the code). It never calls out and never fails.
 */
export function createCoach(analyzer: Analyzer = createAnalyzer()): AiProvider {
  // The code is read on the analyzer's thread with a time budget, never on the event loop. The
  // last few readings are kept: one started while the judge ran is there when feedback is written.
  const readings = new Map<string, Promise<CodeAnalysis>>();
  const read = ({ code, language, challenge }: HintInput): Promise<CodeAnalysis> => {
    const key = JSON.stringify([language, challenge.topic, challenge.signature, code]);
    let reading = readings.get(key);
    if (!reading) {
      reading = analyzer.analyze({ code, language, signature: challenge.signature, topic: challenge.topic }).then(
        (analysis) => analysis ?? UNREAD,
        () => UNREAD,
      );
      readings.set(key, reading);
      const [oldest] = readings.keys();
      if (readings.size > KEPT_READINGS && oldest !== undefined) readings.delete(oldest);
    }
    return reading;
  };
  return {
    readCode: (input) => void read(input),
    feedback: async (input) => ({ text: writeFeedback(input, await read(input)), source: "automated" }),
    hint: async (input) => {
      const text = writeHint(input, await read(input));
      return text === undefined ? { text: "", source: "automated", exhausted: true } : { text, source: "automated" };
    },
  };
}

/** Readings of recent code kept for feedback and hints (at most 64 KB of code each). */
const KEPT_READINGS = 32;

/** What is assumed about code the analysis could not read: nothing beyond the judge's facts. */
const UNREAD: CodeAnalysis = {
  starterOnly: false,
  loopDepth: 0,
  nestedWhile: false,
  scanInLoop: false,
  usesSort: false,
  usesHash: false,
  complexity: { n: 0, log: 0, exponential: false, label: "?" },
  complexityReason: "the structure could not be read",
};

/**
 * The analysis is heuristic code over arbitrary learner input; should it ever throw, feedback
 * still reports the test results rather than failing the submission that asked for it.
 */
function safelyAnalyze({ code, language, challenge }: HintInput): CodeAnalysis {
  try {
    return analyzeCode(code, language, challenge.signature, challenge.topic);
  } catch {
    return UNREAD;
  }
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

/** 2–6 Markdown lines: a headline, what failed and why, and at most one structural suggestion. */
export function writeFeedback(input: FeedbackInput, analysis: CodeAnalysis = safelyAnalyze(input)): string {
  const { challenge, language, verdict, testResults, passedCount, totalCount, executionTime } = input;
  const estimate = `Estimated time complexity: ${formatComplexity(analysis.complexity)} (${analysis.complexityReason}).`;
  const idea = improvement(challenge, analysis, language);
  const lines: string[] = [];

  switch (verdict) {
    case "Accepted":
      lines.push(`**Accepted**: all ${totalCount} tests passed in ${ms(executionTime)}.`);
      if (analysis !== UNREAD) lines.push(estimate);
      if (idea) lines.push(`Improvement: ${idea}`);
      return lines.join("\n\n");
    case "Compilation Error": {
      const error = input.compileOutput || testResults.find((r) => r.error)?.error;
      lines.push("**Compilation Error**: the code did not compile, so no test ran.");
      if (error) lines.push(`- First error: \`${errorHeadline(error)}\``);
      lines.push("- Fix the first reported error and compile again; later errors often follow from it.");
      return lines.join("\n");
    }
    case "Internal Error":
      return "**Internal Error**: the judge could not finish this run, which is not caused by your code. Run it again.";
    default:
      break;
  }

  lines.push(`**${verdict}**: ${passedCount} of ${totalCount} tests passed (${ms(executionTime)}).`);
  const failed = firstFailure(testResults, verdict);
  const label = failed ? `Test ${failed.index + 1}` : "A test";
  let structural = idea;

  if (verdict === "Wrong Answer" && failed) {
    lines.push(
      `- ${label} failed: input \`${formatInput(failed.input)}\`, expected \`${formatValue(failed.expected)}\`, got \`${formatValue(failed.actual)}\`.`,
    );
    const observation = compareValues(failed.expected, failed.actual);
    if (observation) lines.push(`- ${observation}`);
    else if (hasEmptyInput(failed.input))
      lines.push("- This is an edge case with an empty input: handle it before the main logic.");
  } else if (verdict === "Runtime Error") {
    const error = failed?.error ?? "";
    lines.push(`- ${label} raised an error${error ? `: \`${errorHeadline(error)}\`` : "."}`);
    const cause = likelyCause(error);
    if (cause) lines.push(`- Likely cause: ${cause}.`);
    if (failed) lines.push(`- It happened on input \`${formatInput(failed.input, 120)}\`.`);
  } else if (verdict === "Time Limit Exceeded") {
    const size = failed ? inputSize(failed.input) : 0;
    const where = size > 0 ? ` on an input of ${size.toLocaleString("en-US")} elements` : "";
    lines.push(`- ${label} ran out of time${where}: the algorithm is too slow for this input size.`);
    lines.push(`- ${timeAdvice(analysis, target(challenge))}`);
    if (!challenge.approach) {
      if (isPlainExponentialRecursion(analysis, challenge.topic)) structural = memoizationAdvice(analysis, language);
      else if (suggestsHashMap(analysis, challenge.topic)) structural = hashMapAdvice(analysis, challenge.topic);
    }
  } else if (verdict === "Memory Limit Exceeded") {
    lines.push(`- ${label} used more memory than allowed.`);
    lines.push(
      challenge.topic === "Dynamic Programming"
        ? "- A DP table often needs only its previous row: keep two rows (or one) instead of the full table."
        : "- Look for collections that grow without bound, copies of the input made on every step (slices, `substring`), or recursion that never stops.",
    );
  } else if (verdict === "Output Limit Exceeded") {
    lines.push("- Your code printed more output than allowed: remove debug prints, especially inside loops.");
  } else if (failed?.error) {
    lines.push(`- ${label}: \`${errorHeadline(failed.error)}\``);
  }
  if (structural) lines.push(`- ${structural}`);
  return lines.slice(0, 6).join("\n");
}

/** What the timeout says about the structure: too slow an algorithm, or a loop that runs longer than it looks. */
function timeAdvice(analysis: CodeAnalysis, target: string): string {
  const c = analysis.complexity;
  if (c.exponential || c.n >= 2) {
    return `Your code looks like ${formatComplexity(c)} (${analysis.complexityReason}); ${target}.`;
  }
  if (analysis.nestedWhile) {
    return `A \`while\` loop runs inside another loop: if it starts over on every pass instead of continuing where it stopped, the work is quadratic; ${target}.`;
  }
  if (analysis.loopDepth > 0 || analysis.recursion) {
    return `Your code looks like ${formatComplexity(c)} (${analysis.complexityReason}), which should be fast enough, so check that every loop makes progress and every recursion reaches its base case: a loop that never ends also times out.`;
  }
  return `${target[0]?.toUpperCase()}${target.slice(1)}.`;
}

/** What a solution of this challenge should reach, as a clause: the approach's, else the topic's. */
function target(challenge: CoachChallenge): string {
  return challenge.approach
    ? `${challenge.title} is usually solved ${intended(challenge.approach)}`
    : `this topic usually needs ${adviceFor(challenge.topic).target}`;
}

/**
 * One concrete way to make the code better. With the challenge's approach: how this problem is
 * solved faster, when the code grows faster than that (or memoization for plain exponential
 * recursion); without one, the topic's usual fix.
 */
function improvement(challenge: CoachChallenge, analysis: CodeAnalysis, language: TLanguageKey): string | undefined {
  const { approach } = challenge;
  if (!approach) return improvementIdea(analysis, challenge.topic, language);
  if (!slowerThanIntended(analysis, approach)) return undefined;
  if (analysis.recursion && !analysis.recursion.memoized && analysis.complexity.exponential)
    return memoizationAdvice(analysis, language);
  return fasterApproachAdvice(analysis, challenge.title, approach);
}

/**
 * A hint for after the authored hints run out: about the learner's current code where something
 * stands out, then about this challenge's approach, from the least revealing on. Hints in
 * `input.shown` were given already; undefined when every hint for this code has been.
 */
export function writeHint(input: HintInput, analysis: CodeAnalysis = safelyAnalyze(input)): string | undefined {
  const shown = new Set(input.shown ?? []);
  return hintCandidates(input, analysis).find((hint) => !shown.has(hint));
}

function hintCandidates(input: HintInput, analysis: CodeAnalysis): string[] {
  const { challenge, language } = input;
  const { approach } = challenge;
  const advice = adviceFor(challenge.topic);
  const read = analysis !== UNREAD;
  if (analysis.starterOnly) {
    const { name, params, returns } = challenge.signature;
    const given = params.map((p) => `\`${p.name}\` (${p.type})`);
    const list = given.length > 1 ? `${given.slice(0, -1).join(", ")} and ${given.at(-1)}` : (given[0] ?? "");
    const start = `**How to start:** \`${name}\` takes ${list} and returns ${returns}. ${approach ? firstVersion(approach) : advice.start}`;
    return approach ? [start, ...approachHints(undefined, challenge.title, approach)] : [start];
  }
  const candidates: string[] = [];
  const noBaseCase =
    analysis.recursion && !hasBaseCase(input.code, language, analysis)
      ? `\`${analysis.recursion.name}\` calls itself but has no condition that returns without recursing. Start it with a base case for the smallest input (an empty node, index past the end, amount 0).`
      : undefined;
  if (approach) {
    if (noBaseCase) candidates.push(noBaseCase);
    const slower = read && slowerThanIntended(analysis, approach);
    if (slower && analysis.recursion && !analysis.recursion.memoized && analysis.complexity.exponential)
      candidates.push(memoizationAdvice(analysis, language));
    candidates.push(...approachHints(read ? analysis : undefined, challenge.title, approach));
    return candidates;
  }
  if (suggestsHashMap(analysis, challenge.topic)) candidates.push(hashMapAdvice(analysis, challenge.topic));
  if (noBaseCase) candidates.push(noBaseCase);
  if (isPlainExponentialRecursion(analysis, challenge.topic)) candidates.push(memoizationAdvice(analysis, language));
  if (analysis.scanInLoop) {
    candidates.push(
      "There is a search, slice or copy inside a loop, which costs O(n) on every pass. Keep the information it looks for in a hash set/map, or track indices instead of building new lists and strings.",
    );
  }
  candidates.push(
    read
      ? `${advice.strategy} (Your code currently looks like ${formatComplexity(analysis.complexity)}; this topic usually needs ${advice.target}.)`
      : advice.strategy,
  );
  return candidates;
}

/** A base case shows up as a conditional anywhere in the recursive function's body. */
function hasBaseCase(code: string, language: TLanguageKey, analysis: CodeAnalysis): boolean {
  const def = analysis.recursion?.def;
  if (!def) return true;
  // Offsets point at the same places in the stripped text, where comments cannot fake a condition.
  const body = stripCommentsAndStrings(code, language).slice(def.bodyStart, def.bodyEnd);
  return /\bif\b|\?|\bwhen\b|\bswitch\b|\band\b|\bor\b|&&|\|\|/.test(body);
}
