import { describe, expect, it } from 'vitest';
import { mergeSuggestions, typedPart, withChosen } from './recipientInput';

describe('recipient input', () => {
  it('finds the address being typed after the last separator', () => {
    expect(typedPart('')).toBe('');
    expect(typedPart('gr')).toBe('gr');
    expect(typedPart('Ada <ada@x.org>, gr')).toBe('gr');
    expect(typedPart('ada@x.org; bo ')).toBe('bo');
  });

  it('replaces only the typed part with the chosen address, ready for the next', () => {
    expect(withChosen('gr', { name: 'Grace Hopper', address: 'grace@x.org' })).toBe(
      'Grace Hopper <grace@x.org>, ',
    );
    expect(withChosen('ada@x.org,  gr', { name: '', address: 'grace@x.org' })).toBe(
      'ada@x.org, grace@x.org, ',
    );
  });

  it('merges sources in order, each address once, leaving out those already written', () => {
    const mailed = [
      { name: 'Grace', address: 'grace@x.org' },
      { name: '', address: 'ada@x.org' },
    ];
    const contacts = [
      { name: 'Grace H.', address: 'GRACE@x.org' },
      { name: 'Greg', address: 'greg@x.org' },
    ];
    expect(mergeSuggestions([mailed, contacts], 'Ada <ada@x.org>, g', 8)).toEqual([
      { name: 'Grace', address: 'grace@x.org' },
      { name: 'Greg', address: 'greg@x.org' },
    ]);
    expect(mergeSuggestions([mailed, contacts], '', 1)).toHaveLength(1);
  });
});
