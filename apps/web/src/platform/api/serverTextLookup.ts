import { activeLocale } from '../i18n';
import { serverErrorsEn, serverErrorsMessages } from './serverErrors.messages';
import { setServerTextLookup } from './serverText';

/** English text → this page's, for the texts the catalogue knows. */
const translations = new Map(
  Object.entries(serverErrorsEn.texts).map(([key, english]) => [
    english,
    serverErrorsMessages.texts[key as keyof typeof serverErrorsEn.texts],
  ]),
);

const isKnownCode = (code: string | undefined): code is keyof typeof serverErrorsEn.codes =>
  code !== undefined && Object.hasOwn(serverErrorsEn.codes, code);

/** The text's translation, else its code's, else the server's own words (an unknown code). */
export function lookupServerText(text: string, code?: string): string {
  if (activeLocale === 'en') return text;
  const translated = translations.get(text.trim());
  if (translated) return translated;
  return isKnownCode(code) ? serverErrorsMessages.codes[code] : text;
}

// Loaded with the French or German API texts, before any error can show.
setServerTextLookup(lookupServerText);
