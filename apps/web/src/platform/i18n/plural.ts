import { pluralIn } from '@worksphere/contracts/light';
import { activeLocale, formattingLocale } from './locales';

export type { PluralForms } from '@worksphere/contracts/light';

/**
 * ICU plural selection in the page's language (the contracts' `pluralIn`, which the server uses
 * for the texts it writes too):
 *
 *   taskCount: (n: number) => plural(n, { one: '# task', other: '# tasks' })
 *
 * `#` becomes the number written in the page's language. `=0` and the like match exactly first,
 * as in ICU's `{n, plural, =0 {...} one {...} other {...}}`.
 */
export const plural = pluralIn(activeLocale, formattingLocale);

/** A number in the page's language (1,234.5 / 1 234,5 / 1.234,5). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formattingLocale, options).format(value);
}
