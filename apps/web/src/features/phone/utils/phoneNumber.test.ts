import { CALLS_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumber,
  isDiallable,
  keepDialableCharacters,
  normalizePhoneNumber,
  phoneNumberProblem,
} from './phoneNumber';

describe('the phone-number rule (spec 3 §5, issue 26)', () => {
  it('adds a leading 1 to a number typed without +, and keeps one typed with + international', () => {
    expect(normalizePhoneNumber('(555) 123-4567')).toBe('+15551234567');
    expect(normalizePhoneNumber('+1 555 123 4567')).toBe('+15551234567');
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('call me')).toBe('');
  });
});

describe('isDiallable and phoneNumberProblem', () => {
  it('take what the server takes and say why not with the contract’s message', () => {
    expect(isDiallable('555 123 4567')).toBe(true);
    expect(isDiallable('+44 20 7946 0958')).toBe(true);
    expect(isDiallable('')).toBe(false);
    expect(phoneNumberProblem('')).toBeNull();
    expect(phoneNumberProblem('+44 20 7946 0958')).toBeNull();
    expect(phoneNumberProblem('1234567890123456')).toBe(CALLS_MESSAGES.phoneInvalid);
    // A London number without its +: the spec's 1 makes it a North American number that cannot exist.
    expect(phoneNumberProblem('442079460958')).toBe(CALLS_MESSAGES.phoneImpossible);
    expect(isDiallable('442079460958')).toBe(false);
  });
});

describe('keepDialableCharacters', () => {
  it('drops letters and symbols a number never has', () => {
    expect(keepDialableCharacters('+1 (555) abc 123-4567!')).toBe('+1 (555)  123-4567');
  });
});

describe('formatPhoneNumber', () => {
  it('reads a number nationally, with its country outside North America', () => {
    expect(formatPhoneNumber('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhoneNumber('+442079460958')).toBe('020 7946 0958 · United Kingdom');
  });
});
