import { describe, expect, it } from 'vitest';
import { correctTypos, correctWord, withinOneEdit } from './typos.js';

describe('typos of command words', () => {
  it('counts one letter added, removed, changed or two neighbours swapped as one edit', () => {
    expect(withinOneEdit('remind', 'remind')).toBe(true);
    expect(withinOneEdit('remnid', 'remind')).toBe(true);
    expect(withinOneEdit('remid', 'remind')).toBe(true);
    expect(withinOneEdit('reminds', 'remind')).toBe(true);
    expect(withinOneEdit('remand', 'remind')).toBe(true);
    expect(withinOneEdit('rmenid', 'remind')).toBe(false);
    expect(withinOneEdit('cancle', 'cancel')).toBe(true);
    expect(withinOneEdit('cnacle', 'cancel')).toBe(false);
  });

  it('corrects only words of four letters or more that are near exactly one command word', () => {
    expect(correctWord('calender')).toBe('calendar');
    expect(correctWord('Scedule')).toBe('schedule');
    expect(correctWord('schedule')).toBeNull();
    expect(correctWord('ot')).toBeNull();
    expect(correctWord('banana')).toBeNull();
    expect(correctTypos('remnid me to call Sam')).toBe('remind me to call Sam');
  });
});
