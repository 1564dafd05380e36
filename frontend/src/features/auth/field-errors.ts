/** The shape of a failed zod `safeParse` that this helper needs (kept structural on purpose). */
type TIssues = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };

/** First message per top-level field, e.g. `{ username: "username must be at least 3 characters" }`. */
export function fieldErrorsOf(error: TIssues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
