import type { TProgressRecord } from "@cp/contracts";

/** Recent Activity shows at most this many records (spec section 9). */
export const RECENT_ACTIVITY_LIMIT = 10;

export type TDashboardMetrics = {
  solved: number;
  /** Rounded percent of completed over all challenges in the catalog (spec section 9). */
  successRate: number;
  totalAttempts: number;
  /** Progress records minus the completed ones. */
  inProgress: number;
  totalChallenges: number;
  /** The first 10 records that match a known challenge, most recent first. */
  recent: (TProgressRecord & { challenge: NonNullable<TProgressRecord["challenge"]> })[];
};

/** The dashboard's numbers, from the learner's progress records and the catalog size. */
export function computeDashboardMetrics(
  records: readonly TProgressRecord[],
  totalChallenges: number,
): TDashboardMetrics {
  const solved = records.filter((record) => record.completed).length;
  return {
    solved,
    successRate: totalChallenges > 0 ? Math.round((solved / totalChallenges) * 100) : 0,
    totalAttempts: records.reduce((sum, record) => sum + record.attempts, 0),
    inProgress: records.length - solved,
    totalChallenges,
    recent: records
      .filter((record): record is TDashboardMetrics["recent"][number] => record.challenge !== null)
      .slice(0, RECENT_ACTIVITY_LIMIT),
  };
}
