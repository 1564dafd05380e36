import { Flame, Star, Trophy } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useLeaderboardRank } from "@/features/progress/queries";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";

/** The signed-in user's own standing above the table: it holds even when they are below the rows shown. */
export function YourRankBar({ userId }: { userId: string }) {
  const { data } = useLeaderboardRank(userId);
  if (!data) return null;
  return (
    <section
      aria-label="Your rank"
      data-testid="your-rank"
      className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border bg-card px-5 py-4"
    >
      <span className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-primary/12 text-primary">
          <Trophy className="size-5" aria-hidden />
        </span>
        <span>
          <span className="block text-xs text-muted-foreground">Your rank</span>
          <span className="text-xl font-bold tabular-nums">{data.rank ? `#${data.rank}` : "Unranked"}</span>
        </span>
      </span>
      <span className="flex items-center gap-1.5 text-sm">
        <Star className="size-4 text-primary" aria-hidden />
        <span className="font-semibold tabular-nums">{formatCount(data.points)}</span>
        <span className="text-muted-foreground">points</span>
      </span>
      <span className="flex items-center gap-1.5 text-sm">
        <Flame
          className={cn("size-4", data.currentStreak > 0 ? "text-amber-500" : "text-muted-foreground")}
          aria-hidden
        />
        <span className="font-semibold tabular-nums">{data.currentStreak}</span>
        <span className="text-muted-foreground">day streak</span>
      </span>
      {!data.rank && (
        <Link to="/challenges" className={buttonVariants({ size: "sm", className: "ml-auto" })}>
          Solve a challenge to join
        </Link>
      )}
    </section>
  );
}
