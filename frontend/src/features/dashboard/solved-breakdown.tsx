import type { TProgressStats } from "@cp/contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { DIFFICULTY_BAR_CLASSES } from "@/features/progress/status-badges";

function Row({ label, solved, total, barClass }: { label: string; solved: number; total: number; barClass?: string }) {
  return (
    <li data-testid="breakdown-row" data-label={label}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span className="truncate">{label}</span>
        <span className="shrink-0 tabular-nums text-muted-foreground">
          <span className="font-semibold text-foreground">{solved}</span> / {total}
        </span>
      </div>
      <Progress
        value={solved}
        max={Math.max(total, 1)}
        indicatorClassName={barClass}
        aria-label={`${label}: ${solved} of ${total} solved`}
      />
    </li>
  );
}

/** Solved counts against the catalog, by difficulty. */
export function DifficultyBreakdown({ stats }: { stats: TProgressStats }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Solved by Difficulty</CardTitle>
        <CardDescription>
          {stats.solved} of {stats.totalChallenges} solved
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {stats.byDifficulty.map((entry) => (
            <Row
              key={entry.difficulty}
              label={entry.difficulty}
              solved={entry.solved}
              total={entry.total}
              barClass={DIFFICULTY_BAR_CLASSES[entry.difficulty]}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Solved counts against the catalog, by topic. */
export function TopicBreakdown({ stats }: { stats: TProgressStats }) {
  return (
    <Card className="lg:self-start">
      <CardHeader className="pb-4">
        <CardTitle>Solved by Topic</CardTitle>
        <CardDescription>Where you are strong, and what to practise next.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {stats.byTopic.map((entry) => (
            <Row key={entry.topic} label={entry.topic} solved={entry.solved} total={entry.total} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
