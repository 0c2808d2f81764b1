import { EMAIL_MESSAGES } from '@worksphere/contracts';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { buildMime, parseRecipients, resolveCompose, type ComposeInput } from './email.compose.js';
import type { MessageRow } from './email.repo.js';

const original = {
  subject: 'Plans',
  fromName: 'Grace',
  fromAddress: 'grace@example.com',
  replyToList: [],
  toList: [
    { name: 'Me', address: 'me@example.com' },
    { name: 'Alan', address: 'alan@example.com' },
  ],
  ccList: [{ name: '', address: 'grace@example.com' }],
  messageIdHeader: '<m1@example.com>',
  references: ['<m0@example.com>'],
} as unknown as MessageRow;

const base: ComposeInput = {
  from: { name: 'Me', address: 'me@example.com' },
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  html: null,
  text: 'hi',
  attachments: [],
  original: null,
  mode: 'new',
};

describe('composing', () => {
  it('parses recipient lists and names a bad one', () => {
    expect(parseRecipients(['Ada <ada@example.com>, bob@example.com'])).toEqual([
      { name: 'Ada', address: 'ada@example.com' },
      { name: '', address: 'bob@example.com' },
    ]);
    expect(() => parseRecipients(['nobody'])).toThrow(EMAIL_MESSAGES.recipientInvalid('nobody'));
  });

  it('reply-all answers the sender and the others, never itself, threaded', () => {
    const resolved = resolveCompose({ ...base, original, mode: 'replyAll' });
    expect(resolved.to).toEqual([{ name: 'Grace', address: 'grace@example.com' }]);
    expect(resolved.cc).toEqual([{ name: 'Alan', address: 'alan@example.com' }]);
    expect(resolved.subject).toBe('Re: Plans');
    expect(resolved.references).toEqual(['<m0@example.com>', '<m1@example.com>']);
    expect(
      resolveCompose({ ...base, original, mode: 'forward', to: ['x@example.com'] }).subject,
    ).toBe('Fwd: Plans');
  });

  it('builds MIME without Bcc in the headers but with it in the envelope', async () => {
    const input = { ...base, to: ['a@example.com'], bcc: ['b@example.com'], subject: 'S' };
    const built = await buildMime(input, resolveCompose(input));
    expect(built.envelope.to.sort()).toEqual(['a@example.com', 'b@example.com']);
    const parsed = await simpleParser(built.raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('S');
    expect(parsed.messageId).toBe(built.messageId);
  });
});
