export type UrlMatch = { from: number; to: number; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence is not part of the address.
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The http(s) addresses in a piece of text, with their offsets (for autolinking on blur). */
export function findBareUrls(text: string): UrlMatch[] {
  const matches: UrlMatch[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    let href = match[0];
    // Keep a closing bracket that belongs to the address: https://en.wikipedia.org/wiki/A_(b)
    const trailing = TRAILING.exec(href)?.[0] ?? '';
    if (trailing) {
      const opens = (href.match(/\(/g) ?? []).length;
      const closes = (href.match(/\)/g) ?? []).length;
      const keep = trailing.startsWith(')') && opens >= closes ? 1 : 0;
      href = href.slice(0, href.length - trailing.length + keep);
    }
    if (/^https?:\/\/[^/]+/i.test(href)) {
      const from = match.index;
      matches.push({ from, to: from + href.length, href });
    }
  }
  return matches;
}
