import { activeLocale } from '../i18n';
import { serverErrorsEn, serverErrorsMessages } from './serverErrors.messages';

let translations: Map<string, string> | undefined;

/** English text → this page's, for the texts the catalogue knows (built on first use). */
function translationsOf(): Map<string, string> {
  translations ??= new Map(
    Object.entries(serverErrorsEn.texts).map(([key, english]) => [
      english,
      serverErrorsMessages.texts[key as keyof typeof serverErrorsEn.texts],
    ]),
  );
  return translations;
}

const isKnownCode = (code: string | undefined): code is keyof typeof serverErrorsEn.codes =>
  code !== undefined && Object.hasOwn(serverErrorsEn.codes, code);

/**
 * A text the server (or a contract's validation) wrote, in the page's language. English shows
 * it as written; French and German show its translation, else the one of its error code, and
 * the server's own words only for a code the web does not know.
 */
export function localizeServerText(text: string, code?: string): string {
  if (activeLocale === 'en') return text;
  const translated = translationsOf().get(text.trim());
  if (translated) return translated;
  return isKnownCode(code) ? serverErrorsMessages.codes[code] : text;
}
