import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumber,
  formatPhoneNumberInternational,
  isPossiblePhoneNumberE164,
} from './phoneNumbers.js';

describe('formatPhoneNumber', () => {
  it('shows a North American number nationally', () => {
    expect(formatPhoneNumber('+15550102000')).toBe('(555) 010-2000');
    expect(formatPhoneNumber('+12125551234')).toBe('(212) 555-1234');
  });

  it('shows any other number nationally with its country', () => {
    expect(formatPhoneNumber('+442079460958')).toBe('020 7946 0958 · United Kingdom');
    expect(formatPhoneNumber('+33612345678')).toBe('06 12 34 56 78 · France');
    expect(formatPhoneNumber('+18765550123')).toBe('(876) 555-0123 · Jamaica');
  });

  it('returns what it cannot read as it is', () => {
    expect(formatPhoneNumber('+1442079460958')).toBe('+1442079460958');
    expect(formatPhoneNumber('15550102000')).toBe('15550102000');
    expect(formatPhoneNumber('')).toBe('');
  });

  it('spells a number internationally', () => {
    expect(formatPhoneNumberInternational('+442079460958')).toBe('+44 20 7946 0958');
  });
});

describe('isPossiblePhoneNumberE164', () => {
  it('accepts numbers whose length fits their country code', () => {
    expect(isPossiblePhoneNumberE164('+442079460958')).toBe(true);
    expect(isPossiblePhoneNumberE164('+15550100001')).toBe(true);
    expect(isPossiblePhoneNumberE164('+1442079460958')).toBe(false);
    expect(isPossiblePhoneNumberE164('+4420')).toBe(false);
    expect(isPossiblePhoneNumberE164('442079460958')).toBe(false);
  });
});
