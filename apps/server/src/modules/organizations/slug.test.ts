import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it('keeps letters and digits, folds accents and joins the rest with dashes', () => {
    expect(slugify('Café Rouge & Co')).toBe('cafe-rouge-co');
    expect(slugify('  --ACME 2000--  ')).toBe('acme-2000');
  });

  it('falls back to a word when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('organization');
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3 until the slug is free', async () => {
    const taken = new Set(['acme', 'acme-2']);
    expect(await uniqueSlug('Acme', async (slug) => taken.has(slug))).toBe('acme-3');
  });
});
