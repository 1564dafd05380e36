import type { TLeaderboardEntry } from "@cp/contracts";

/** How a row changed between two rankings: up or down the table, newly on it, or more points in place. */
export type TRankMove = "up" | "down" | "new" | "score";

/**
 * The rows whose position changed from `previous` to `next`, by entry id. A row that only
 * shifted because another row was inserted above it counts as moved too: its rank number
 * changed, and that is what a reader sees.
 */
export function rankChanges(
  previous: readonly TLeaderboardEntry[],
  next: readonly TLeaderboardEntry[],
): Map<string, TRankMove> {
  const before = new Map(previous.map((entry, index) => [entry.id, { entry, index }]));
  const moves = new Map<string, TRankMove>();
  next.forEach((entry, index) => {
    const old = before.get(entry.id);
    if (old === undefined) moves.set(entry.id, "new");
    else if (old.index > index) moves.set(entry.id, "up");
    else if (old.index < index) moves.set(entry.id, "down");
    else if (old.entry.points !== entry.points || old.entry.challengesSolved !== entry.challengesSolved) {
      moves.set(entry.id, "score");
    }
  });
  return moves;
}
