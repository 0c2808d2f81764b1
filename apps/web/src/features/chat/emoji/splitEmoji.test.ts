import { describe, expect, it } from 'vitest';
import { emojiImageUrl } from './emojiImage';
import { splitEmoji } from './splitEmoji';

describe('splitEmoji', () => {
  it('finds emoji, with their skin tones, joiners, flags and keycaps, between words', () => {
    expect(splitEmoji('Lunch 🍕 at 1️⃣, 👍🏽 from 👩‍💻 in 🇫🇷!')).toEqual([
      { kind: 'text', text: 'Lunch ' },
      { kind: 'emoji', text: '🍕' },
      { kind: 'text', text: ' at ' },
      { kind: 'emoji', text: '1️⃣' },
      { kind: 'text', text: ', ' },
      { kind: 'emoji', text: '👍🏽' },
      { kind: 'text', text: ' from ' },
      { kind: 'emoji', text: '👩‍💻' },
      { kind: 'text', text: ' in ' },
      { kind: 'emoji', text: '🇫🇷' },
      { kind: 'text', text: '!' },
    ]);
    expect(splitEmoji('❤️🎉')).toEqual([
      { kind: 'emoji', text: '❤️' },
      { kind: 'emoji', text: '🎉' },
    ]);
  });

  it('leaves digits, text-style symbols and plain text alone', () => {
    expect(splitEmoji('Room 12 © 2026 ™ ok')).toEqual([
      { kind: 'text', text: 'Room 12 © 2026 ™ ok' },
    ]);
    expect(splitEmoji('')).toEqual([]);
  });
});

describe('emojiImageUrl', () => {
  it('names the file as the image set does', () => {
    expect(emojiImageUrl('👍')).toMatch(/\/1f44d\.png$/);
    expect(emojiImageUrl('❤️')).toMatch(/\/2764-fe0f\.png$/);
    expect(emojiImageUrl('#️⃣')).toMatch(/\/0023-fe0f-20e3\.png$/);
    expect(emojiImageUrl('🇫🇷')).toMatch(/\/1f1eb-1f1f7\.png$/);
  });
});
