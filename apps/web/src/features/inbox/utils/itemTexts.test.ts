import {
  INBOX_TEXT_KEYS,
  inboxTextEnglish,
  taskWatchedChange,
  type InboxItemText,
} from '@worksphere/contracts';
import { inboxItemTextsDe, inboxItemTextsFr } from '@worksphere/contracts/inbox-texts';
import { describe, expect, it } from 'vitest';
import { createDateFormatter } from '../../../platform/dates/dateFormatter';
import { inboxItemTextsEn } from '../inboxItemTexts.messages';
import { daysOf, inboxItemBody, inboxItemTitle } from './itemTexts';
import { toastTextOf } from './toastTextOf';

const values = {
  name: 'Ana Lima',
  task: 'Call the bank',
  document: 'Plan.docx',
  room: 'general',
  from: '+1 555-0100',
  sender: 'Bo',
  minutes: 90,
  number: 12,
  customer: 'Cy',
  title: 'Add a task',
  client: 'Claude',
  fields: 'priority',
  priority: 'high',
};

describe('Inbox item texts', () => {
  it('writes every key in English exactly as the server stores the title and body', () => {
    for (const key of INBOX_TEXT_KEYS) {
      const text: InboxItemText = { key, values };
      expect(inboxItemTextsEn[key](values)).toBe(inboxTextEnglish(text));
    }
    expect(inboxItemTextsEn.chatMentionedIn(values)).toBe('Ana Lima mentioned you in general');
    expect(inboxItemTextsEn.eventStartsIn({ minutes: 60 })).toBe('Starts in 1 hour');
    expect(inboxItemTextsEn.onlineOrder(values)).toBe('New online order #12 from Cy');
  });

  it('has French and German words of its own for every key, with the values in them', () => {
    for (const key of INBOX_TEXT_KEYS) {
      const english = inboxItemTextsEn[key](values);
      expect(inboxItemTextsFr[key](values)).not.toBe(english);
      expect(inboxItemTextsDe[key](values)).not.toBe(english);
    }
    expect(inboxItemTextsFr.chatMentionedIn(values)).toBe(
      'Ana Lima vous a mentionn\u00e9 dans general',
    );
    expect(inboxItemTextsDe.sms(values)).toBe('Neue Nachricht von +1 555-0100');
    // The General room in the language while untouched (for pushes too), other rooms as typed.
    expect(inboxItemTextsDe.chatMessageIn({ ...values, room: 'General' })).toBe(
      'Neue Nachricht von Ana Lima in Allgemein',
    );
    expect(inboxItemTextsFr.chatMentionedIn({ ...values, room: 'General' })).toBe(
      'Ana Lima vous a mentionn\u00e9 dans G\u00e9n\u00e9ral',
    );
  });

  it('writes the change of a watched task with its fields and values in each language', () => {
    const { values: change } = taskWatchedChange('Call the bank', [
      { field: 'state', to: 'Done' },
      { field: 'completed', to: 'yes' },
      { field: 'assignees', to: 'Ana Lima, Bo' },
      { field: 'dueDate', to: '2030-02-01' },
      { field: 'startDate', to: null },
      { field: 'priority', to: 'urgent' },
    ]);
    expect(inboxItemTextsEn.taskWatchedChangedBody(change)).toBe(
      'Call the bank \u00b7 Status: Done \u00b7 Completed: Yes \u00b7 Assignees: Ana Lima, Bo' +
        ' \u00b7 Due date: Feb 1, 2030 \u00b7 Start date: \u2014 \u00b7 Priority: Urgent',
    );
    expect(inboxItemTextsFr.taskWatchedChangedBody(change)).toBe(
      'Call the bank \u00b7 Statut : Done \u00b7 Termin\u00e9e : Oui \u00b7 Responsables : Ana Lima, Bo' +
        ' \u00b7 \u00c9ch\u00e9ance : 1 f\u00e9vr. 2030 \u00b7 Date de d\u00e9but : \u2014 \u00b7 Priorit\u00e9 : Urgente',
    );
    expect(inboxItemTextsDe.taskWatchedChangedBody(change)).toBe(
      'Call the bank \u00b7 Status: Done \u00b7 Erledigt: Ja \u00b7 Zust\u00e4ndige: Ana Lima, Bo' +
        ' \u00b7 F\u00e4lligkeitsdatum: 1. Feb. 2030 \u00b7 Startdatum: \u2014 \u00b7 Priorit\u00e4t: Dringend',
    );
    // A notice stored before values were kept names its fields only.
    const older = { task: 'Call the bank', fields: 'state,dueDate' };
    expect(inboxItemTextsEn.taskWatchedChangedBody(older)).toBe(
      'Call the bank \u00b7 Status, Due date',
    );
    expect(inboxItemTextsDe.taskWatchedChangedBody(older)).toBe(
      'Call the bank \u00b7 Status, F\u00e4lligkeitsdatum',
    );
  });

  it('writes a change\u2019s dates by the reader\u2019s full locale, through the date module', () => {
    const { values: change } = taskWatchedChange('Q3', [
      { field: 'startDate', to: '2030-01-31' },
      // A date-time as older notices kept it: its day, whatever the reader's zone.
      { field: 'dueDate', to: '2030-02-01T00:00:00.000Z' },
    ]);
    // West of UTC, where midnight UTC is still the day before: the day as typed.
    const datesIn = (locale: string) =>
      createDateFormatter({ locale, timeZone: 'America/Los_Angeles', timeFormat: 'auto' });
    const item = {
      title: 'A task you watch changed',
      body: 'Q3 \u00b7 Start date, Due date',
      texts: { body: { key: 'taskWatchedChangedBody' as const, values: change } },
    };
    expect(inboxItemBody(item, datesIn('en-US'))).toBe(
      'Q3 \u00b7 Start date: Jan 31, 2030 \u00b7 Due date: Feb 1, 2030',
    );
    expect(inboxItemBody(item, datesIn('en-GB'))).toBe(
      'Q3 \u00b7 Start date: 31 Jan 2030 \u00b7 Due date: 1 Feb 2030',
    );
    // A French or German page's words with the date module's days in its locale.
    expect(inboxItemTextsFr.taskWatchedChangedBody(change, daysOf(datesIn('fr-FR')))).toBe(
      'Q3 \u00b7 Date de d\u00e9but : 31 janv. 2030 \u00b7 \u00c9ch\u00e9ance : 1 f\u00e9vr. 2030',
    );
    expect(inboxItemTextsDe.taskWatchedChangedBody(change, daysOf(datesIn('de-DE')))).toBe(
      'Q3 \u00b7 Startdatum: 31. Jan. 2030 \u00b7 F\u00e4lligkeitsdatum: 1. Feb. 2030',
    );
    // The same words as the date module writes any other date of the app.
    const british = createDateFormatter({ locale: 'en-GB', timeZone: 'UTC', timeFormat: 'auto' });
    expect(inboxItemBody(item, datesIn('en-GB'))).toContain(
      british.formatDate(Date.UTC(2030, 1, 1)),
    );
  });

  it('shows an item by its keys, and an item without keys (or with user data) as stored', () => {
    const item = {
      title: 'Missed call from +1 555-0100',
      body: 'Call the bank',
      texts: { title: { key: 'missedCall' as const, values } },
    };
    expect(inboxItemTitle(item)).toBe('Missed call from +1 555-0100');
    expect(inboxItemBody(item)).toBe('Call the bank');
    expect(inboxItemTitle({ title: 'Old title', body: '' })).toBe('Old title');
    expect(toastTextOf(item)).toBe('Missed call from +1 555-0100: Call the bank');
  });
});
