import { activeLocale, formattingLocale } from './locales';

/**
 * ICU plural selection (the CLDR categories through `Intl.PluralRules`) for message functions:
 *
 *   taskCount: (n: number) => plural(n, { one: '# task', other: '# tasks' })
 *
 * `#` becomes the number written in the page's language. `=0` and the like match exactly first,
 * as in ICU's `{n, plural, =0 {...} one {...} other {...}}`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>> & {
  other: string;
};

const rules = new Intl.PluralRules(activeLocale);
const numbers = new Intl.NumberFormat(formattingLocale);

export function plural(count: number, forms: PluralForms): string {
  const exact = forms[`=${count}`];
  const form = exact ?? forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('#', numbers.format(count));
}

/** A number in the page's language (1,234.5 / 1 234,5 / 1.234,5). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formattingLocale, options).format(value);
}
