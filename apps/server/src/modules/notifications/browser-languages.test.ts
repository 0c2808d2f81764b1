import { describe, expect, it } from 'vitest';
import { browserLanguagesOf } from './browser-languages.js';

describe('a browser\u2019s languages from its Accept-Language header', () => {
  it('keeps the tags best first, by weight and then by order', () => {
    expect(browserLanguagesOf('en-GB,en;q=0.9,fr;q=0.8')).toEqual(['en-GB', 'en', 'fr']);
    expect(browserLanguagesOf('fr;q=0.5, de-AT , en-us;q=0.7')).toEqual(['de-AT', 'en-US', 'fr']);
    expect(browserLanguagesOf(['de', 'en;q=0.1'])).toEqual(['de', 'en']);
  });

  it('leaves out wildcards, refused weights, repeats and what is not a language tag', () => {
    expect(browserLanguagesOf('*, en-GB;q=0, fr;q=abc, de, de, not a tag, en_GB')).toEqual(['de']);
    expect(browserLanguagesOf(`${'x'.repeat(40)}, en`)).toEqual(['en']);
    expect(browserLanguagesOf(undefined)).toEqual([]);
    expect(browserLanguagesOf('')).toEqual([]);
  });

  it('keeps at most ten', () => {
    const many = Array.from({ length: 30 }, (_, index) => `en-${String(index).padStart(3, '0')}`);
    expect(browserLanguagesOf(many.join(','))).toHaveLength(10);
  });
});
