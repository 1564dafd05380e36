import type { TCompilerSlug } from "./compiler-languages";

/**
 * The compiler page's code per language and its stdin, kept in this browser across reloads.
 * Storage may be unavailable (private mode, quota): nothing is saved then, the page still works.
 */
const key = (slug: TCompilerSlug) => `cp:compiler:code:${slug}`;
const STDIN_KEY = "cp:compiler:stdin";

function read(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // Full or disabled storage: the code stays in the editor for this visit.
  }
}

export function loadCompilerCode(slug: TCompilerSlug): string | null {
  return read(key(slug));
}

/** Code equal to the starter is not worth keeping and clears the entry. */
export function saveCompilerCode(slug: TCompilerSlug, code: string, starter: string): void {
  write(key(slug), code === starter ? null : code);
}

export function loadStdin(): string {
  return read(STDIN_KEY) ?? "";
}

export function saveStdin(stdin: string): void {
  write(STDIN_KEY, stdin === "" ? null : stdin);
}
