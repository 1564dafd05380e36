import type { TActivityDay } from "@cp/contracts";
import { MONTHS } from "@/lib/format";

export type THeatmapCell = { date: string; count: number; level: 0 | 1 | 2 | 3 | 4 } | null;
export type THeatmapWeek = { cells: THeatmapCell[]; monthLabel: string | null };

const DAY_MS = 86_400_000;

/** Colour step of a day: none, 1, 2, 3-4, 5 or more accepted submissions. */
export function levelOf(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count === 2) return 2;
  if (count <= 4) return 3;
  return 4;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Weeks (columns, Sunday first) covering `from`..`to` in UTC, like GitHub's and LeetCode's
 * calendars. Days outside the range are null so the first and last columns keep their shape.
 * A week whose first in-range day opens a month carries that month's label.
 */
export function buildHeatmapWeeks(from: string, to: string, days: readonly TActivityDay[]): THeatmapWeek[] {
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const firstSunday = start - new Date(start).getUTCDay() * DAY_MS;
  const weeks: THeatmapWeek[] = [];
  let lastMonth = -1;
  for (let weekStart = firstSunday; weekStart <= end; weekStart += 7 * DAY_MS) {
    const cells: THeatmapCell[] = [];
    let monthLabel: string | null = null;
    for (let day = 0; day < 7; day += 1) {
      const time = weekStart + day * DAY_MS;
      if (time < start || time > end) {
        cells.push(null);
        continue;
      }
      const date = dayOf(time);
      const month = new Date(time).getUTCMonth();
      if (month !== lastMonth) {
        // The very first partial month gets no label when it would crowd the next one.
        if (lastMonth !== -1 || new Date(time).getUTCDate() <= 14) monthLabel = MONTHS[month] ?? null;
        lastMonth = month;
      }
      const count = counts.get(date) ?? 0;
      cells.push({ date, count, level: levelOf(count) });
    }
    weeks.push({ cells, monthLabel });
  }
  return weeks;
}
