import { inboxText } from '@worksphere/contracts';
import { inboxTextIn } from '@worksphere/contracts/inbox-texts';
import { describe, expect, it } from 'vitest';
import { phoneMessagesEn } from './phone.messages';
import { phoneMessagesDe } from './phone.messages.de';
import { phoneMessagesFr } from './phone.messages.fr';

const CATALOGUES = { en: phoneMessagesEn, fr: phoneMessagesFr, de: phoneMessagesDe } as const;
const FROM = '+1 555-0100';

describe('the phone\u2019s call and text words', () => {
  it('keep the English exactly', () => {
    expect(phoneMessagesEn.incoming.title).toBe('Incoming call');
    expect(phoneMessagesEn.incoming.regionLabel).toBe('Incoming call');
    expect(phoneMessagesEn.incoming.newSms(FROM)).toBe(`New message from ${FROM}`);
    expect(phoneMessagesEn.shared.incomingCallTitle).toBe('Incoming call');
    expect(phoneMessagesEn.shared.incomingCallBody(FROM)).toBe(`Call from ${FROM}`);
    expect(phoneMessagesEn.shared.newSmsTitle(FROM)).toBe(`New message from ${FROM}`);
    expect(phoneMessagesEn.shared.mediaOnlyBody).toBe('(media)');
  });

  it.each(Object.entries(CATALOGUES))(
    'say in %s what the Inbox and the Web Push say (one source)',
    (locale, messages) => {
      const push = (key: Parameters<typeof inboxText>[0], values = {}) =>
        inboxTextIn(locale, inboxText(key, values));
      expect(messages.incoming.title).toBe(push('incomingCall'));
      expect(messages.incoming.regionLabel).toBe(push('incomingCall'));
      expect(messages.shared.incomingCallTitle).toBe(push('incomingCall'));
      expect(messages.shared.incomingCallBody(FROM)).toBe(push('incomingCallFrom', { from: FROM }));
      expect(messages.shared.newSmsTitle(FROM)).toBe(push('sms', { from: FROM }));
      expect(messages.incoming.newSms(FROM)).toBe(push('sms', { from: FROM }));
      expect(messages.shared.mediaOnlyBody).toBe(push('smsMediaOnly'));
    },
  );

  it('are the catalogue\u2019s French and German words', () => {
    expect(phoneMessagesFr.incoming.title).toBe('Appel entrant');
    expect(phoneMessagesDe.incoming.title).toBe('Eingehender Anruf');
    expect(phoneMessagesFr.shared.newSmsTitle(FROM)).toBe(`Nouveau message de ${FROM}`);
    expect(phoneMessagesDe.shared.incomingCallBody(FROM)).toBe(`Anruf von ${FROM}`);
  });
});
