/** The shape of a schema issue we need; matches zod's issues without importing zod here. */
type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** First message per top-level field, for showing under each input. */
export function fieldErrorsOf(issues: ReadonlyArray<Issue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
