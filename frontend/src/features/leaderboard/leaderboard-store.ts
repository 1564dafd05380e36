import type { TLeaderboardEntry } from "@cp/contracts";
import { create } from "zustand";
import { rankChanges, type TRankMove } from "./rank-changes";

/** How long a moved row stays highlighted. */
export const MOVE_HIGHLIGHT_MS = 2400;

type TRankMovesState = {
  /** Rows that moved on the latest live update, cleared after MOVE_HIGHLIGHT_MS. */
  moves: ReadonlyMap<string, TRankMove>;
  /** Date.now() of the latest live update, so an older REST response cannot undo it. */
  liveAt: number;
  /** A `leaderboard.changed` event replaced `previous` with `next`: mark the rows that moved. */
  markMoves: (previous: TLeaderboardEntry[] | undefined, next: TLeaderboardEntry[]) => void;
};

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * What no endpoint returns about the leaderboard: which rows just moved, and when the last live
 * update came. The ranking itself lives in the query cache only (LEADERBOARD_QUERY_KEY).
 */
export const useRankMovesStore = create<TRankMovesState>((set) => ({
  moves: new Map(),
  liveAt: 0,
  markMoves: (previous, next) => {
    set({ moves: previous ? rankChanges(previous, next) : new Map<string, TRankMove>(), liveAt: Date.now() });
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => set({ moves: new Map() }), MOVE_HIGHLIGHT_MS);
  },
}));
