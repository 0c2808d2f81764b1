import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, instantSchema, text, unstorableTextMessage } from './validation.js';

describe('text()', () => {
  it('refuses NUL characters and lone surrogates, and keeps every other text', () => {
    expect(unstorableTextMessage('a\u0000b')).toBe(INPUT_MESSAGES.nulCharacter);
    for (const lone of ['\ud800', 'x\udbff', '\udc00y', '\udfff\ud800']) {
      expect(unstorableTextMessage(lone), JSON.stringify(lone)).toBe(
        INPUT_MESSAGES.invalidCharacter,
      );
    }
    for (const fine of ['', 'plain', 'emoji \u{1F600} pair', 'tab\tand\nnewline', 'é']) {
      expect(unstorableTextMessage(fine), fine).toBeNull();
    }
    const parsed = text().safeParse('a\u0000');
    expect(parsed.error?.issues[0]?.message).toBe(INPUT_MESSAGES.nulCharacter);
    expect(text().trim().parse(' kept ')).toBe('kept');
  });
});

describe('instantSchema', () => {
  it('accepts years 1 to 9999 in UTC and refuses the rest', () => {
    expect(instantSchema.parse('0001-01-01')).toBe('0001-01-01T00:00:00.000Z');
    expect(instantSchema.parse('9999-12-31T23:59:59Z')).toBe('9999-12-31T23:59:59.000Z');
    for (const bad of ['0000-01-01', '0001-01-01T00:30+01:00', '9999-12-31T23:30-01:00']) {
      expect(instantSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        INPUT_MESSAGES.invalidDate,
      );
    }
  });
});
