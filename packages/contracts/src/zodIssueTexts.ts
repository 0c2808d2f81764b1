import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import fr from 'zod/v4/locales/fr.js';

/**
 * `@worksphere/contracts/zod-issue-texts`: zod's own words for a validation issue (a value too
 * long, of the wrong type...) in each language the web speaks, from zod's translations. A
 * form's issue without a contracts text of its own carries zod's English; the web says it in
 * the page language with these (loaded only by French and German pages).
 */
const errorMaps = { en: en().localeError, fr: fr().localeError, de: de().localeError };

export type ZodIssueLanguage = keyof typeof errorMaps;

/** An issue as a form reads it: zod's fields (code, maximum, expected...) beside its message. */
export type ZodIssueLike = { code?: string; message: string };

/** zod's text for this issue in this language, or undefined when zod has none. */
export function zodIssueText(issue: ZodIssueLike, language: ZodIssueLanguage): string | undefined {
  if (typeof issue.code !== 'string') return undefined;
  const text = errorMaps[language](issue as Parameters<(typeof errorMaps)['en']>[0]);
  return typeof text === 'string' ? text : text?.message;
}
