/**
 * Dates and numbers as the product writes them, in English. Written out here rather than with
 * `Intl`: a page's first `Intl` formatter loads the browser's locale data, tens of milliseconds
 * of a phone's main thread while the page comes alive, for a few fixed English phrases.
 */

/** Short English month names, January first. */
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const UNITS: [string, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** One step away reads as a word: "yesterday", "last week" ("1 hour ago" stays a number). */
const ADJACENT: Record<string, [past: string, future: string]> = {
  day: ["yesterday", "tomorrow"],
  week: ["last week", "next week"],
  month: ["last month", "next month"],
  year: ["last year", "next year"],
};

function phrase(count: number, unit: string): string {
  const adjacent = Math.abs(count) === 1 ? ADJACENT[unit] : undefined;
  if (adjacent) return count < 0 ? adjacent[0] : adjacent[1];
  const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? "" : "s"}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `iso` was, seen from `now`. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return phrase(Math.round(seconds / size), unit);
  }
  return phrase(Math.round(seconds / 60) || -1, "minute");
}

/** "Mar 10, 2026, 2:05 PM": the full date and time in the reader's time zone, for a tooltip (only the browser knows that zone). */
export function fullTime(iso: string): string {
  const date = new Date(iso);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clock}`;
}

/** "Mar 10, 2026" for a calendar day ("2026-03-10", a UTC day). */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** A whole number with thousands separators: 12,345. */
export function formatCount(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
