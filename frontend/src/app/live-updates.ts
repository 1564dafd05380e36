import type { TLeaderboardChangedEvent } from "@cp/contracts";
import { SOCKET_EVENTS } from "@cp/contracts/constants";
import { ADMIN_LIVE_UPDATES } from "@/features/admin/challenge/validation-store";
import { RUN_LIVE_UPDATES } from "@/features/challenges/run/live-run";
import { FORUM_LIVE_UPDATES } from "@/features/forum/forum-live";
import { applyLeaderboardChange } from "@/features/leaderboard/use-live-leaderboard";
import { refreshUserProgress, refreshUserRank } from "@/features/progress/queries";
import { applyContentChange } from "@/lib/content-live";
import { cachedSessionUser } from "@/lib/query-client";
import type { TLiveUpdates } from "@/lib/socket-loaded";

/**
 * leaderboard.changed: the board's rows, then the viewer's own numbers: their accepted submission
 * (from another tab, say) reloads their progress; anyone else's changes at most their rank.
 */
function onLeaderboardChanged(event: TLeaderboardChangedEvent): void {
  applyLeaderboardChange(event);
  const me = cachedSessionUser()?.id;
  if (!me) return;
  if (event.changedUserId === me) void refreshUserProgress(me);
  else refreshUserRank(me, event);
}

/**
 * The one map from server events to the client state they update, built from each feature's
 * part: the query cache for server state, a store for what no endpoint returns (live run
 * progress, rank-move highlights, forum items removed or just arrived, an admin's validation
 * progress). The socket attaches every handler once, before it first connects (main.tsx
 * provides this module to it); screens only join rooms.
 */
export const LIVE_UPDATES = {
  ...RUN_LIVE_UPDATES,
  [SOCKET_EVENTS.leaderboardChanged]: onLeaderboardChanged,
  ...FORUM_LIVE_UPDATES,
  ...ADMIN_LIVE_UPDATES,
  [SOCKET_EVENTS.contentChanged]: applyContentChange,
} satisfies Required<TLiveUpdates>;
