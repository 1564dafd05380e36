// Zod-free: the product's fixed lists, which screens import through "@cp/contracts/constants"
// without the schema library. The schemas (common.ts, forum.ts) are built from these.

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;

export const CHALLENGE_TOPICS = [
  "Arrays & Hash Tables",
  "Strings & Patterns",
  "Trees & Recursion",
  "Dynamic Programming",
  "Graphs & Traversal",
] as const;

/**
 * The techniques a challenge practises (a challenge has one or more): the list filters on them
 * beside the five topics.
 */
export const CHALLENGE_PATTERNS = [
  "Arrays & Hashing",
  "Two Pointers",
  "Sliding Window",
  "Stack",
  "Binary Search",
  "Linked List",
  "Trees",
  "Tries",
  "Heap / Priority Queue",
  "Backtracking",
  "Graphs",
  "1-D DP",
  "2-D DP",
  "Greedy",
  "Intervals",
  "Math & Geometry",
  "Bit Manipulation",
  "Strings",
] as const;

/** Failed submissions after which a learner may choose "Show the solution" (and is shown as given up). */
export const GIVE_UP_AFTER_FAILED = 3;

export const QUIZ_TOPICS = ["Fundamentals", "Data Structures", "Web Development", "Database Queries"] as const;
export const FORUM_CATEGORIES = ["General Discussion", "Help & Support", "Show & Tell"] as const;
export const TUTORIAL_COURSES = [
  "React",
  "JavaScript",
  "Java",
  "Node.js",
  "HTML",
  "CSS",
  "TypeScript",
  "Tailwind",
  "Python",
  "C#",
] as const;

/** Points a learner earns on the first accepted solve of a challenge. */
export const POINTS_BY_DIFFICULTY: Record<(typeof DIFFICULTIES)[number], number> = { Easy: 10, Medium: 20, Hard: 40 };

export const ROLES = ["admin", "student"] as const;

export const FORUM_SORTS = ["latest", "top", "unanswered"] as const;

export const FORUM_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  contentMax: 20_000,
  tagsMax: 5,
  tagMax: 24,
  searchMax: 100,
  pageSizeMax: 50,
  repliesPageMax: 500,
} as const;
