/**
 * The interface languages and the one chosen for this page load. The choice is read once, before
 * any catalogue module runs: a stored choice (Settings > Language, mirrored from the user's
 * profile), else the browser's languages, else English. Changing it reloads the page, so every
 * catalogue is picked once and never re-rendered in place.
 */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_STORAGE_KEY = 'worksphere.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages we ship ('fr-CA' counts as 'fr'). */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

function storedLocale(): Locale | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    // Storage refused (private mode, sandboxed frame): fall back to the browser's languages.
    return undefined;
  }
}

/** The browser's first shipped language, if any. */
export function browserLocale(): Locale | undefined {
  const nav = globalThis.navigator;
  if (!nav) return undefined;
  return localeFromLanguages(nav.languages?.length ? nav.languages : [nav.language ?? '']);
}

/** The language of this page load. */
export const activeLocale: Locale = storedLocale() ?? browserLocale() ?? 'en';

/**
 * The locale dates and numbers are written in: the browser's own variant of the interface
 * language when it has one (en-GB, fr-CA, de-AT), else the language itself.
 */
export const formattingLocale: string = (() => {
  const nav = globalThis.navigator;
  const languages = nav ? (nav.languages?.length ? nav.languages : [nav.language ?? '']) : [];
  return (
    languages.find((language) => language.toLowerCase().split('-')[0] === activeLocale) ??
    activeLocale
  );
})();

/** Remembers a language for the next page loads; the caller reloads when it differs. */
export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the profile's language still applies after the next sign-in.
  }
}

/** Forgets the remembered language: the next page loads follow the browser's languages. */
export function clearStoredLocale(): void {
  try {
    globalThis.localStorage?.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Nothing stored that could be forgotten.
  }
}
