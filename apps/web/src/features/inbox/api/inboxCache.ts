import type { InfiniteData } from '@tanstack/react-query';
import type { InboxItem, InboxListResponse } from '@worksphere/contracts';

export type InboxPages = InfiniteData<InboxListResponse>;

/** A new item on top of the first page, once (a repeated event changes nothing). */
export function withNewItem(
  pages: InboxPages | undefined,
  item: InboxItem,
  unreadCount: number,
): InboxPages | undefined {
  if (!pages) return pages;
  const known = pages.pages.some((page) => page.items.some((entry) => entry.id === item.id));
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      ...page,
      unreadCount,
      items: index === 0 && !known ? [item, ...page.items] : page.items,
    })),
  };
}

/** Items read (these ids, or every one), with the user's new unread count. */
export function withItemsRead(
  pages: InboxPages | undefined,
  read: { ids: readonly string[]; all: boolean; unreadCount: number },
  readAt: string,
): InboxPages | undefined {
  if (!pages) return pages;
  const ids = new Set(read.ids);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      unreadCount: read.unreadCount,
      items: page.items.map((item) =>
        item.readAt === null && (read.all || ids.has(item.id)) ? { ...item, readAt } : item,
      ),
    })),
  };
}

/** Every item of the loaded pages, newest first. */
export function itemsOf(pages: InboxPages | undefined): InboxItem[] {
  return pages?.pages.flatMap((page) => page.items) ?? [];
}
