/**
 * ICU plural selection (the CLDR categories through `Intl.PluralRules`) for message functions,
 * the same for the web app and the server:
 *
 *   const plural = pluralIn('fr');
 *   plural(n, { one: '# t\u00e2che', other: '# t\u00e2ches' })
 *
 * `#` becomes the number written in the language (or in `numberLocale`, a regional variant).
 * `=0` and the like match exactly first, as in ICU's `{n, plural, =0 {...} one {...} other {...}}`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>> & {
  other: string;
};

export type Plural = (count: number, forms: PluralForms) => string;

export function pluralIn(locale: string, numberLocale: string = locale): Plural {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(numberLocale);
  return (count, forms) => {
    const exact = forms[`=${count}`];
    const form = exact ?? forms[rules.select(count)] ?? forms.other;
    return form.replaceAll('#', numbers.format(count));
  };
}
