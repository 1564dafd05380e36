import type { TProgressStats } from "@cp/contracts";
import { Flame } from "lucide-react";
import { Fragment, useLayoutEffect, useMemo, useRef } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { dayLabel } from "@/lib/format";
import { buildHeatmapWeeks, type THeatmapCell } from "./heatmap-grid";

const LEVEL_CLASSES = ["bg-muted", "bg-primary/25", "bg-primary/50", "bg-primary/75", "bg-primary"];
const WEEKDAY_LABELS = ["", "Mon", "", "Wed", "", "Fri", ""];

function describe(cell: NonNullable<THeatmapCell>): string {
  const when = dayLabel(cell.date);
  if (cell.count === 0) return `No accepted submissions on ${when}`;
  return `${cell.count} accepted ${cell.count === 1 ? "submission" : "submissions"} on ${when}`;
}

/** A year of accepted submissions per UTC day, one column per week, with the streaks beside it. */
export function ActivityHeatmap({ stats }: { stats: TProgressStats }) {
  const weeks = useMemo(
    () => buildHeatmapWeeks(stats.activity.from, stats.activity.to, stats.activity.days),
    [stats.activity],
  );
  const total = stats.activity.days.reduce((sum, day) => sum + day.count, 0);
  const scroller = useRef<HTMLElement>(null);
  // On a narrow screen the calendar scrolls: start at its right end, today.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (node) node.scrollLeft = node.scrollWidth;
  }, []);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 pb-4">
        <div>
          <CardTitle>Activity</CardTitle>
          <CardDescription data-testid="heatmap-total">
            {total} accepted {total === 1 ? "submission" : "submissions"} in the last year
          </CardDescription>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Active days</dt>
            <dd className="font-semibold tabular-nums">{stats.activity.days.length}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Current streak</dt>
            <dd className="flex items-center gap-1 font-semibold tabular-nums">
              <Flame
                className={cn("size-4", stats.currentStreak > 0 ? "text-amber-500" : "text-muted-foreground")}
                aria-hidden
              />
              {stats.currentStreak} {stats.currentStreak === 1 ? "day" : "days"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Longest streak</dt>
            <dd className="font-semibold tabular-nums">
              {stats.longestStreak} {stats.longestStreak === 1 ? "day" : "days"}
            </dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent>
        <section
          ref={scroller}
          className="overflow-x-auto pb-2"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          aria-label="Activity calendar, scrolls sideways"
        >
          {/* One grid, filled column by column: the weekday labels, then a month label and 7 days per week. */}
          <div
            className="grid min-w-[600px] grid-flow-col grid-rows-[auto_repeat(7,auto)] gap-[3px]"
            style={{ gridTemplateColumns: `auto repeat(${weeks.length}, minmax(0, 1fr))` }}
            role="img"
            aria-label={`Calendar of accepted submissions per day from ${stats.activity.from} to ${stats.activity.to}`}
          >
            <span />
            {WEEKDAY_LABELS.map((label, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed weekday column.
              <span key={index} className="pr-1.5 text-[10px] leading-none text-muted-foreground self-center">
                {label}
              </span>
            ))}
            {weeks.map((week) => (
              <Fragment key={week.cells.find(Boolean)?.date}>
                <span className="relative h-4 text-[10px] leading-none text-muted-foreground">
                  {week.monthLabel && (
                    <span className="absolute top-0 left-0 whitespace-nowrap">{week.monthLabel}</span>
                  )}
                </span>
                {week.cells.map((cell, index) =>
                  cell ? (
                    <span
                      key={cell.date}
                      title={describe(cell)}
                      data-date={cell.date}
                      data-count={cell.count}
                      className={cn("aspect-square rounded-[2px]", LEVEL_CLASSES[cell.level])}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank days outside the range keep the week's shape.
                    <span key={index} aria-hidden className="aspect-square" />
                  ),
                )}
              </Fragment>
            ))}
          </div>
        </section>
        <div className="mt-2 flex items-center justify-end gap-1.5 text-[11px] text-muted-foreground">
          <span>Less</span>
          {LEVEL_CLASSES.map((level) => (
            <span key={level} aria-hidden className={cn("size-[11px] rounded-[2px]", level)} />
          ))}
          <span>More</span>
        </div>
      </CardContent>
    </Card>
  );
}
