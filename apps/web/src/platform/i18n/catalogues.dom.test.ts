import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { registeredCatalogues } from './localized';

// Every catalogue module of the app, so each one registers its languages through `localized`.
const modules = import.meta.glob('/src/**/*.messages.ts', { eager: true });

type Problem = string;

/** Sample arguments a message function is tried with: numbers first, then text. */
const SAMPLES: readonly unknown[][] = [
  [2, 3, 4, 5, 6],
  ['Ada', 'Bob', 'Cy', 'Dee', 'Eve'],
  [1, 'Ada', 'Bob', 'Cy', 'Dee'],
  ['Ada', 2, 3, 4, 5],
];

function callWithSamples(message: (...args: unknown[]) => unknown): unknown {
  let lastError: unknown;
  for (const sample of SAMPLES) {
    try {
      return message(...sample.slice(0, Math.max(message.length, 1)));
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Differences between the English shape and a translation, as readable paths. */
function compare(english: unknown, translated: unknown, path: string, problems: Problem[]) {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') problems.push(`${path}: not a text`);
    else if (english.trim() !== '' && translated.trim() === '') problems.push(`${path}: empty`);
    return;
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'function') {
      problems.push(`${path}: not a message function`);
      return;
    }
    let englishResult: unknown;
    try {
      englishResult = callWithSamples(english as (...args: unknown[]) => unknown);
    } catch {
      // Not callable with plain samples (takes an object): only the translation's kind is checked.
      return;
    }
    let translatedResult: unknown;
    try {
      translatedResult = callWithSamples(translated as (...args: unknown[]) => unknown);
    } catch (error) {
      problems.push(`${path}(): throws ${String(error)}`);
      return;
    }
    compare(englishResult, translatedResult, `${path}()`, problems);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      problems.push(`${path}: not a list of ${english.length}`);
      return;
    }
    english.forEach((item, index) =>
      compare(item, translated[index], `${path}[${index}]`, problems),
    );
    return;
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') {
      problems.push(`${path}: missing`);
      return;
    }
    const englishKeys = Object.keys(english).sort();
    const translatedKeys = Object.keys(translated).sort();
    for (const key of englishKeys) {
      if (!(key in translated)) problems.push(`${path}.${key}: missing`);
      else {
        compare(
          (english as Record<string, unknown>)[key],
          (translated as Record<string, unknown>)[key],
          `${path}.${key}`,
          problems,
        );
      }
    }
    for (const key of translatedKeys) {
      if (!(key in english)) problems.push(`${path}.${key}: not in English`);
    }
    return;
  }
  if (english !== translated && typeof english !== typeof translated) {
    problems.push(`${path}: ${typeof translated} instead of ${typeof english}`);
  }
}

describe('the message catalogues', () => {
  it('are all loaded by this test', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    expect(registeredCatalogues.length).toBeGreaterThan(0);
  });

  it('are each registered in every language (no catalogue left in English only)', () => {
    const registered = new Set(registeredCatalogues.map((catalogue) => catalogue.en));
    const englishOnly = Object.entries(modules).flatMap(([path, module]) =>
      Object.entries(module as Record<string, unknown>)
        .filter(([name, value]) => /Messages$/.test(name) && value && typeof value === 'object')
        .filter(([, value]) => !registered.has(value))
        .map(([name]) => `${path}: ${name}`),
    );
    expect(englishOnly).toEqual([]);
  });

  it('have names of their own', () => {
    const names = registeredCatalogues.map((catalogue) => catalogue.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    it(`are complete in ${locale}: the English keys, no empty text, every message a text`, async () => {
      const problems: Problem[] = [];
      for (const { name, en, load } of registeredCatalogues) {
        compare(en, await load(locale), name, problems);
      }
      expect(problems).toEqual([]);
    });
  }
});
