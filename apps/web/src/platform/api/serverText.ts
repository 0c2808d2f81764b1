let lookup: ((text: string, code?: string) => string) | undefined;

/** Set by serverTextLookup.ts, which only French and German pages load (api.messages.fr/de). */
export function setServerTextLookup(translate: (text: string, code?: string) => string) {
  lookup = translate;
}

/**
 * A text the server (or a contract's validation) wrote, in the page's language. English shows
 * it as written; French and German show its translation, else the one of its error code, and
 * the server's own words only for a code the web does not know. Nothing here runs on load, so
 * the sign-in page's English first paint carries none of it.
 */
export function localizeServerText(text: string, code?: string): string {
  return lookup ? lookup(text, code) : text;
}
