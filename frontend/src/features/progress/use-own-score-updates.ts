import type { SOCKET_EVENTS } from "@cp/contracts";
import { useEffect } from "react";
import { joinRoom, subscribeEvent } from "@/lib/socket";
import { refreshUserProgress, refreshUserRank } from "./queries";

const LEADERBOARD_CHANGED: (typeof SOCKET_EVENTS)["leaderboardChanged"] = "leaderboard.changed";

/**
 * Keeps a screen of the user's own numbers current while it is open: their accepted
 * submission (from another tab, say) reloads their progress, and anyone's changes their rank.
 */
export function useOwnScoreUpdates(userId: string) {
  useEffect(() => {
    const leave = joinRoom("leaderboard");
    const stop = subscribeEvent(LEADERBOARD_CHANGED, (event) => {
      if (event.changedUserId === userId) void refreshUserProgress(userId);
      else refreshUserRank(userId, event);
    });
    return () => {
      stop();
      leave();
    };
  }, [userId]);
}
