import { TZDate } from '@date-fns/tz';
import { addDays, isValid, parse } from 'date-fns';

/** What the chat search form holds: words, and the filters ('' when unset). */
export type ChatSearchForm = {
  q: string;
  from: string;
  roomId: string;
  /** First day of the range, 'yyyy-MM-dd' in the user's zone. */
  afterDay: string;
  /** Last day of the range (included), 'yyyy-MM-dd' in the user's zone. */
  beforeDay: string;
  hasAttachment: boolean;
};

export const EMPTY_CHAT_SEARCH: ChatSearchForm = {
  q: '',
  from: '',
  roomId: '',
  afterDay: '',
  beforeDay: '',
  hasAttachment: false,
};

/** Midnight starting the day `offsetDays` after `day` in the zone, as an ISO instant. */
function dayStart(day: string, timeZone: string, offsetDays = 0): string | null {
  const date = parse(day, 'yyyy-MM-dd', new Date());
  if (!isValid(date)) return null;
  const local = addDays(date, offsetDays);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), timeZone);
  return new Date(start.getTime()).toISOString();
}

/**
 * The query string of GET /chat/search/messages for the form: the days become instants in the
 * user's zone, the last day included (before = the next midnight). Null when there is no word
 * to search for.
 */
export function chatSearchQueryString(form: ChatSearchForm, timeZone: string): string | null {
  const q = form.q.trim();
  if (!q) return null;
  const params = new URLSearchParams({ q });
  if (form.from) params.set('from', form.from);
  if (form.roomId) params.set('roomId', form.roomId);
  const after = form.afterDay ? dayStart(form.afterDay, timeZone) : null;
  const before = form.beforeDay ? dayStart(form.beforeDay, timeZone, 1) : null;
  if (after) params.set('after', after);
  if (before) params.set('before', before);
  if (form.hasAttachment) params.set('hasAttachment', 'true');
  return params.toString();
}

/** The days are the wrong way round: the search would refuse them. */
export function isChatSearchRangeReversed(form: ChatSearchForm): boolean {
  return Boolean(form.afterDay && form.beforeDay && form.afterDay > form.beforeDay);
}
