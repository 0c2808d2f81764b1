import type { ChatMessage } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, createDateFormatter } from '../../../platform/dates/dateFormatter';
import { formatDayLabel } from './formatChatTime';
import { buildMessageRows } from './messageRows';

const now = new Date(2026, 10, 23, 15, 0);
// The machine's zone, as the local dates below are written in it.
const dates = createDateFormatter({
  locale: 'en-US',
  timeZone: browserTimeZone(),
  timeFormat: 'auto',
});
const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 10, day, hour, minute).toISOString();

function message(
  id: string,
  senderId: string,
  createdAt: string,
  extra: Partial<ChatMessage> = {},
) {
  return {
    id,
    createdAt,
    sender: { id: senderId, username: senderId, firstName: '', lastName: '' },
    isImportant: false,
    ...extra,
  } as ChatMessage;
}

const shape = (rows: ReturnType<typeof buildMessageRows>) =>
  rows.map((row) =>
    row.kind === 'message'
      ? `${row.key}${row.isGroupStart ? '*' : ''}`
      : row.kind === 'day'
        ? `[${row.label}]`
        : '--new--',
  );

describe('buildMessageRows', () => {
  it('groups consecutive messages of a sender within five minutes, and puts day separators', () => {
    const rows = buildMessageRows(
      [
        message('a', 'ann', at(21, 9, 0)),
        message('b', 'ann', at(22, 9, 0)),
        message('c', 'ann', at(22, 9, 4)),
        message('d', 'ann', at(22, 9, 10)),
        message('e', 'bob', at(22, 9, 11)),
        message('f', 'bob', at(23, 9, 12)),
        message('g', 'bob', at(23, 9, 13), { isImportant: true }),
      ],
      { userId: 'ann', lastReadAt: null, dates, now },
    );
    expect(shape(rows)).toEqual([
      '[Saturday, November 21]',
      'a*',
      '[Yesterday]',
      'b*',
      'c',
      'd*',
      'e*',
      '[Today]',
      'f*',
      'g*',
    ]);
  });

  it('puts the new-messages divider before the first message of someone else after the read position', () => {
    const rows = buildMessageRows(
      [
        message('a', 'bob', at(23, 9, 0)),
        message('b', 'ann', at(23, 9, 1)),
        message('c', 'bob', at(23, 9, 2)),
        message('d', 'bob', at(23, 9, 3)),
      ],
      { userId: 'ann', lastReadAt: at(23, 9, 0), dates, now },
    );
    expect(shape(rows)).toEqual(['[Today]', 'a*', 'b*', '--new--', 'c*', 'd']);
  });

  it('shows no divider when nothing was read before, or everything is read', () => {
    const chats = [message('a', 'bob', at(23, 9, 0))];
    expect(
      shape(buildMessageRows(chats, { userId: 'ann', lastReadAt: null, dates, now })),
    ).not.toContain('--new--');
    expect(
      shape(buildMessageRows(chats, { userId: 'ann', lastReadAt: at(23, 9, 0), dates, now })),
    ).not.toContain('--new--');
  });
});

describe('formatDayLabel', () => {
  it('says Today, Yesterday, the weekday and date, and the year when it is not this one', () => {
    expect(formatDayLabel(at(23, 0, 1), dates, now)).toBe('Today');
    expect(formatDayLabel(at(22, 23, 59), dates, now)).toBe('Yesterday');
    expect(formatDayLabel(at(2, 12, 0), dates, now)).toBe('Monday, November 2');
    expect(formatDayLabel(new Date(2025, 0, 5, 12).toISOString(), dates, now)).toBe(
      'Sunday, January 5, 2025',
    );
  });
});
