import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { LeaderboardTable } from "@/features/leaderboard/leaderboard-table";
import { LEADERBOARD_PREVIEW } from "./sample-data";
import { HomeSection } from "./section";

const ROWS = LEADERBOARD_PREVIEW.map((row) => ({ key: row.username, ...row }));

export function LeaderboardPreviewSection() {
  return (
    <HomeSection
      id="leaderboard-preview"
      eyebrow="Compete"
      title="Global Leaderboard"
      description="Points for every first solve, more for harder problems. Keep a daily streak to stay near the top."
      aside={
        <Link to="/leaderboard" className={buttonVariants({ variant: "outline" })}>
          Full Leaderboard
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      }
    >
      <LeaderboardTable rows={ROWS} caption="Sample leaderboard" />
    </HomeSection>
  );
}
