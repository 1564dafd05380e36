import { create } from "zustand";

/** How long an item that arrived live stays highlighted. */
export const ARRIVAL_HIGHLIGHT_MS = 2500;

type TForumLiveState = {
  /** Posts deleted or hidden while someone had them open (no endpoint says "it was here a moment ago"). */
  removed: Record<string, "deleted" | "hidden">;
  /** Posts and replies that arrived over the socket a moment ago, by id, for a brief highlight. */
  arrived: Record<string, true>;
  /** When the latest counts event of each post arrived (Date.now()), to order it against REST answers. */
  countsAt: Record<string, number>;
  markRemoved: (id: string, reason: "deleted" | "hidden") => void;
  markArrived: (id: string) => void;
  countsArrived: (postId: string) => void;
};

/** What the live forum knows that no endpoint returns; server data itself lives in the query cache. */
export const useForumLiveStore = create<TForumLiveState>((set) => ({
  removed: {},
  arrived: {},
  countsAt: {},
  markRemoved: (id, reason) => set((state) => ({ removed: { ...state.removed, [id]: reason } })),
  markArrived: (id) => {
    set((state) => ({ arrived: { ...state.arrived, [id]: true } }));
    setTimeout(() => {
      set((state) => {
        const { [id]: _gone, ...rest } = state.arrived;
        return { arrived: rest };
      });
    }, ARRIVAL_HIGHLIGHT_MS);
  },
  countsArrived: (postId) => set((state) => ({ countsAt: { ...state.countsAt, [postId]: Date.now() } })),
}));
