import type { TLeaderboardEntry } from "@cp/contracts";
import { create } from "zustand";
import { rankChanges, type TRankMove } from "./rank-changes";

/** How long a moved row stays highlighted. */
export const MOVE_HIGHLIGHT_MS = 2400;

type TLeaderboardState = {
  /** The ranking on screen; null until the first REST response. */
  entries: TLeaderboardEntry[] | null;
  /** Rows that moved on the latest live update, cleared after MOVE_HIGHLIGHT_MS. */
  moves: ReadonlyMap<string, TRankMove>;
  /** Who caused the latest live update. */
  changedUserId: string | null;
  /** Date.now() of the latest live update, to keep an older REST response from undoing it. */
  liveAt: number;
  /**
   * A REST response, fetched from `requestedAt` on: it is the source on page load, but a live
   * update that arrived while it was on the way is newer and wins.
   */
  loadSnapshot: (entries: TLeaderboardEntry[], requestedAt: number) => void;
  /** A `leaderboard.changed` event: re-order and mark the rows that moved. */
  applyLiveUpdate: (entries: TLeaderboardEntry[], changedUserId: string) => void;
};

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** The live leaderboard: filled by REST on page load, then by socket events. */
export const useLeaderboardStore = create<TLeaderboardState>((set, get) => ({
  entries: null,
  moves: new Map(),
  changedUserId: null,
  liveAt: 0,
  loadSnapshot: (entries, requestedAt) => {
    if (get().liveAt > requestedAt && get().entries) return;
    set({ entries });
  },
  applyLiveUpdate: (entries, changedUserId) => {
    const previous = get().entries;
    const moves = previous ? rankChanges(previous, entries) : new Map<string, TRankMove>();
    set({ entries, moves, changedUserId, liveAt: Date.now() });
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => set({ moves: new Map() }), MOVE_HIGHLIGHT_MS);
  },
}));
