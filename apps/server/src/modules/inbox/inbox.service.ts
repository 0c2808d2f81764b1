import {
  DEFAULT_INBOX_DELIVERY,
  INBOX_EVENTS,
  INBOX_KINDS,
  INBOX_MESSAGES,
  inboxTextEnglish,
  isId,
  isInboxItemId,
  type InboxDelivery,
  type InboxItem,
  type InboxItemText,
  type InboxItemTexts,
  type InboxKind,
  type InboxListResponse,
  type InboxMailAccount,
  type InboxNewItemEvent,
  type InboxPreferences,
  type InboxReadEvent,
  type InboxSubject,
  type UserLocale,
} from '@worksphere/contracts';
import { inboxTextIn } from '@worksphere/contracts/inbox-texts';
import type { Namespace } from 'socket.io';
import type { AppDeps } from '../../platform/app-deps.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { rooms, type Realtime } from '../../platform/realtime/realtime.js';
import type { PushService } from '../notifications/push.service.js';
import { decodeInboxCursor, encodeInboxCursor, presentInboxItem } from './inbox.presenter.js';
import * as mailAccounts from './inbox.mail-accounts.js';
import { insertItemsForHolders } from './inbox.holders.repo.js';
import * as repo from './inbox.repo.js';

/** What a module tells the inbox: one item for each recipient (the actor never gets one). */
export type InboxNotice = {
  organizationId: string;
  recipientIds: string[];
  kind: InboxKind;
  /** Who did it; null for the outside world (a caller, a customer). */
  actorId?: string | null;
  subject: InboxSubject;
  /** A text by key (`inboxText`) shows in each reader's language; a plain string is user data. */
  title: string | InboxItemText;
  body?: string | InboxItemText;
  /**
   * Same key, same recipient: one item, however often it is sent (retries, several processes).
   * Defaults to kind + subject, i.e. one item per subject and kind.
   */
  dedupeKey?: string;
};

/** The part of the inbox other modules call (AppDeps.inbox). */
export type InboxNotifier = {
  /** Create the items and deliver them by each recipient's preference; never throws. */
  notify: (notice: InboxNotice) => Promise<InboxItem[]>;
  /**
   * notify() for work claimed elsewhere (a reminder): `settle` runs in the transaction that
   * writes the items and answers which recipients are still the caller's to deliver (it marks
   * them sent), so "sent" and the items commit together. Only items actually inserted are
   * delivered, after the commit. Throws if the transaction fails: the claim stays for a retry.
   */
  notifyOnce: (
    notice: Omit<InboxNotice, 'recipientIds'>,
    settle: (tx: DbExecutor) => Promise<string[]>,
  ) => Promise<InboxItem[]>;
  /** notify() to every active member holding a permission (ADMIN holds all), in one statement. */
  notifyPermissionHolders: (
    permission: string,
    notice: Omit<InboxNotice, 'recipientIds'>,
  ) => Promise<InboxItem[]>;
  /** Active members holding a permission (ADMIN holds all): recipients by role. */
  membersWithPermission: (organizationId: string, permission: string) => Promise<string[]>;
  /** The user dealt with the subject elsewhere (confirmed an announcement): its items are read. */
  markSubjectRead: (owner: Owner, subject: { type: string; id: string }) => Promise<void>;
  /** Who chose to get this mail account's new mail in their Inbox (its owner, or nobody). */
  mailAccountFollowers: (organizationId: string, accountId: string) => Promise<string[]>;
};

type Owner = { organizationId: string; userId: string };

const mailAccountNotFound = () => new AppError('NOT_FOUND', INBOX_MESSAGES.mailAccountNotFound);
const itemNotFound = () => new AppError('NOT_FOUND', INBOX_MESSAGES.itemNotFound);
const TITLE_LIMIT = 300;
const BODY_LIMIT = 1000;
const shorten = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1)}\u2026` : text;

/**
 * A text of an item in a reader's language (a push), its dates as the reader's browser writes
 * them; one without a key (user data) as stored.
 */
const textIn = (
  reader: { locale: UserLocale | null; browserLanguages: readonly string[] },
  text: InboxItemText | undefined,
  stored: string,
  limit: number,
) => (text ? shorten(inboxTextIn(reader.locale, text, reader.browserLanguages), limit) : stored);

/** The stored English title and body, and the keys they came from. */
function noticeTexts(notice: Pick<InboxNotice, 'title' | 'body'>) {
  const english = (text: string | InboxItemText | undefined) =>
    typeof text === 'object' ? inboxTextEnglish(text) : (text ?? '');
  const texts: InboxItemTexts = {};
  if (typeof notice.title === 'object') texts.title = notice.title;
  if (typeof notice.body === 'object') texts.body = notice.body;
  return {
    title: shorten(english(notice.title), TITLE_LIMIT),
    body: shorten(english(notice.body), BODY_LIMIT),
    texts,
  };
}

/**
 * The Inbox: items per user across the product, delivered over the user's socket room and by
 * Web Push according to the user's preference for each kind.
 */
export function createInboxService(deps: AppDeps, realtime: Realtime, push: PushService) {
  const { db, logger } = deps;
  const emitToUser = (userId: string, event: string, payload: unknown) =>
    (realtime.chat as unknown as Namespace).to(rooms.user(userId)).emit(event, payload);

  async function createItems(notice: InboxNotice, executor: DbExecutor = db) {
    const wanted = [...new Set(notice.recipientIds)].filter((id) => id !== notice.actorId);
    const members = await repo.recipientsWithDelivery(
      executor,
      notice.organizationId,
      wanted,
      notice.kind,
    );
    const chosen = new Map(
      members.map((member) => [member.id, member.delivery ?? DEFAULT_INBOX_DELIVERY]),
    );
    const deliveryOf = (userId: string) => chosen.get(userId) ?? DEFAULT_INBOX_DELIVERY;
    const recipients = members
      .map((member) => member.id)
      .filter((userId) => deliveryOf(userId) !== 'off');
    const createdAt = new Date();
    const rows = await repo.insertNewItems(
      executor,
      recipients.map((recipientId) => ({
        organizationId: notice.organizationId,
        recipientId,
        kind: notice.kind,
        actorId: notice.actorId ?? null,
        subjectType: notice.subject.type,
        subjectId: notice.subject.id,
        subjectLink: notice.subject.link,
        ...noticeTexts(notice),
        dedupeKey: notice.dedupeKey ?? `${notice.kind}:${notice.subject.type}:${notice.subject.id}`,
        createdAt,
      })),
    );
    return { rows, deliveryOf };
  }

  /** Only the process whose insert created an item delivers it: once per item. */
  async function deliver(
    organizationId: string,
    items: InboxItem[],
    recipientOf: Map<string, string>,
    deliveryOf: (userId: string) => InboxDelivery,
    countsRead?: Map<string, number>,
  ) {
    const recipientIds = items.map((item) => recipientOf.get(item.id)!);
    const counts = countsRead ?? (await repo.countUnreadOf(db, organizationId, recipientIds));
    const pushTo: Array<{ userId: string; item: InboxItem }> = [];
    for (const item of items) {
      const userId = recipientOf.get(item.id)!;
      const delivery = deliveryOf(userId) as InboxNewItemEvent['delivery'];
      const event: InboxNewItemEvent = { item, unreadCount: counts.get(userId) ?? 1, delivery };
      emitToUser(userId, INBOX_EVENTS.newItem, event);
      if (delivery === 'push') pushTo.push({ userId, item });
    }
    if (pushTo.length === 0) return;
    // A user with the app open sees the item there; the push is for those away from it.
    const connected = await realtime.connectedUsers(pushTo.map((entry) => entry.userId));
    await Promise.all(
      pushTo
        .filter((entry) => !connected.has(entry.userId))
        .map(({ userId, item }) =>
          // In the recipient's language, as their Inbox shows the item.
          push.sendToUsers([userId], (locale, browserLanguages) => ({
            type: 'inbox',
            kind: item.kind,
            title: textIn({ locale, browserLanguages }, item.texts?.title, item.title, TITLE_LIMIT),
            body: textIn({ locale, browserLanguages }, item.texts?.body, item.body, BODY_LIMIT),
            url: item.subject.link,
            itemId: item.id,
          })),
        ),
    );
  }

  /** The new items presented and delivered (socket event, Web Push by preference). */
  async function announce(
    organizationId: string,
    { rows, deliveryOf }: Awaited<ReturnType<typeof createItems>>,
  ) {
    if (rows.length === 0) return [];
    const withActors = await repo.itemsWithActors(
      db,
      organizationId,
      rows.map((row) => row.id),
    );
    const items = withActors.map((row) => presentInboxItem(row.item, row.actor));
    const recipientOf = new Map(rows.map((row) => [row.id, row.recipientId]));
    await deliver(organizationId, items, recipientOf, deliveryOf);
    return items;
  }

  async function notify(notice: InboxNotice): Promise<InboxItem[]> {
    try {
      return await announce(notice.organizationId, await createItems(notice));
    } catch (error) {
      logger.warn({ err: error, kind: notice.kind }, 'inbox notification failed');
      return [];
    }
  }

  async function notifyOnce(
    notice: Omit<InboxNotice, 'recipientIds'>,
    settle: (tx: DbExecutor) => Promise<string[]>,
  ): Promise<InboxItem[]> {
    const created = await db.transaction(async (tx) =>
      createItems({ ...notice, recipientIds: await settle(tx) }, tx),
    );
    try {
      return await announce(notice.organizationId, created);
    } catch (error) {
      // The items are committed: they are in the Inbox, only this live delivery is lost.
      logger.warn({ err: error, kind: notice.kind }, 'inbox delivery failed');
      return [];
    }
  }

  /**
   * notify() for every active member holding a permission, in one statement instead of four
   * (members, their choices, the items, their counts): an online order sends this.
   */
  async function notifyPermissionHolders(
    permission: string,
    notice: Omit<InboxNotice, 'recipientIds'>,
  ): Promise<InboxItem[]> {
    try {
      const rows = await insertItemsForHolders(db, {
        organizationId: notice.organizationId,
        permission,
        actorId: notice.actorId ?? null,
        kind: notice.kind,
        defaultDelivery: DEFAULT_INBOX_DELIVERY,
        subjectType: notice.subject.type,
        subjectId: notice.subject.id,
        subjectLink: notice.subject.link,
        ...noticeTexts(notice),
        dedupeKey: notice.dedupeKey ?? `${notice.kind}:${notice.subject.type}:${notice.subject.id}`,
        createdAt: new Date(),
      });
      if (rows.length === 0) return [];
      const items = rows.map((row) => presentInboxItem(row, row.actor));
      const recipientOf = new Map(rows.map((row) => [row.id, row.recipientId]));
      const deliveryOf = new Map(rows.map((row) => [row.recipientId, row.delivery]));
      const counts = new Map(rows.map((row) => [row.recipientId, row.unreadCount]));
      await deliver(
        notice.organizationId,
        items,
        recipientOf,
        (userId) => deliveryOf.get(userId) ?? DEFAULT_INBOX_DELIVERY,
        counts,
      );
      return items;
    } catch (error) {
      logger.warn({ err: error, kind: notice.kind }, 'inbox notification failed');
      return [];
    }
  }

  /** One page of the caller's items, newest first, with their unread count. */
  async function listItems(
    owner: Owner,
    query: { kind?: InboxKind; unread?: boolean; cursor?: string; limit: number },
  ): Promise<InboxListResponse> {
    const after = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
    if (after === null) throw new AppError('VALIDATION_ERROR', INBOX_MESSAGES.invalidCursor);
    const counting = repo.countUnread(db, owner);
    counting.catch(() => undefined);
    // One more than the page tells whether a next page exists.
    const rows = await repo.listItems(db, owner, {
      kind: query.kind,
      unreadOnly: query.unread,
      after,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => presentInboxItem(row.item, row.actor)),
      nextCursor: rows.length > query.limit && last ? encodeInboxCursor(last.item) : null,
      unreadCount: await counting,
    };
  }

  async function unreadCount(owner: Owner): Promise<number> {
    return repo.countUnread(db, owner);
  }

  /** Mark one of the caller's items read; another user's is not found. */
  async function markRead(owner: Owner, itemId: string) {
    if (!isInboxItemId(itemId)) throw itemNotFound();
    const row = await repo.markRead(db, owner, itemId);
    if (!row) throw itemNotFound();
    const unread = await repo.countUnread(db, owner);
    const event: InboxReadEvent = { ids: [itemId], all: false, unreadCount: unread };
    emitToUser(owner.userId, INBOX_EVENTS.read, event);
    return { item: presentInboxItem(row.item, row.actor), unreadCount: unread };
  }

  /** Mark every unread item of the caller (of one kind, if given) read. */
  async function markAllRead(owner: Owner, kind?: InboxKind) {
    const updated = await repo.markAllRead(db, owner, kind);
    const unread = await repo.countUnread(db, owner);
    const event: InboxReadEvent = { ids: [], all: true, unreadCount: unread };
    emitToUser(owner.userId, INBOX_EVENTS.read, event);
    return { updated, unreadCount: unread };
  }

  async function markSubjectRead(owner: Owner, subject: { type: string; id: string }) {
    try {
      const ids = await repo.markSubjectRead(db, owner, subject);
      if (ids.length === 0) return;
      const unread = await repo.countUnread(db, owner);
      const event: InboxReadEvent = { ids, all: false, unreadCount: unread };
      emitToUser(owner.userId, INBOX_EVENTS.read, event);
    } catch (error) {
      logger.warn({ err: error }, 'inbox subject read failed');
    }
  }

  /** The caller's delivery for every kind (the default where they chose none). */
  async function getPreferences(owner: Owner): Promise<InboxPreferences> {
    const rows = await repo.listPreferences(db, owner.userId);
    const chosen = new Map(rows.map((row) => [row.kind, row.delivery as InboxDelivery]));
    return Object.fromEntries(
      INBOX_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_INBOX_DELIVERY]),
    ) as InboxPreferences;
  }

  async function updatePreferences(
    owner: Owner,
    changes: Partial<Record<InboxKind, InboxDelivery>>,
  ): Promise<InboxPreferences> {
    const choices = INBOX_KINDS.flatMap((kind) => {
      const delivery = changes[kind];
      return delivery ? [{ kind, delivery }] : [];
    });
    await repo.upsertPreferences(db, owner.userId, choices);
    return getPreferences(owner);
  }

  /** The caller's own mail accounts, each with whether its new mail reaches their Inbox. */
  async function listMailAccounts(owner: Owner): Promise<InboxMailAccount[]> {
    return mailAccounts.listMailAccounts(db, owner);
  }

  /** Choose an own mail account's new mail for the Inbox; anyone else's is not found. */
  async function chooseMailAccount(
    owner: Owner,
    accountId: string,
    inbox: boolean,
  ): Promise<InboxMailAccount> {
    if (!isId(accountId)) throw mailAccountNotFound();
    const chosen = await mailAccounts.chooseMailAccount(db, owner, accountId, inbox);
    const [account] = chosen ? await mailAccounts.listMailAccounts(db, owner, accountId) : [];
    if (!account) throw mailAccountNotFound();
    return account;
  }

  return {
    notify,
    notifyOnce,
    notifyPermissionHolders,
    listMailAccounts,
    chooseMailAccount,
    mailAccountFollowers: (organizationId: string, accountId: string) =>
      mailAccounts.mailAccountFollowers(db, organizationId, accountId),
    listItems,
    unreadCount,
    markRead,
    markAllRead,
    markSubjectRead,
    getPreferences,
    updatePreferences,
    membersWithPermission: (organizationId: string, permission: string) =>
      repo.membersWithPermission(db, organizationId, permission),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
