import { QUICK_REACTIONS } from '@worksphere/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  frequentlyUsedEmoji,
  readRecentEmoji,
  RECENT_EMOJI_MAX,
  rememberEmoji,
} from './recentEmoji';

describe('recent emoji', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the latest choice first, once, up to the limit', () => {
    rememberEmoji('🚀');
    rememberEmoji('🎉');
    rememberEmoji('🚀');
    expect(readRecentEmoji()).toEqual(['🚀', '🎉']);
    for (let index = 0; index < RECENT_EMOJI_MAX + 4; index += 1) {
      rememberEmoji(String.fromCodePoint(0x1f600 + index));
    }
    expect(readRecentEmoji()).toHaveLength(RECENT_EMOJI_MAX);
  });

  it('starts from the quick reactions and puts recent ones before them', () => {
    expect(frequentlyUsedEmoji()).toEqual([...QUICK_REACTIONS]);
    rememberEmoji('🚀');
    rememberEmoji('👍');
    // One row: the recent ones, then quick reactions not among them.
    expect(frequentlyUsedEmoji()).toEqual(
      ['👍', '🚀', ...QUICK_REACTIONS.filter((emoji) => emoji !== '👍')].slice(0, 8),
    );
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('ws.chat.recentEmoji', '{not json');
    expect(readRecentEmoji()).toEqual([]);
  });
});
