import type * as ZodIssueTexts from '@worksphere/contracts/zod-issue-texts';
import { activeLocale } from '../i18n';
import { formatNumber } from '../i18n/plural';
import { serverErrorsEn, serverErrorsMessages } from './serverErrors.messages';
import { setServerTextLookup, setValidationIssueLookup, type ValidationIssue } from './serverText';

/** English text → this page's, for the texts the catalogue knows. */
const translations = new Map(
  Object.entries(serverErrorsEn.texts).map(([key, english]) => [
    english,
    serverErrorsMessages.texts[key as keyof typeof serverErrorsEn.texts],
  ]),
);

const isKnownCode = (code: string | undefined): code is keyof typeof serverErrorsEn.codes =>
  code !== undefined && Object.hasOwn(serverErrorsEn.codes, code);

/** A template's `{fields}` filled, as the contracts' fillMessage does (without their weight here). */
const fillMessage = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );

/**
 * The templates among the texts (`{domain}`...): English template → this page's, the most
 * specific first (most words of its own), so "{message} Try again in {count} minutes." wins
 * over "{message} Try again in {wait}." when both make the text.
 */
const ownLength = (template: string) => template.replace(/\{\w+\}/g, '').length;
const templates = [...translations]
  .filter(([english]) => /\{\w+\}/.test(english))
  .sort(([a], [b]) => ownLength(b) - ownLength(a));

/**
 * The values, each translated when it is itself a text of the catalogue (the refusal before a
 * wait) or a template the other values fill (a reason that names a host).
 */
function localizedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const others = Object.fromEntries(Object.entries(params).filter(([other]) => other !== key));
      return [
        key,
        translations.get(value) ??
          translatedTemplate(value, others) ??
          localizedSize(value) ??
          value,
      ];
    }),
  );
}

/**
 * A size the server wrote the English way ("1.5 GB", the contracts' formatBytes) with this
 * page's decimal sign ("1,5 GB"), as the app writes file sizes; the unit letters stay.
 */
function localizedSize(value: string): string | undefined {
  const size = /^(\d+(?:\.\d+)?) (KB|MB|GB|TB)$/.exec(value);
  return size ? `${formatNumber(Number(size[1]))} ${size[2]}` : undefined;
}

/** The translation of the template these values fill into exactly this text, if one does. */
function translatedTemplate(text: string, params: Record<string, string>): string | undefined {
  const template = templates.find(([english]) => fillMessage(english, params) === text);
  return template && fillMessage(template[1], localizedParams(params));
}

/**
 * The text's translation, else its code's, else the server's own words (an unknown code). A
 * text that names something comes with `params`: the template they fill into exactly this
 * text gives the translation, filled with them.
 */
export function lookupServerText(
  text: string,
  code?: string,
  params?: Record<string, string>,
): string {
  if (activeLocale === 'en') return text;
  const trimmed = text.trim();
  const translated = translations.get(trimmed);
  if (translated) return translated;
  const filled = params && translatedTemplate(trimmed, params);
  if (filled) return filled;
  return isKnownCode(code) ? serverErrorsMessages.codes[code] : text;
}

/** zod's words in each language, loaded apart from this page's first paint (no form is sent before). */
let zodTexts: typeof ZodIssueTexts | undefined;
void import('@worksphere/contracts/zod-issue-texts').then((module) => {
  zodTexts = module;
});

/** A template as a pattern that reads its fields' values back out of a text it made. */
const patterns = templates.map(([english, translation]) => {
  const fields: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const field = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!field) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      fields.push(field);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), fields, translation };
});

/**
 * A form's issue: a contracts text's translation, a contracts template's (the issue names the
 * value, as "\"x\" is not an e-mail domain" does; the fields read back from the text); zod's own
 * English (its message is what zod writes for the issue) in zod's translation; else the
 * general validation text, never English.
 */
export function lookupValidationIssue(issue: ValidationIssue): string {
  if (activeLocale === 'en') return issue.message;
  const message = issue.message.trim();
  const translated = translations.get(message);
  if (translated) return translated;
  for (const { pattern, fields, translation } of patterns) {
    const values = pattern.exec(message);
    if (values)
      return fillMessage(
        translation,
        Object.fromEntries(fields.map((field, index) => [field, values[index + 1]!])),
      );
  }
  const language = activeLocale === 'de' ? 'de' : 'fr';
  if (zodTexts && zodTexts.zodIssueText(issue, 'en') === issue.message) {
    const own = zodTexts.zodIssueText(issue, language);
    if (own) return own;
  }
  return serverErrorsMessages.codes.VALIDATION_ERROR;
}

// Loaded with the French or German API texts, before any error can show.
setServerTextLookup(lookupServerText);
setValidationIssueLookup(lookupValidationIssue);
