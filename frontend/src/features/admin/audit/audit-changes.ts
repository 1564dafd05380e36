/** One field of an item that an edit changed, in words for the audit log. */
export type TFieldChange = {
  field: string;
  before?: string;
  after?: string;
  /** Said instead of before → after for long texts, lists and code ("changed (1,204 → 1,310 characters)"). */
  summary?: string;
};

const SHORT = 80;
/** Fields that are bookkeeping, not content: a change of these alone is not worth a line. */
const IGNORED = new Set(["id", "updatedAt", "createdAt", "editedAt", "deletedAt", "slug"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** "starterCode" → "Starter code", "passingScore" → "Passing score". */
function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "(none)";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  return JSON.stringify(value);
}

const count = (n: number) => n.toLocaleString("en-US");

/** How a change of one field reads: short values as before → after, long ones by their size. */
function describe(field: string, before: unknown, after: unknown): TFieldChange {
  const label = fieldLabel(field);
  if (Array.isArray(before) || Array.isArray(after)) {
    const a = Array.isArray(before) ? before.length : 0;
    const b = Array.isArray(after) ? after.length : 0;
    return {
      field: label,
      summary: a === b ? `changed (${count(b)} items)` : `changed (${count(a)} → ${count(b)} items)`,
    };
  }
  const from = text(before);
  const to = text(after);
  if (from.length > SHORT || to.length > SHORT || from.includes("\n") || to.includes("\n")) {
    return { field: label, summary: `changed (${count(from.length)} → ${count(to.length)} characters)` };
  }
  return { field: label, before: from, after: to };
}

/** The fields an edit changed, in the item's own order, bookkeeping fields left out. */
export function describeChanges(before: unknown, after: unknown): TFieldChange[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !IGNORED.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => describe(key, before[key], after[key]));
}
