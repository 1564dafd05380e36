/**
 * The challenge's completionRate is everyone's figure (learners who solved it, of those who
 * submitted it), not the reader's own progress: these words say so wherever it is shown.
 */
export const ACCEPTANCE_LABEL = "All learners' acceptance";

/** "3 of 7 learners solved it", or that nobody has submitted it yet. */
export function describeAcceptance(solved: number, attempted: number): string {
  if (attempted === 0) return "No learner has submitted it yet";
  return `${solved} of ${attempted} ${attempted === 1 ? "learner" : "learners"} solved it`;
}
