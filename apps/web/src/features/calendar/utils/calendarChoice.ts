import type { CalendarEntry } from '@worksphere/contracts';

/**
 * Where a new event goes, as the add form's Calendar select offers it: a built-in calendar
 * (the member's private one or a shared one) or a connected account's calendar. `value` is the
 * entry's id.
 */
export type CalendarChoice = Pick<
  CalendarEntry,
  'id' | 'kind' | 'name' | 'color' | 'accountId' | 'calendarId'
>;

/** The calendars the user may add events to, in the list's order (My calendar first). */
export function writableChoices(calendars: readonly CalendarEntry[]): CalendarChoice[] {
  return calendars
    .filter((calendar) => calendar.writable)
    .map(({ id, kind, name, color, accountId, calendarId }) => ({
      id,
      kind,
      name,
      color,
      accountId,
      calendarId,
    }));
}

/** The last calendar a user chose, per user in this browser (a convenience, not worth a request). */
const keyOf = (userId: string) => `ws.calendar.lastChoice.${userId}`;

export function rememberedChoice(userId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function rememberChoice(userId: string, choiceId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), choiceId);
  } catch {
    // Storage refused: the form asks again next time, which is harmless.
  }
}

/**
 * The calendar the add form starts on: the remembered one while it is still writable, else the
 * connected account the view is filtered to, else the first shared calendar (where events went
 * before there were private ones), else the first; with one writable calendar, it.
 */
export function defaultChoice(
  choices: readonly CalendarChoice[],
  remembered: string | null,
  viewAccountId: string | null,
): string {
  if (remembered && choices.some((choice) => choice.id === remembered)) return remembered;
  const ofView = viewAccountId
    ? choices.find((choice) => choice.kind === 'account' && choice.accountId === viewAccountId)
    : undefined;
  const shared = choices.find((choice) => choice.kind === 'shared');
  return ofView?.id ?? shared?.id ?? choices[0]?.id ?? '';
}

/** The request fields of a choice: its account, and for built-in calendars which one and privacy. */
export function choiceRequestFields(choice: CalendarChoice, isPrivate: boolean) {
  return {
    accountId: choice.accountId,
    ...(choice.calendarId
      ? { calendarId: choice.calendarId, isPrivate: choice.kind === 'shared' && isPrivate }
      : {}),
  };
}

/**
 * What the edit form writes about where a built-in event lives: its calendar (among `choices`)
 * and privacy, and whether either differs from the event's. Null for other accounts' events.
 */
export function placementChange(
  event: { source: { calendarId?: string | null; isPrivate?: boolean } },
  values: { calendar: string; isPrivate: boolean },
  choices: readonly CalendarChoice[] | undefined,
) {
  const choice = choices?.find((candidate) => candidate.id === values.calendar);
  if (!event.source.calendarId || !choice?.calendarId) return null;
  const fields = choiceRequestFields(choice, values.isPrivate);
  return {
    fields,
    isChanged:
      fields.calendarId !== event.source.calendarId ||
      fields.isPrivate !== (event.source.isPrivate ?? false),
  };
}

/** The colour of an event: its calendar's, or its connected account's. */
export function colorOfEvent(
  event: { color?: string | null; calendarId?: string | null; emailAccountId: string },
  calendars: readonly CalendarEntry[],
): string | undefined {
  if (event.color) return event.color;
  return calendars.find((calendar) => calendar.id === (event.calendarId ?? event.emailAccountId))
    ?.color;
}

/** Is the event on a calendar the user hid? */
export function isHiddenEvent(
  event: { calendarId?: string | null; emailAccountId: string },
  hiddenIds: ReadonlySet<string>,
) {
  return hiddenIds.has(event.calendarId ?? event.emailAccountId);
}

/** The stripe that paints an event chip in its calendar's colour (the category keeps the fill). */
export function calendarStripe(event: { source: { color?: string | null } }) {
  return event.source.color ? { borderLeft: `4px solid ${event.source.color}` } : undefined;
}
