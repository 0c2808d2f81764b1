import { INBOX_TEXT_KEYS, inboxTextEnglish, type InboxItemText } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { inboxItemTextsEn } from '../inboxItemTexts.messages';
import { inboxItemTextsDe } from '../inboxItemTexts.messages.de';
import { inboxItemTextsFr } from '../inboxItemTexts.messages.fr';
import { inboxItemBody, inboxItemTitle } from './itemTexts';
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
