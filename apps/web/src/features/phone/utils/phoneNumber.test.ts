import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumber,
  isDiallable,
  isTooLong,
  keepDialableCharacters,
  normalizePhoneNumber,
} from './phoneNumber';

describe('the phone-number rule (spec 3 §5)', () => {
  it('keeps only digits and adds a leading 1 when missing, never a second one', () => {
    expect(normalizePhoneNumber('(555) 123-4567')).toBe('15551234567');
    expect(normalizePhoneNumber('+1 555 123 4567')).toBe('15551234567');
    expect(normalizePhoneNumber('call me')).toBe('');
  });
});

describe('isDiallable', () => {
  it('takes 2 to 15 digits once normalized, as the server does', () => {
    expect(isDiallable('555 123 4567')).toBe(true);
    expect(isDiallable('')).toBe(false);
    expect(isDiallable('1')).toBe(false);
    expect(isDiallable('1234567890123456')).toBe(false);
    expect(isTooLong('1234567890123456')).toBe(true);
    expect(isTooLong('5551234567')).toBe(false);
  });
});

describe('keepDialableCharacters', () => {
  it('drops letters and symbols a number never has', () => {
    expect(keepDialableCharacters('+1 (555) abc 123-4567!')).toBe('+1 (555)  123-4567');
  });
});

describe('formatPhoneNumber', () => {
  it('groups a North American number and prefixes others with +', () => {
    expect(formatPhoneNumber('15551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhoneNumber('1442079460958')).toBe('+1442079460958');
    expect(formatPhoneNumber('')).toBe('');
  });
});
