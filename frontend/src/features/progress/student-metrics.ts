import type { TProgressRecord, TSubmission } from "@cp/contracts";

/** Recent Submissions shows at most this many (spec section 9). */
export const RECENT_SUBMISSIONS_LIMIT = 10;

/** Rounded percent, 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The student page's cards (spec section 9). */
export function computeStudentMetrics(records: readonly TProgressRecord[], submissions: readonly TSubmission[]) {
  const completed = records.filter((record) => record.completed).length;
  const passed = submissions.filter((submission) => submission.passed).length;
  return {
    completed,
    started: records.length,
    /** Completed challenges among the progress records. */
    totalProgress: percent(completed, records.length),
    passed,
    submitted: submissions.length,
    /** Passed submissions among the learner's submissions. */
    successRate: percent(passed, submissions.length),
  };
}

/** The rank card's text: '#n', or 'Unranked' without points. */
export const rankLabel = (rank: number | null | undefined) => (rank ? `#${rank}` : "Unranked");
