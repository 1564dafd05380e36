import { useCallback, useSyncExternalStore } from "react";

/**
 * The learner's editor preferences: font size, tab size and key bindings. No endpoint knows
 * them, so they live in this browser's localStorage under the user's id (two people sharing a
 * browser keep their own), and every editor on the page follows a change at once.
 */
export type TKeymap = "standard" | "vim" | "emacs";
/** "auto" keeps Monaco's guess from the code's own indentation (2 when it cannot tell). */
export type TTabSize = "auto" | 2 | 4 | 8;
export type TEditorSettings = { fontSize: number; tabSize: TTabSize; keymap: TKeymap };

export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20] as const;
export const TAB_SIZES: readonly TTabSize[] = ["auto", 2, 4, 8];
export const KEYMAPS: readonly TKeymap[] = ["standard", "vim", "emacs"];

/** Spec section 9: font size 14; the tab size follows the code until the learner picks one. */
export const DEFAULT_EDITOR_SETTINGS: TEditorSettings = { fontSize: 14, tabSize: "auto", keymap: "standard" };

const keyOf = (userId: string) => `cp:editor-settings:${userId}`;

/** Parsed settings per storage text, so useSyncExternalStore sees the same object until it changes. */
const cache = new Map<string, { raw: string | null; settings: TEditorSettings }>();
const listeners = new Set<() => void>();

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Settings as saved, each unknown or malformed field replaced by its default. */
export function parseEditorSettings(raw: string | null): TEditorSettings {
  if (!raw) return DEFAULT_EDITOR_SETTINGS;
  let value: Partial<Record<keyof TEditorSettings, unknown>>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return DEFAULT_EDITOR_SETTINGS;
    value = parsed;
  } catch {
    return DEFAULT_EDITOR_SETTINGS;
  }
  const pick = <T>(allowed: readonly T[], candidate: unknown, fallback: T): T =>
    allowed.includes(candidate as T) ? (candidate as T) : fallback;
  return {
    fontSize: pick<number>(FONT_SIZES, value.fontSize, DEFAULT_EDITOR_SETTINGS.fontSize),
    tabSize: pick(TAB_SIZES, value.tabSize, DEFAULT_EDITOR_SETTINGS.tabSize),
    keymap: pick(KEYMAPS, value.keymap, DEFAULT_EDITOR_SETTINGS.keymap),
  };
}

function loadEditorSettings(userId: string): TEditorSettings {
  const key = keyOf(userId);
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.settings;
  const settings = parseEditorSettings(raw);
  cache.set(key, { raw, settings });
  return settings;
}

function saveEditorSettings(userId: string, settings: TEditorSettings): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(settings));
  } catch {
    // Full or disabled storage: the settings still apply until the page is left.
    cache.set(keyOf(userId), { raw: readRaw(keyOf(userId)), settings });
  }
  for (const notify of listeners) notify();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the same learner changing them.
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The user's editor settings and a setter that saves a change and applies it everywhere. */
export function useEditorSettings(userId: string): [TEditorSettings, (patch: Partial<TEditorSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, () => loadEditorSettings(userId));
  const update = useCallback(
    (patch: Partial<TEditorSettings>) => saveEditorSettings(userId, { ...loadEditorSettings(userId), ...patch }),
    [userId],
  );
  return [settings, update];
}
