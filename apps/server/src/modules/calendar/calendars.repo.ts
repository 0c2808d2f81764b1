import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { CALENDAR_COLORS, CALENDARS_MESSAGES, PRIVATE_CALENDAR_COLOR } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { calendarEvents, calendars, calendarUserSettings } from './calendar.table.js';

export type CalendarRow = typeof calendars.$inferSelect;

/** Who looks: a member sees the shared calendars and their own private one, nobody else's. */
export type CalendarViewer = { organizationId: string; userId: string | null };

export function visibleTo(viewer: CalendarViewer) {
  return and(
    eq(calendars.organizationId, viewer.organizationId),
    viewer.userId
      ? or(isNull(calendars.ownerId), eq(calendars.ownerId, viewer.userId))
      : isNull(calendars.ownerId),
  );
}

/** The viewer's private calendar first, then the shared ones in their order. */
export async function listVisibleCalendars(db: DbExecutor, viewer: CalendarViewer) {
  return db
    .select()
    .from(calendars)
    .where(visibleTo(viewer))
    .orderBy(
      sql`(${calendars.ownerId} is null)`,
      asc(calendars.position),
      asc(calendars.createdAt),
      asc(calendars.id),
    );
}

export async function findCalendar(db: DbExecutor, organizationId: string, calendarId: string) {
  const [row] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.organizationId, organizationId), eq(calendars.id, calendarId)));
  return row;
}

/** The member's private calendar, made on first need; racing calls get the same row. */
export async function ensurePrivateCalendar(
  db: DbExecutor,
  owner: { organizationId: string; userId: string; accountId: string },
) {
  await db
    .insert(calendars)
    .values({
      organizationId: owner.organizationId,
      accountId: owner.accountId,
      ownerId: owner.userId,
      name: CALENDARS_MESSAGES.myCalendar,
      color: PRIVATE_CALENDAR_COLOR,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(calendars)
    .where(
      and(eq(calendars.organizationId, owner.organizationId), eq(calendars.ownerId, owner.userId)),
    );
  return row!;
}

/** A shared calendar, placed after the others. */
export async function insertSharedCalendar(
  db: DbExecutor,
  values: { organizationId: string; accountId: string; name: string; color?: string },
) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${calendars.position}), -1)` })
    .from(calendars)
    .where(and(eq(calendars.organizationId, values.organizationId), isNull(calendars.ownerId)));
  const [row] = await db
    .insert(calendars)
    .values({
      ...values,
      color: values.color ?? CALENDAR_COLORS[0],
      ownerId: null,
      position: Number(last?.position ?? -1) + 1,
    })
    .returning();
  return row!;
}

/** Renames or recolours a calendar: a shared one (`ownerId` null) or that owner's private one. */
export async function updateCalendar(
  db: DbExecutor,
  scope: { organizationId: string; ownerId: string | null },
  calendarId: string,
  values: { name?: string; color?: string },
) {
  const [row] = await db
    .update(calendars)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(calendars.organizationId, scope.organizationId),
        eq(calendars.id, calendarId),
        scope.ownerId ? eq(calendars.ownerId, scope.ownerId) : isNull(calendars.ownerId),
      ),
    )
    .returning();
  return row;
}

/** Deletes a shared calendar; its events go to `moveTo`, or with it (the foreign key cascades). */
export async function deleteSharedCalendar(
  db: DbExecutor,
  organizationId: string,
  calendarId: string,
  moveTo: string | null,
) {
  if (moveTo) {
    await db
      .update(calendarEvents)
      .set({ calendarId: moveTo, updatedAt: new Date() })
      .where(
        and(
          eq(calendarEvents.organizationId, organizationId),
          eq(calendarEvents.calendarId, calendarId),
        ),
      );
  }
  const rows = await db
    .delete(calendars)
    .where(
      and(
        eq(calendars.organizationId, organizationId),
        eq(calendars.id, calendarId),
        isNull(calendars.ownerId),
      ),
    )
    .returning({ id: calendars.id });
  return rows.length > 0;
}

export async function findHiddenIds(
  db: DbExecutor,
  viewer: { organizationId: string; userId: string },
) {
  const [row] = await db
    .select({ hiddenCalendarIds: calendarUserSettings.hiddenCalendarIds })
    .from(calendarUserSettings)
    .where(
      and(
        eq(calendarUserSettings.userId, viewer.userId),
        eq(calendarUserSettings.organizationId, viewer.organizationId),
      ),
    );
  return row?.hiddenCalendarIds ?? [];
}

export async function saveHiddenIds(
  db: DbExecutor,
  viewer: { organizationId: string; userId: string },
  hiddenCalendarIds: string[],
) {
  await db
    .insert(calendarUserSettings)
    .values({ ...viewer, hiddenCalendarIds })
    .onConflictDoUpdate({
      target: calendarUserSettings.userId,
      set: { organizationId: viewer.organizationId, hiddenCalendarIds, updatedAt: new Date() },
    });
}
