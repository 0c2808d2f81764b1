import { describe, expect, it } from 'vitest';
import {
  chatSearchQueryString,
  EMPTY_CHAT_SEARCH,
  isChatSearchRangeReversed,
} from './chatSearchParams';

describe('chatSearchQueryString', () => {
  it('asks nothing without a word', () => {
    expect(chatSearchQueryString({ ...EMPTY_CHAT_SEARCH, q: '   ', from: 'x' }, 'UTC')).toBeNull();
  });

  it('sends the words and only the filters that are set', () => {
    expect(chatSearchQueryString({ ...EMPTY_CHAT_SEARCH, q: ' budget plan ' }, 'UTC')).toBe(
      'q=budget+plan',
    );
    const query = chatSearchQueryString(
      { ...EMPTY_CHAT_SEARCH, q: 'deck', from: 'u1', roomId: 'r1', hasAttachment: true },
      'UTC',
    );
    expect(Object.fromEntries(new URLSearchParams(query!))).toEqual({
      q: 'deck',
      from: 'u1',
      roomId: 'r1',
      hasAttachment: 'true',
    });
  });

  it("turns the days into the user's midnights, the last day included", () => {
    const query = chatSearchQueryString(
      { ...EMPTY_CHAT_SEARCH, q: 'deck', afterDay: '2026-03-01', beforeDay: '2026-03-31' },
      'America/New_York',
    );
    const params = new URLSearchParams(query!);
    expect(params.get('after')).toBe('2026-03-01T05:00:00.000Z');
    // Summer time started on 8 March: the next midnight is at 04:00 UTC.
    expect(params.get('before')).toBe('2026-04-01T04:00:00.000Z');
  });

  it('leaves out a day it cannot read', () => {
    const query = chatSearchQueryString({ ...EMPTY_CHAT_SEARCH, q: 'x', afterDay: 'soon' }, 'UTC');
    expect(query).toBe('q=x');
  });
});

describe('isChatSearchRangeReversed', () => {
  it('spots a last day before the first', () => {
    const range = { ...EMPTY_CHAT_SEARCH, afterDay: '2026-03-02', beforeDay: '2026-03-01' };
    expect(isChatSearchRangeReversed(range)).toBe(true);
    expect(isChatSearchRangeReversed({ ...range, beforeDay: '2026-03-02' })).toBe(false);
    expect(isChatSearchRangeReversed({ ...range, beforeDay: '' })).toBe(false);
  });
});
