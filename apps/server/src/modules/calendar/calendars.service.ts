import {
  CALENDAR_COLORS,
  CALENDARS_MESSAGES,
  isId,
  type CalendarEntry,
  type CalendarEvent,
  type CalendarListResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { findLocalAccount } from '../accounts/accounts.repo.js';
import { createAccountsService } from '../accounts/accounts.service.js';
import * as repo from './calendars.repo.js';

const calendarNotFound = () => new AppError('NOT_FOUND', CALENDARS_MESSAGES.calendarNotFound);

export function presentCalendar(row: repo.CalendarRow): CalendarEntry {
  return {
    id: row.id,
    kind: row.ownerId ? 'private' : 'shared',
    // A private calendar starts as "My calendar"; its owner may rename it.
    name: row.name,
    color: row.color,
    accountId: row.accountId,
    calendarId: row.id,
    writable: true,
  };
}

/**
 * The built-in account's calendars (PRODUCT.md: one private calendar per member, shared
 * organisation calendars): who sees which, admins manage the shared ones, and each user's
 * hidden list. Another organisation's calendars are never found.
 */
export function createCalendarsService(deps: AppDeps) {
  const { db } = deps;
  const accounts = createAccountsService(deps);
  const viewerOf = (session: SessionContext) => ({
    organizationId: session.organizationId,
    userId: session.userId,
  });

  async function localAccountId(session: SessionContext) {
    const account = await findLocalAccount(db, session.organizationId);
    if (!account) throw calendarNotFound();
    return account.id;
  }

  async function ensurePrivateCalendar(session: SessionContext) {
    return repo.ensurePrivateCalendar(db, {
      ...viewerOf(session),
      accountId: await localAccountId(session),
    });
  }

  /**
   * The calendar a write goes to on the built-in account: the named one when the caller may see
   * it, else the first shared calendar (the caller's own when there is none).
   */
  async function resolveWritableCalendar(session: SessionContext, calendarId: string | undefined) {
    if (calendarId) return findVisible(session, calendarId);
    const visible = await repo.listVisibleCalendars(db, viewerOf(session));
    return visible.find((row) => !row.ownerId) ?? (await ensurePrivateCalendar(session));
  }

  /** A written event of the built-in calendar in its calendar's colour, as the list shows it. */
  async function withColor(session: SessionContext, event: CalendarEvent) {
    if (!event.calendarId) return event;
    const row = await repo.findCalendar(db, session.organizationId, event.calendarId);
    return { ...event, color: row?.color ?? null };
  }

  /** GET /calendar/calendars: "My calendar", the shared ones, then connected accounts. */
  async function listCalendars(session: SessionContext): Promise<CalendarListResponse> {
    await ensurePrivateCalendar(session);
    const rows = await repo.listVisibleCalendars(db, viewerOf(session));
    const connected = (await accounts.listUsableProviderAccounts(session)).filter(
      ({ account }) =>
        account.capabilities.calendar &&
        account.accountType !== 'local' &&
        deps.calendarProviders[account.accountType],
    );
    const accountEntries: CalendarEntry[] = connected.map(({ account }, index) => ({
      id: account.id,
      kind: 'account',
      name: account.displayName,
      color: CALENDAR_COLORS[(index + 1) % CALENDAR_COLORS.length]!,
      accountId: account.id,
      calendarId: null,
      writable: account.status === 'connected',
    }));
    return {
      calendars: [...rows.map(presentCalendar), ...accountEntries],
      hiddenIds: await repo.findHiddenIds(db, viewerOf(session)),
      canManage: session.role === 'ADMIN',
    };
  }

  async function setHidden(session: SessionContext, hiddenIds: string[]) {
    await repo.saveHiddenIds(db, viewerOf(session), [...new Set(hiddenIds)]);
    return { hiddenIds: await repo.findHiddenIds(db, viewerOf(session)) };
  }

  function assertCanManage(session: SessionContext) {
    if (session.role !== 'ADMIN') throw forbidden(CALENDARS_MESSAGES.manageForbidden);
  }

  /** A calendar the caller sees: another member's private one is as missing as another org's. */
  async function findVisible(session: SessionContext, calendarId: string) {
    const row = isId(calendarId)
      ? await repo.findCalendar(db, session.organizationId, calendarId)
      : undefined;
    if (!row || (row.ownerId && row.ownerId !== session.userId)) throw calendarNotFound();
    return row;
  }

  async function findShared(session: SessionContext, calendarId: string) {
    const row = await findVisible(session, calendarId);
    if (row.ownerId) throw new AppError('VALIDATION_ERROR', CALENDARS_MESSAGES.privateNotManaged);
    return row;
  }

  async function createShared(session: SessionContext, input: { name: string; color: string }) {
    assertCanManage(session);
    const row = await repo.insertSharedCalendar(db, {
      organizationId: session.organizationId,
      accountId: await localAccountId(session),
      ...input,
    });
    return presentCalendar(row);
  }

  /**
   * PATCH /calendar/calendars/{id}: admins rename and recolour shared calendars; a member their
   * own private one (found first, so another member's private calendar is not found, not refused).
   */
  async function updateCalendar(
    session: SessionContext,
    calendarId: string,
    input: { name?: string; color?: string },
  ) {
    const found = await findVisible(session, calendarId);
    if (!found.ownerId) assertCanManage(session);
    const row = await repo.updateCalendar(
      db,
      { organizationId: session.organizationId, ownerId: found.ownerId },
      calendarId,
      input,
    );
    if (!row) throw calendarNotFound();
    return presentCalendar(row);
  }

  /** Its events move to another shared calendar when one is named, else they go with it. */
  async function deleteShared(session: SessionContext, calendarId: string, moveTo: string | null) {
    assertCanManage(session);
    await findShared(session, calendarId);
    if (moveTo) {
      const target = isId(moveTo)
        ? await repo.findCalendar(db, session.organizationId, moveTo)
        : undefined;
      if (!target || target.ownerId || target.id === calendarId) {
        throw new AppError('VALIDATION_ERROR', CALENDARS_MESSAGES.moveTargetInvalid);
      }
    }
    const deleted = await db.transaction((tx) =>
      repo.deleteSharedCalendar(tx, session.organizationId, calendarId, moveTo),
    );
    if (!deleted) throw calendarNotFound();
  }

  return {
    listCalendars,
    setHidden,
    resolveWritableCalendar,
    withColor,
    createShared,
    updateCalendar,
    deleteShared,
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
