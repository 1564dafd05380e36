/** What each challenge topic usually asks of a solution: the target complexity and a first strategy. */
export type TopicAdvice = {
  /** The complexity accepted solutions of this topic usually reach, as a phrase. */
  target: string;
  /** A strategy hint that does not depend on the learner's code. */
  strategy: string;
  /** How to begin from an empty function. */
  start: string;
};

const ADVICE: Record<string, TopicAdvice> = {
  "Arrays & Hash Tables": {
    target: "O(n) with a hash map or set (or O(n log n) if sorting helps)",
    strategy:
      "Ask what you need to remember about the elements already seen. A hash map (value → index or count) answers “have I seen X?” in O(1), which turns a pair search into one pass.",
    start:
      "Write the simplest correct version first, even a double loop over all pairs, and check it against the samples; then look for the repeated work a hash map removes.",
  },
  "Strings & Patterns": {
    target: "O(n) with a sliding window, two pointers or character counts",
    strategy:
      "Keep a window `[left, right]` with counts of the characters inside it: move `right` to grow it and `left` to shrink it until the condition holds again, so every character enters and leaves once.",
    start:
      "Walk the string once with an index and decide what you must track per character (a count, the last position seen, a stack); print it on a sample to see the pattern.",
  },
  "Trees & Recursion": {
    target: "O(n), visiting each node once",
    strategy:
      "Decide what the function returns for one subtree, handle the empty tree (`null`/`None`) first, then combine the answers of the left and right children; pass extra state down as parameters when the parent's value matters.",
    start:
      "Start with the base case: what should the function return for an empty tree or list? Then handle one node by trusting the recursive calls on its children (or next node).",
  },
  "Dynamic Programming": {
    target: "polynomial time: memoize the recursion or fill a table (typically O(n) to O(n·m))",
    strategy:
      "Name the state (which index, amount or pair of indices a subproblem is about), write the recurrence from smaller states, fix the base cases, then either memoize the recursion or fill a table in order.",
    start:
      "Solve it by hand for the smallest inputs (size 0, 1, 2) and write how the answer for size k uses smaller answers: that relation is the recurrence.",
  },
  "Graphs & Traversal": {
    target: "O(V + E) with BFS or DFS and a visited set (O(E log V) with a heap for weighted shortest paths)",
    strategy:
      "Build an adjacency list (or treat grid cells as nodes with up to four neighbours), then run BFS for fewest steps or DFS for reachability, marking nodes visited when you first reach them so each is processed once.",
    start:
      "First turn the input into neighbours: an adjacency list from the edges, or the four directions of a grid cell. Then pick BFS (shortest steps) or DFS (reachability).",
  },
};

const GENERIC: TopicAdvice = {
  target: "a solution that does not repeat work",
  strategy: "Look for work your code repeats: a value recomputed in a loop can usually be stored once and looked up.",
  start:
    "Work through the first sample by hand, write those steps as code, and return the value for that case before generalising.",
};

export function adviceFor(topic: string): TopicAdvice {
  return ADVICE[topic] ?? GENERIC;
}
