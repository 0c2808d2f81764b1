import { activeLocale, type Locale } from './locales';

/**
 * A catalogue's shape with every text widened to `string`, so a translation must have the same
 * keys and the same message functions as the English one but its own words. A key missing in a
 * language is a type error (and `catalogues.test.ts` checks the same at run time).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : Translation<R>
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export type Catalogues<T> = { en: T } & { [L in Exclude<Locale, 'en'>]: Translation<T> };

/** Every catalogue registered through `localized`, for the completeness test. */
export const registeredCatalogues: { name: string; catalogues: Catalogues<unknown> }[] = [];

/**
 * One feature's texts in the language of this page load. English is the spec's text to the
 * letter; the others are typed against it.
 *
 *   export const tasksMessages = localized('tasks', { en, fr, de });
 */
export function localized<T>(name: string, catalogues: Catalogues<T>): T {
  registeredCatalogues.push({ name, catalogues: catalogues as Catalogues<unknown> });
  return (activeLocale === 'en' ? catalogues.en : catalogues[activeLocale]) as T;
}
