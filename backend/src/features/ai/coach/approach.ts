import type { TChallengeApproach } from "@cp/contracts";
import type { CodeAnalysis } from "../analysis/code-analysis";
import { formatComplexity } from "../analysis/complexity";

/**
 * Advice drawn from how a challenge is meant to be solved (its approach: pattern, idea,
 * complexity, the slower first try and a common mistake), so that what the coach says is about
 * this problem: Trapping Rain Water hears of two pointers, not of Two Sum's hash map.
 */

/** Growth of a big-O text: the highest total power of its variables (logs aside), or Infinity when exponential. */
export function degreeOf(bigO: string): number | undefined {
  const inside = bigOInside(bigO);
  if (inside === undefined) return undefined;
  // len(s), s.length and |s| each stand for one variable.
  const text = inside
    .replace(/\blen\(([^()]*)\)/g, "$1")
    .replace(/([A-Za-z_]\w*)\.length\b/g, "$1")
    .replace(/\|([^|]*)\|/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  // 2^n, 4^L, n!, k^n: a power whose exponent is a variable, or a factorial.
  if (/\^\s*\(?[A-Za-z]|!/.test(text)) return Number.POSITIVE_INFINITY;
  const terms = text.split("+");
  let degree = 0;
  for (const term of terms) {
    // log n, log k, log(n), log min(m, n): a logarithm adds no power.
    const withoutLogs = term.replace(/log\s*(?:[A-Za-z_]*\s*\([^()]*\)|[A-Za-z_]+)/g, " ");
    let power = 0;
    for (const match of withoutLogs.matchAll(/([A-Za-z][A-Za-z_]*)\s*(?:\^\s*(\d+)|([²³]))?/g)) {
      const name = match[1] as string;
      if (/^(sqrt|min|max)$/i.test(name)) continue;
      power += match[2] ? Number(match[2]) : match[3] === "²" ? 2 : match[3] === "³" ? 3 : 1;
    }
    degree = Math.max(degree, power);
  }
  return degree;
}

/** The text inside the first O(...), parentheses balanced ("O(S), S = total stops" gives "S"). */
function bigOInside(text: string): string | undefined {
  const start = text.indexOf("O(");
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(start + 2, i);
  }
  return undefined;
}

/** Whether the code grows faster than the intended solution (only when both can be told). */
export function slowerThanIntended(analysis: CodeAnalysis, approach: TChallengeApproach): boolean {
  const intended = degreeOf(approach.time);
  if (intended === undefined || analysis.complexity.label === "?") return false;
  if (analysis.complexity.exponential) return intended !== Number.POSITIVE_INFINITY;
  return analysis.complexity.n > intended;
}

/** The code's growth in words, naming the loops it comes from when they are the usual culprit. */
function describeCode(analysis: CodeAnalysis): string {
  const growth = formatComplexity(analysis.complexity);
  if (analysis.nestedSameCollection)
    return `The nested loops over \`${analysis.nestedSameCollection}\` make this ${growth}`;
  return `Your code looks like ${growth} (${analysis.complexityReason})`;
}

const lower = (pattern: string) =>
  /^[A-Z][a-z]/.test(pattern) ? pattern[0]?.toLowerCase() + pattern.slice(1) : pattern;

/** How the problem is usually solved, as a phrase: "in O(n) time (two pointers)". */
export function intended(approach: TChallengeApproach): string {
  return `in ${approach.time} time (${lower(approach.pattern)})`;
}

/** Feedback's suggestion for code slower than the intended solution: what it does, and this problem's idea. */
export function fasterApproachAdvice(analysis: CodeAnalysis, title: string, approach: TChallengeApproach): string {
  return `${describeCode(analysis)}; ${title} is usually solved ${intended(approach)}. ${approach.idea}`;
}

/**
 * The hints the approach gives, from the least to the most revealing: the pattern and the target
 * (with how the learner's code compares), the idea, then the mistake learners make here.
 */
export function approachHints(
  analysis: CodeAnalysis | undefined,
  title: string,
  approach: TChallengeApproach,
): string[] {
  const compare =
    analysis && slowerThanIntended(analysis, approach)
      ? ` ${describeCode(analysis)}, so it will be too slow at the largest inputs.`
      : "";
  return [
    `**Pattern: ${approach.pattern}.** ${title} is usually solved in ${approach.time} time with ${approach.space} extra space.${compare}`,
    `**The key idea:** ${approach.idea}`,
    `**A common mistake here:** ${approach.pitfall}`,
  ];
}

/** The first step for a learner who has written nothing yet: a correct, slower version to start from. */
export function firstVersion(approach: TChallengeApproach): string {
  return `A correct first version is fine: ${approach.naive} Check it on the samples, then aim for ${approach.time} time.`;
}
