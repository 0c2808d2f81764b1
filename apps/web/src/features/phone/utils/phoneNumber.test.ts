import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumber,
  isDiallable,
  isSameNumber,
  keepDialableCharacters,
  normalizePhoneNumber,
} from './phoneNumber';

describe('normalizePhoneNumber (spec 3 §5)', () => {
  it('keeps only digits and adds a leading 1 when missing', () => {
    expect(normalizePhoneNumber('(555) 123-4567')).toBe('15551234567');
    expect(normalizePhoneNumber('555.123.4567')).toBe('15551234567');
    expect(normalizePhoneNumber('44 20 7946 0958')).toBe('1442079460958');
  });

  it('does not add a second 1', () => {
    expect(normalizePhoneNumber('+1 555 123 4567')).toBe('15551234567');
    expect(normalizePhoneNumber('15551234567')).toBe('15551234567');
  });

  it('leaves an input without digits empty', () => {
    expect(normalizePhoneNumber('')).toBe('');
    expect(normalizePhoneNumber('call me')).toBe('');
  });
});

describe('isDiallable', () => {
  it('needs 11 to 15 digits once normalized', () => {
    expect(isDiallable('555 123 4567')).toBe(true);
    expect(isDiallable('555 1234')).toBe(false);
    expect(isDiallable('1234567890123456')).toBe(false);
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
    expect(formatPhoneNumber('442079460958')).toBe('+442079460958');
    expect(formatPhoneNumber('')).toBe('');
  });
});

describe('isSameNumber', () => {
  it('matches however the number was written, never two empty ones', () => {
    expect(isSameNumber('+1 (555) 123-4567', '5551234567')).toBe(true);
    expect(isSameNumber('5551234567', '5551234568')).toBe(false);
    expect(isSameNumber('', '')).toBe(false);
  });
});
