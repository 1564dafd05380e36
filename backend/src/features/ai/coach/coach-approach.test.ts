import type { TChallengeApproach, TLanguageKey } from "@cp/contracts";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../challenges";
import { baseInput, result } from "../testing/coach-inputs";
import type { CoachChallenge } from "../types";
import { degreeOf } from "./approach";
import { writeFeedback, writeHint } from "./coach";
import { buildFeedbackMessages, buildHintMessages } from "./prompt";

/** The catalog's challenges as the coach sees them, read from content/ by the catalog's own loader (each with its approach). */
const challenges: (CoachChallenge & { slug: string; approach: TChallengeApproach })[] = (
  await loadCatalog(undefined, { generated: "skip" })
).map((c) => ({
  slug: c.slug,
  title: c.title,
  topic: c.topic,
  difficulty: c.difficulty,
  description: "",
  signature: c.signature,
  hints: c.hints,
  approach: c.approach,
}));
const bySlug = (slug: string) => {
  const found = challenges.find((c) => c.slug === slug);
  if (!found) throw new Error(`no challenge ${slug}`);
  return found;
};

/** Every generated hint for this code, asking again and again as a learner pressing Get Hint would. */
function allHints(challenge: CoachChallenge, language: TLanguageKey, code: string): string[] {
  const shown: string[] = [];
  for (let i = 0; i < 20; i++) {
    const hint = writeHint({ challenge, language, code, shown });
    if (hint === undefined) return shown;
    shown.push(hint);
  }
  throw new Error("the coach never ran out of new hints");
}

/** A body that is neither the starter nor a known pattern: the learner has begun writing. */
const BEGUN = "class Solution:\n    def f(self, x):\n        total = 0\n        total += 1\n        return total\n";

describe("the coach speaks of this challenge", () => {
  it("has an approach for every catalog challenge, with a complexity it can read", () => {
    expect(challenges.length).toBeGreaterThan(50);
    for (const c of challenges) {
      expect(c.approach, c.slug).toBeDefined();
      expect(degreeOf(c.approach.time), `${c.slug}: ${c.approach.time}`).toBeDefined();
    }
  });

  it.each(challenges.map((c) => [c.slug, c] as const))(
    "%s: generated hints name its own pattern and idea, never another challenge's, and never repeat",
    (_slug, challenge) => {
      const hints = allHints(challenge, "python", BEGUN);
      const text = hints.join("\n");
      expect(text).toContain(challenge.approach.pattern);
      expect(text).toContain(challenge.approach.idea);
      expect(text).toContain(challenge.approach.pitfall);
      expect(new Set(hints).size).toBe(hints.length);
      for (const other of challenges) {
        if (other.approach.idea === challenge.approach.idea) continue;
        expect(text, `${challenge.slug} speaks of ${other.slug}`).not.toContain(other.approach.idea);
      }
      expect(text).not.toContain("look up the partner");
    },
  );

  it("tells an O(n^2) Trapping Rain Water of two pointers, not of Two Sum's hash map", () => {
    const challenge = bySlug("trapping-rain-water");
    const code = `class Solution:
    def trap(self, height):
        water = 0
        for i in range(len(height)):
            left = max(height[j] for j in range(i + 1))
            right = 0
            for j in range(i, len(height)):
                right = max(right, height[j])
            water += min(left, right) - height[i]
        return water
`;
    const accepted = writeFeedback({ ...baseInput(challenge), code });
    expect(accepted).toMatch(
      /Improvement: .*O\(n\^2\).*Trapping Rain Water is usually solved in O\(n\) time \(two pointers\)/,
    );
    expect(accepted).toContain(challenge.approach.idea);
    expect(accepted).not.toMatch(/hash map|partner/);
    const slow = writeFeedback({
      ...baseInput(challenge),
      code,
      verdict: "Time Limit Exceeded",
      passedCount: 7,
      testResults: [result({ index: 7, passed: false, verdict: "Time Limit Exceeded", input: { height: [1, 2] } })],
    });
    expect(slow).toMatch(/Trapping Rain Water is usually solved in O\(n\) time \(two pointers\)/);
    expect(slow).not.toMatch(/hash map|partner/);
    const [first] = allHints(challenge, "python", code);
    expect(first).toMatch(/^\*\*Pattern: Two pointers\.\*\* .*O\(n\^2\).*too slow/);
  });

  it("tells a brute-force Longest Consecutive Sequence of run starts in a set", () => {
    const challenge = bySlug("longest-consecutive-sequence");
    const code = `class Solution:
    def longestConsecutive(self, nums):
        best = 0
        for x in nums:
            length = 1
            for y in nums:
                if y == x + length:
                    length += 1
            best = max(best, length)
        return best
`;
    const text = writeFeedback({ ...baseInput(challenge), code });
    expect(text).toContain("Longest Consecutive Sequence is usually solved in O(n) time (hash set)");
    expect(text).toContain(challenge.approach.idea);
    expect(text).not.toMatch(/partner/);
  });

  it("says nothing about speed when the code is already as fast as the intended solution", () => {
    const challenge = bySlug("longest-common-subsequence");
    const code = `class Solution:
    def longestCommonSubsequence(self, text1, text2):
        dp = [[0] * (len(text2) + 1) for _ in range(len(text1) + 1)]
        for i in range(len(text1)):
            for j in range(len(text2)):
                dp[i + 1][j + 1] = dp[i][j] + 1 if text1[i] == text2[j] else max(dp[i][j + 1], dp[i + 1][j])
        return dp[-1][-1]
`;
    const text = writeFeedback({ ...baseInput(challenge), code });
    expect(text).not.toContain("Improvement");
  });

  it("runs out of new hints instead of giving one twice", () => {
    const challenge = bySlug("two-sum");
    const hints = allHints(challenge, "python", BEGUN);
    expect(hints).toHaveLength(3);
    expect(writeHint({ challenge, language: "python", code: BEGUN, shown: hints })).toBeUndefined();
  });

  it("gives a configured model the same context: this challenge's approach and the hints already shown", () => {
    const challenge = bySlug("trapping-rain-water");
    const shown = allHints(challenge, "python", BEGUN).slice(0, 1);
    const [, hintPrompt] = buildHintMessages({ challenge, language: "python", code: BEGUN, shown });
    expect(hintPrompt?.content).toContain(`Key idea: ${challenge.approach.idea}`);
    expect(hintPrompt?.content).toContain(shown[0]);
    const [, feedbackPrompt] = buildFeedbackMessages({ ...baseInput(challenge), code: BEGUN });
    expect(feedbackPrompt?.content).toContain("Pattern: Two pointers; time O(n), space O(1)");
  });
});
