/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return utcDay(date);
}

/** The streak after an accepted submission on `today`: same day keeps it, the day after extends it, a gap restarts it at 1. */
export function extendStreak(current: number, lastDay: string | null, today: string): number {
  if (lastDay === today) return Math.max(1, current);
  if (lastDay === previousDay(today)) return current + 1;
  return 1;
}

/** The streak as it reads now: one not extended yesterday or today is over and reads 0. */
export function effectiveStreak(current: number, lastDay: string | null, now: Date = new Date()): number {
  if (!lastDay) return 0;
  const today = utcDay(now);
  return lastDay === today || lastDay === previousDay(today) ? current : 0;
}
