import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/** The Overall Progress bar: 'X of Y challenges completed'. */
export function OverallProgress({ solved, total }: { solved: number; total: number }) {
  const percent = total > 0 ? Math.round((solved / total) * 100) : 0;
  return (
    <Card>
      <CardContent className="pt-6">
        <div className="mb-3 flex items-end justify-between gap-4">
          <div>
            <h2 className="font-semibold">Overall Progress</h2>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="overall-progress-text">
              {solved} of {total} challenges completed
            </p>
          </div>
          <span className="text-2xl font-bold tabular-nums text-primary">{percent}%</span>
        </div>
        <Progress value={solved} max={Math.max(total, 1)} className="h-3" aria-label="Overall progress" />
      </CardContent>
    </Card>
  );
}
