import { localizeValidationIssue, type ValidationIssue } from '../platform/api/serverText';

/** The shape of a schema issue we need; matches zod's issues without importing zod here. */
type Issue = ValidationIssue & { path: ReadonlyArray<PropertyKey> };

/**
 * First message per top-level field, for showing under each input, in the page's language: a
 * contract's message as the server-text catalogue translates it, zod's own (a value too long,
 * of the wrong type) as zod's French or German says it.
 */
export function fieldErrorsOf(issues: ReadonlyArray<Issue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = localizeValidationIssue(issue);
  }
  return errors;
}

/** The errors without this field's: a field's message goes away once the field changes. */
export function withoutFieldError(
  errors: Record<string, string>,
  field: string,
): Record<string, string> {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** A field name as the server writes it in front of a message: `newPassword: ...`. */
const FIELD_PREFIX = /(?:^|\s)([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)*): /g;

/**
 * Splits the server's validation text ("field: message", several joined by spaces) into the
 * messages of the form's own fields and what is left for the form's alert. A field name never
 * reaches the screen: prefixes of fields the form does not show are dropped from the rest.
 */
export function splitServerFieldErrors(
  message: string,
  fields: readonly string[],
): { fieldErrors: Record<string, string>; formError: string | null } {
  const matches = [...message.matchAll(FIELD_PREFIX)];
  const fieldErrors: Record<string, string> = {};
  const rest: string[] = [];
  const head = message.slice(0, matches[0]?.index ?? message.length).trim();
  if (head) rest.push(head);
  matches.forEach((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[index + 1]?.index ?? message.length;
    const text = message.slice(start, end).trim();
    const field = (match[1] ?? '').split('.')[0] ?? '';
    if (fields.includes(field)) {
      if (!(field in fieldErrors)) fieldErrors[field] = text;
    } else if (text) {
      rest.push(text);
    }
  });
  return { fieldErrors, formError: rest.length ? rest.join(' ') : null };
}
