/** Joins class names, skipping falsy values (conditional classes read as `cond && "class"`). */
export function cn(...classes: Array<string | false | null | undefined | 0>): string {
  return classes.filter(Boolean).join(" ");
}
