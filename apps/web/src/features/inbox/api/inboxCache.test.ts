import type { InboxItem } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { itemsOf, withItemsRead, withNewItem, type InboxPages } from './inboxCache';

function item(id: string, readAt: string | null = null): InboxItem {
  return {
    id,
    kind: 'mention',
    actor: null,
    subject: { type: 'chat', id: `chat-${id}`, link: '/chat' },
    title: `Item ${id}`,
    body: '',
    readAt,
    createdAt: '2026-11-27T12:00:00.000Z',
  };
}

function pages(...lists: InboxItem[][]): InboxPages {
  return {
    pageParams: lists.map((_, index) => (index === 0 ? null : `cursor-${index}`)),
    pages: lists.map((items) => ({ items, nextCursor: null, unreadCount: 1 })),
  };
}

describe('the Inbox cache', () => {
  it('puts a new item on top of the first page, once, with the new count', () => {
    const before = pages([item('a')], [item('b')]);
    const after = withNewItem(before, item('c'), 3);
    expect(itemsOf(after).map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(after!.pages.map((page) => page.unreadCount)).toEqual([3, 3]);
    // The same event again (a second tab, a reconnect) adds nothing.
    expect(itemsOf(withNewItem(after, item('c'), 3)).map((entry) => entry.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(withNewItem(undefined, item('c'), 1)).toBeUndefined();
  });

  it('marks the named items read, keeping an earlier read time', () => {
    const before = pages([item('a'), item('b', '2026-11-26T09:00:00.000Z')], [item('c')]);
    const after = withItemsRead(before, { ids: ['a', 'b'], all: false, unreadCount: 1 }, 'now');
    expect(itemsOf(after).map((entry) => entry.readAt)).toEqual([
      'now',
      '2026-11-26T09:00:00.000Z',
      null,
    ]);
    expect(after!.pages[1]!.unreadCount).toBe(1);
  });

  it('marks every item read for "all"', () => {
    const after = withItemsRead(
      pages([item('a')], [item('c')]),
      { ids: [], all: true, unreadCount: 0 },
      'now',
    );
    expect(itemsOf(after).every((entry) => entry.readAt === 'now')).toBe(true);
  });
});
