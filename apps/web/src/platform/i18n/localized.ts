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

type OtherLocale = Exclude<Locale, 'en'>;

/** A registered catalogue: its English, and any of its languages on demand (tests). */
export type RegisteredCatalogue = {
  name: string;
  en: unknown;
  load: (locale: OtherLocale) => Promise<unknown>;
};

/** Every catalogue registered through `localized` or `localizedFirstPaint`, for the tests. */
export const registeredCatalogues: RegisteredCatalogue[] = [];

/**
 * One feature's texts in the language of this page load. English is the spec's text to the
 * letter; the others are typed against it.
 *
 *   export const tasksMessages = localized('tasks', { en, fr, de });
 */
export function localized<T>(name: string, catalogues: Catalogues<T>): T {
  registeredCatalogues.push({
    name,
    en: catalogues.en,
    load: async (locale) => catalogues[locale],
  });
  return (activeLocale === 'en' ? catalogues.en : catalogues[activeLocale]) as T;
}

/** Translations of first-paint catalogues still loading; main.tsx renders once they are in. */
const firstPaintLoads: Promise<void>[] = [];

/**
 * A catalogue of the sign-in page's first paint: its French and German are separate chunks, so
 * an English visitor downloads none of them, and another visitor downloads only theirs before
 * the app renders (`firstPaintTranslations`). The object answered is filled in place, so code
 * must read its texts when rendering, not copy them at module load.
 *
 *   export const authMessages = localizedFirstPaint('auth', authMessagesEn, {
 *     fr: () => import('./auth.messages.fr').then((module) => module.authMessagesFr),
 *     de: () => import('./auth.messages.de').then((module) => module.authMessagesDe),
 *   });
 */
export function localizedFirstPaint<T>(
  name: string,
  en: T,
  loaders: { [L in OtherLocale]: () => Promise<Translation<T>> },
): T {
  registeredCatalogues.push({ name, en, load: (locale) => loaders[locale]() });
  if (activeLocale === 'en') return en;
  const live = copyDeep(en);
  firstPaintLoads.push(
    loaders[activeLocale]().then((translation) =>
      fillDeep(live as Record<string, unknown>, translation),
    ),
  );
  return live;
}

/** Resolves when every first-paint catalogue is in the page's language (English: at once). */
export function firstPaintTranslations(): Promise<void> {
  return Promise.all(firstPaintLoads).then(() => undefined);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function copyDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyDeep) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, copyDeep(item)]),
    ) as T;
  }
  return value;
}

/** Writes the translation into the English copy, keeping every nested object's identity. */
function fillDeep(target: Record<string, unknown>, source: unknown) {
  if (!isPlainObject(source)) return;
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(value)) fillDeep(current, value);
    else if (Array.isArray(current) && Array.isArray(value))
      current.splice(0, current.length, ...value);
    else target[key] = value;
  }
}
