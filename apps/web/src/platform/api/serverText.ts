type Lookup = (text: string, code?: string, params?: Record<string, string>) => string;

let lookup: Lookup | undefined;

/** Set by serverTextLookup.ts, which only French and German pages load (api.messages.fr/de). */
export function setServerTextLookup(translate: Lookup) {
  lookup = translate;
}

/**
 * A text the server (or a contract's validation) wrote, in the page's language. English shows
 * it as written; French and German show its translation, else the one of its error code, and
 * the server's own words only for a code the web does not know. Nothing here runs on load, so
 * the sign-in page's English first paint carries none of it.
 */
export function localizeServerText(
  text: string,
  code?: string,
  /** The values of the text's `{fields}` (the error body's `params`). */
  params?: Record<string, string>,
): string {
  return lookup ? lookup(text, code, params) : text;
}

/** A form's validation issue: its message, and zod's code (its details come along) when zod wrote it. */
export type ValidationIssue = { message: string; code?: string };

let issueLookup: ((issue: ValidationIssue) => string) | undefined;

/** Set by serverTextLookup.ts with the French and German pages' validation texts. */
export function setValidationIssueLookup(translate: (issue: ValidationIssue) => string) {
  issueLookup = translate;
}

/**
 * A form's validation issue in the page's language: a contracts text as the catalogue
 * translates it, zod's own words (a value too long...) in zod's translation, else the general
 * validation text. English shows the message as written.
 */
export function localizeValidationIssue(issue: ValidationIssue): string {
  return issueLookup ? issueLookup(issue) : issue.message;
}

/** The error body's `params`: the values of its text's `{fields}`, when it sent them. */
export function errorParamsOf(payload: unknown): Record<string, string> | undefined {
  const params = (payload as { params?: unknown } | null)?.params;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return undefined;
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}
