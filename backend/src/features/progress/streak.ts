/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return utcDay(date);
}

/** The streak as it reads now: one not extended yesterday or today is over and reads 0. */
export function effectiveStreak(current: number, lastDay: string | null, now: Date = new Date()): number {
  if (!lastDay) return 0;
  const today = utcDay(now);
  return lastDay === today || lastDay === previousDay(today) ? current : 0;
}
