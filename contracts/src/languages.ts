// Zod-free (exported through "@cp/contracts/constants"): the schema of a language key is in common.ts.

/** The six languages the platform runs, keyed by a stable slug. */
export const LANGUAGE_KEYS = ["c", "cpp", "csharp", "java", "javascript", "python"] as const;
export type TLanguageKey = (typeof LANGUAGE_KEYS)[number];

export type TLanguageInfo = {
  key: TLanguageKey;
  /** The display name used in challenge supportedLanguages and filters. */
  name: string;
  /** Judge0 language id, as in the specification. */
  judgeId: number;
  /** Monaco editor language id. */
  monaco: string;
  /** Every Judge0 CE id of this language (older and newer compiler versions), the newest first. */
  judge0Ids: readonly number[];
  /** What the language picker shows, when it says more than the name (the C# dialect Mono accepts). */
  label?: string;
};

export const LANGUAGES: readonly TLanguageInfo[] = [
  { key: "c", name: "C", judgeId: 50, monaco: "c", judge0Ids: [103, 104, 75, 50, 49, 48] },
  { key: "cpp", name: "C++", judgeId: 54, monaco: "cpp", judge0Ids: [105, 76, 54, 53, 52] },
  // Mono's mcs accepts C# 7 only in part (no local functions, no `when` guards, no C# 8+): see README.
  { key: "csharp", name: "C#", judgeId: 51, monaco: "csharp", judge0Ids: [51], label: "C# 7 (Mono)" },
  { key: "java", name: "Java", judgeId: 62, monaco: "java", judge0Ids: [91, 62] },
  { key: "javascript", name: "JavaScript", judgeId: 63, monaco: "javascript", judge0Ids: [102, 93, 63] },
  { key: "python", name: "Python", judgeId: 71, monaco: "python", judge0Ids: [100, 92, 71] },
];

/** Language filter values of the challenge list (spec section 9). */
export const CHALLENGE_FILTER_LANGUAGES = ["JavaScript", "Python", "Java", "C++"] as const;

/** Resolves a key ("cpp"), a display name ("C++", any case) or a judge id (54, "54"); "html" runs as JavaScript. */
export function resolveLanguage(value: string | number): TLanguageInfo | undefined {
  const text = String(value).trim().toLowerCase();
  if (text === "html") return LANGUAGES.find((l) => l.key === "javascript");
  return LANGUAGES.find((l) => l.key === text || l.name.toLowerCase() === text || String(l.judgeId) === text);
}

/** The picker's label for a display name ("C#" -> "C# 7 (Mono)"). */
export function languageLabel(name: string): string {
  return LANGUAGES.find((l) => l.name === name)?.label ?? name;
}

export function languageByKey(key: TLanguageKey): TLanguageInfo {
  const found = LANGUAGES.find((l) => l.key === key);
  if (!found) throw new Error(`Unknown language ${key}`);
  return found;
}
