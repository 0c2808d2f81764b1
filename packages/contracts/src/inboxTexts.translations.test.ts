import { describe, expect, it } from 'vitest';
import {
  INBOX_TEXT_KEYS,
  inboxDatesIn,
  inboxText,
  inboxTextEnglish,
  taskWatchedChange,
} from './inboxTexts.js';
import {
  inboxItemTextsDe,
  inboxItemTextsEn,
  inboxItemTextsFr,
  inboxTextIn,
} from './inboxTexts.translations.js';

const values = {
  name: 'Ana Lima',
  task: 'Call the bank',
  document: 'Plan.docx',
  room: 'ops',
  from: '+1 555-0100',
  sender: 'Bo',
  minutes: 1440,
  number: 12,
  customer: 'Cy',
  title: 'Add a task',
  client: 'Claude',
  fields: 'completed',
  completed: 'yes',
};

describe('the shared Inbox and push texts', () => {
  it('have every key in French and German, in words of their own (the server reads them too)', () => {
    for (const catalogue of [inboxItemTextsFr, inboxItemTextsDe]) {
      expect(Object.keys(catalogue).sort()).toEqual([...INBOX_TEXT_KEYS].sort());
      for (const key of INBOX_TEXT_KEYS) {
        const text = catalogue[key](values);
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toBe(inboxItemTextsEn[key](values));
      }
    }
  });

  it('write a text in the reader\u2019s language, English when none is chosen', () => {
    const text = inboxText('eventStartsIn', { minutes: 120 });
    expect(inboxTextIn('fr', text)).toBe('Commence dans 2 heures');
    expect(inboxTextIn('de', text)).toBe('Beginnt in 2 Stunden');
    expect(inboxTextIn('en', text)).toBe('Starts in 2 hours');
    expect(inboxTextIn(null, text)).toBe('Starts in 2 hours');
    expect(inboxTextIn('es', text)).toBe('Starts in 2 hours');
    expect(inboxTextIn('fr', inboxText('eventStartedAgo', { minutes: 1 }))).toBe(
      'A commenc\u00e9 il y a 1 minute',
    );
    const change = taskWatchedChange('Q3', [{ field: 'priority', to: 'low' }]);
    expect(inboxTextIn('de', change)).toBe('Q3 \u00b7 Priorit\u00e4t: Niedrig');
  });

  it('write a change\u2019s dates by the reader\u2019s full locale (en-US, en-GB, fr, de)', () => {
    const change = taskWatchedChange('Q3', [{ field: 'dueDate', to: '2030-02-01' }]);
    // The language is the user's choice; the browser's languages say which variant of it.
    expect(inboxTextIn('en', change, ['en-US', 'en'])).toBe('Q3 \u00b7 Due date: Feb 1, 2030');
    expect(inboxTextIn('en', change, ['en-GB', 'en'])).toBe('Q3 \u00b7 Due date: 1 Feb 2030');
    expect(inboxTextIn(null, change, ['fr-FR', 'en-GB'])).toBe('Q3 \u00b7 Due date: 1 Feb 2030');
    expect(inboxTextIn('fr', change, ['fr-FR', 'en-GB'])).toBe(
      'Q3 \u00b7 \u00c9ch\u00e9ance : 1 f\u00e9vr. 2030',
    );
    expect(inboxTextIn('de', change, ['en-GB'])).toBe(
      'Q3 \u00b7 F\u00e4lligkeitsdatum: 1. Feb. 2030',
    );
    // Nothing said: the language's own way; the stored English is en's.
    expect(inboxTextIn('en', change)).toBe('Q3 \u00b7 Due date: Feb 1, 2030');
    expect(inboxTextEnglish(change)).toBe('Q3 \u00b7 Due date: Feb 1, 2030');
    // A reader's own day formatter (the web app's date module) writes the day it is given.
    expect(
      inboxItemTextsEn.taskWatchedChangedBody(change.values, {
        formatDay: (day) => day.toISOString().slice(0, 10),
      }),
    ).toBe('Q3 \u00b7 Due date: 2030-02-01');
  });

  it('read a tag that is not a language as English dates', () => {
    expect(inboxDatesIn('en-GB').formatDay(new Date(Date.UTC(2030, 1, 1)))).toBe('1 Feb 2030');
    expect(inboxDatesIn('not a tag').formatDay(new Date(Date.UTC(2030, 1, 1)))).toBe('Feb 1, 2030');
  });
});
