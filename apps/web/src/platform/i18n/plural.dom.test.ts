import { describe, expect, it } from 'vitest';
import { localeFromLanguages } from './locales';
import { plural } from './plural';

describe('plural', () => {
  it('picks the CLDR form and writes the number', () => {
    expect(plural(1, { one: '# task', other: '# tasks' })).toBe('1 task');
    expect(plural(2, { one: '# task', other: '# tasks' })).toBe('2 tasks');
    expect(plural(0, { '=0': 'No tasks', one: '# task', other: '# tasks' })).toBe('No tasks');
  });
});

describe('localeFromLanguages', () => {
  it('takes the first shipped language of the browser', () => {
    expect(localeFromLanguages(['es-ES', 'fr-CA', 'de'])).toBe('fr');
    expect(localeFromLanguages(['ja'])).toBeUndefined();
  });
});
