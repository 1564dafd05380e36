/**
 * What the learner keeps in this browser: their code per challenge and language, the language
 * they last picked, and the hints they revealed. Keys carry the user id so two people sharing
 * a browser never see each other's work. Storage may be unavailable (private mode, quota):
 * every call then degrades to "nothing saved" instead of breaking the editor.
 */
const PREFIX = "cp";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Full or disabled storage: the code stays in the editor for this visit.
  }
}

/** The storage key of the code of one challenge and language (other tabs hear of its changes by it). */
export const codeKey = (userId: string, challengeId: string, language: string) =>
  `${PREFIX}:code:${userId}:${challengeId}:${language}`;
const syncedKey = (userId: string, challengeId: string, language: string) =>
  `${PREFIX}:code-synced:${userId}:${challengeId}:${language}`;
const languageKey = (userId: string) => `${PREFIX}:language:${userId}`;
const challengeLanguageKey = (userId: string, challengeId: string) => `${PREFIX}:language:${userId}:${challengeId}`;
const hintsKey = (userId: string, challengeId: string) => `${PREFIX}:hints:${userId}:${challengeId}`;

export function loadCode(userId: string, challengeId: string, language: string): string | null {
  return read(codeKey(userId, challengeId, language));
}

/** Saves the code; code equal to the starter is not worth keeping and clears the entry. */
export function saveCode(userId: string, challengeId: string, language: string, code: string, starter: string): void {
  write(codeKey(userId, challengeId, language), code === starter ? null : code);
}

/**
 * The server's time stamp of the last draft this browser saved or took from the server, per
 * language: a server draft with another stamp was written elsewhere (another browser, a closing
 * tab) after it, and replaces this browser's copy.
 */
export function loadSyncedDraft(userId: string, challengeId: string, language: string): string | null {
  return read(syncedKey(userId, challengeId, language));
}

export function saveSyncedDraft(userId: string, challengeId: string, language: string, updatedAt: string): void {
  write(syncedKey(userId, challengeId, language), updatedAt);
}

export function clearCode(userId: string, challengeId: string, language: string): void {
  write(codeKey(userId, challengeId, language), null);
}

/** The language the learner last picked on any challenge. */
export function loadPreferredLanguage(userId: string): string | null {
  return read(languageKey(userId));
}

export function savePreferredLanguage(userId: string, language: string): void {
  write(languageKey(userId), language);
}

/** The language the learner last used on this challenge (it opens in it again). */
export function loadChallengeLanguage(userId: string, challengeId: string): string | null {
  return read(challengeLanguageKey(userId, challengeId));
}

/** Remembers the language for this challenge and as the learner's preference for new ones. */
export function saveLanguageChoice(userId: string, challengeId: string, language: string): void {
  write(challengeLanguageKey(userId, challengeId), language);
  savePreferredLanguage(userId, language);
}

/** A hint the learner received with Get Hint: an authored one (numbered) or one about their code. */
export type TSavedHint = { text: string; source: "authored" | "ai" | "automated"; number?: number };

export function loadHints(userId: string, challengeId: string): TSavedHint[] {
  const raw = read(hintsKey(userId, challengeId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isSavedHint) : [];
  } catch {
    return [];
  }
}

export function saveHints(userId: string, challengeId: string, hints: TSavedHint[]): void {
  write(hintsKey(userId, challengeId), JSON.stringify(hints));
}

function isSavedHint(value: unknown): value is TSavedHint {
  if (!value || typeof value !== "object") return false;
  const hint = value as Partial<TSavedHint>;
  return (
    typeof hint.text === "string" && (hint.source === "authored" || hint.source === "ai" || hint.source === "automated")
  );
}
