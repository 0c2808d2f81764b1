/** At most this many languages are kept per browser (a header can name any number). */
const MAX_LANGUAGES = 10;
/** A language tag longer than this is not one a browser sends. */
const MAX_TAG = 35;

/**
 * A browser's languages, best first, from its Accept-Language header ("en-GB,en;q=0.9,fr;q=0.8"
 * gives en-GB, en, fr): what Web Pushes to it write their dates by (`inboxTextIn`). Wildcards,
 * refused weights and anything that is not a language tag are left out.
 */
export function browserLanguagesOf(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weighted: Array<{ tag: string; weight: number; order: number }> = [];
  for (const [order, part] of text.split(',').slice(0, 50).entries()) {
    const [range = '', ...params] = part.trim().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    if (!range || range === '*' || range.length > MAX_TAG || !(weight > 0 && weight <= 1)) continue;
    let tag: string | undefined;
    try {
      tag = Intl.getCanonicalLocales(range)[0];
    } catch {
      continue;
    }
    if (tag) weighted.push({ tag, weight, order });
  }
  weighted.sort((a, b) => b.weight - a.weight || a.order - b.order);
  return [...new Set(weighted.map((entry) => entry.tag))].slice(0, MAX_LANGUAGES);
}
