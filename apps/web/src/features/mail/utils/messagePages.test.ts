import { describe, expect, it } from 'vitest';
import {
  flattenMessagePages,
  nextPageTokenOf,
  shouldLoadMore,
  threadCountsOf,
} from './messagePages';

describe('flattenMessagePages', () => {
  it('keeps page order and drops a message a later page repeats', () => {
    const pages = [{ emails: [{ id: 'a' }, { id: 'b' }] }, { emails: [{ id: 'b' }, { id: 'c' }] }];
    expect(flattenMessagePages(pages).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty before the first page', () => {
    expect(flattenMessagePages(undefined)).toEqual([]);
  });
});

describe('nextPageTokenOf', () => {
  it('answers the token, and undefined at the end', () => {
    expect(nextPageTokenOf({ nextPageToken: 't2' })).toBe('t2');
    expect(nextPageTokenOf({ nextPageToken: null })).toBeUndefined();
    expect(nextPageTokenOf({})).toBeUndefined();
  });
});

describe('shouldLoadMore', () => {
  const base = { loadedCount: 50, hasNextPage: true, isFetchingNextPage: false, threshold: 10 };

  it('asks once the last visible row is within the threshold of the end', () => {
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 38 })).toBe(false);
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 39 })).toBe(true);
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 49 })).toBe(true);
  });

  it('does not ask at the end, twice at once, or before anything is visible', () => {
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 49, hasNextPage: false })).toBe(false);
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 49, isFetchingNextPage: true })).toBe(false);
    expect(shouldLoadMore({ ...base, lastVisibleIndex: undefined })).toBe(false);
  });

  it('asks at once when a short first page is all on screen', () => {
    expect(shouldLoadMore({ ...base, loadedCount: 5, lastVisibleIndex: 4 })).toBe(true);
  });
});

describe('threadCountsOf', () => {
  it('counts each row’s conversation by its message; a list by message has none', () => {
    const pages = [
      { emails: [{ id: 'a' }, { id: 'b' }], threads: [{ count: 3 }, { count: 1 }] },
      { emails: [{ id: 'c' }] },
    ];
    expect([...threadCountsOf(pages)]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(threadCountsOf(undefined).size).toBe(0);
  });
});
