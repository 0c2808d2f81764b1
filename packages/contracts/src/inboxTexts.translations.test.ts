import { describe, expect, it } from 'vitest';
import { INBOX_TEXT_KEYS, inboxText, taskWatchedChange } from './inboxTexts.js';
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
});
