import type { TChallengePattern, TChallengeTopic, TDifficulty } from "@cp/contracts";
import {
  CHALLENGE_FILTER_LANGUAGES,
  CHALLENGE_PATTERNS,
  CHALLENGE_TOPICS,
  DIFFICULTIES,
} from "@cp/contracts/constants";
import type { TSelectOption } from "@/components/ui/select";

/** The value of a list filter: "all" means "do not send it" (spec section 5). */
export type TChallengeFilters = {
  difficulty: TDifficulty | "all";
  topic: TChallengeTopic | "all";
  pattern: TChallengePattern | "all";
  language: (typeof CHALLENGE_FILTER_LANGUAGES)[number] | "all";
};

export const NO_FILTERS: TChallengeFilters = { difficulty: "all", topic: "all", pattern: "all", language: "all" };

/** Filter labels of spec section 9: "All Levels", "All Topics", "All Languages" stand for 'all'. */
export const DIFFICULTY_OPTIONS: readonly TSelectOption[] = [
  { value: "all", label: "All Levels" },
  ...DIFFICULTIES.map((d) => ({ value: d, label: d })),
];

export const TOPIC_OPTIONS: readonly TSelectOption[] = [
  { value: "all", label: "All Topics" },
  ...CHALLENGE_TOPICS.map((t) => ({ value: t, label: t })),
];

export const PATTERN_OPTIONS: readonly TSelectOption[] = [
  { value: "all", label: "All Patterns" },
  ...CHALLENGE_PATTERNS.map((p) => ({ value: p, label: p })),
];

export const LANGUAGE_FILTER_OPTIONS: readonly TSelectOption[] = [
  { value: "all", label: "All Languages" },
  ...CHALLENGE_FILTER_LANGUAGES.map((l) => ({ value: l, label: l })),
];
