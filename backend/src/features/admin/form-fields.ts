import { DomainError } from "../../errors";

/**
 * A 400 in the admin's words that also names the form field at fault (`field` in the body:
 * "title", "testCases.2", "solution.Python", "steps.0.expectedOutput"), so the form can scroll
 * to it and mark it. Messages count from 1, as the form labels its rows.
 */
export const invalidField = (field: string, message: string) =>
  new DomainError("invalid", message, undefined, { field });

/**
 * Parses one of the form's JSON texts: a 400 naming the field when it is not JSON.
 * `label` is how the admin knows it ("Test case 2"), `field` its key in the form.
 */
export function parseJsonField(text: string, field: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidField(field, `${label} is not valid JSON (${(error as Error).message})`);
  }
}

/** A JSON text of a map from names to texts ({"Python": "..."}), as the forms send code per language. */
export function parseTextMap(text: string, field: string, label: string): Record<string, string> {
  const value = parseJsonField(text, field, label);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidField(field, `${label} must be a JSON object mapping a language to its code`);
  }
  const map: Record<string, string> = {};
  for (const [key, code] of Object.entries(value)) {
    if (typeof code !== "string") throw invalidField(`${field}.${key}`, `${label} in ${key} must be text`);
    if (code.trim()) map[key] = code;
  }
  return map;
}
