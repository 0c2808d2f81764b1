import { describe, expect, it } from 'vitest';
import {
  buildDraft,
  isEmailAddress,
  parseAddressList,
  plainTextOf,
  splitDraft,
  type OriginalMessage,
} from './replyDraft';

const original: OriginalMessage = {
  from: { name: 'Bo Berg', address: 'bo@example.org' },
  to: [{ name: 'Ada', address: 'ada@example.org' }, { address: 'cy@example.org' }],
  cc: [{ address: 'di@example.org' }, { address: 'BO@example.org' }],
  subject: 'Budget',
  date: '2026-11-20T10:00:00.000Z',
  text: 'First line\nSecond line',
};

describe('buildDraft', () => {
  it('replies to the sender with "Re:" and the text quoted', () => {
    const draft = buildDraft('reply', original, 'ada@example.org', '20 Nov 2026');
    expect(draft.to).toBe('Bo Berg <bo@example.org>');
    expect(draft.cc).toBe('');
    expect(draft.subject).toBe('Re: Budget');
    expect(draft.body).toContain('On 20 Nov 2026, Bo Berg <bo@example.org> wrote:');
    expect(draft.body).toContain('> First line\n> Second line');
  });

  it('replies to Reply-To when the message names one', () => {
    const draft = buildDraft(
      'reply',
      { ...original, replyTo: [{ address: 'list@example.org' }] },
      'ada@example.org',
      'x',
    );
    expect(draft.to).toBe('list@example.org');
  });

  it('reply-all copies everyone else once, never oneself', () => {
    const draft = buildDraft('replyAll', original, 'ADA@example.org', 'x');
    expect(draft.to).toBe('Bo Berg <bo@example.org>');
    expect(draft.cc).toBe('cy@example.org, di@example.org');
  });

  it('a reply to one’s own message goes to its recipients', () => {
    const sent = { ...original, from: { address: 'ada@example.org' } };
    const draft = buildDraft('replyAll', sent, 'ada@example.org', 'x');
    expect(draft.to).toBe('cy@example.org');
    expect(draft.cc).toBe('di@example.org, BO@example.org');
  });

  it('does not stack prefixes', () => {
    expect(buildDraft('reply', { ...original, subject: 'RE: Budget' }, null, 'x').subject).toBe(
      'RE: Budget',
    );
    expect(buildDraft('forward', { ...original, subject: 'Fwd: Budget' }, null, 'x').subject).toBe(
      'Fwd: Budget',
    );
  });

  it('forwards with no recipient and the original under a header', () => {
    const draft = buildDraft('forward', original, 'ada@example.org', '20 Nov 2026');
    expect(draft).toMatchObject({ to: '', cc: '', subject: 'Fwd: Budget' });
    expect(draft.body).toContain('---------- Forwarded message ----------');
    expect(draft.body).toContain('From: Bo Berg <bo@example.org>');
    expect(draft.body).toContain('First line\nSecond line');
  });

  it('starts empty for a new message', () => {
    expect(buildDraft('new', null, null, 'x')).toEqual({ to: '', cc: '', subject: '', body: '' });
  });
});

describe('address lists', () => {
  it('reads commas, semicolons and "Name <address>"', () => {
    expect(parseAddressList('a@x.org, Bo <b@y.org>; ,c@z.org')).toEqual([
      'a@x.org',
      'b@y.org',
      'c@z.org',
    ]);
  });

  it('tells an address from a typo', () => {
    expect(isEmailAddress('a@x.org')).toBe(true);
    expect(isEmailAddress('a@x')).toBe(false);
    expect(isEmailAddress('a x@y.org')).toBe(false);
  });
});

describe('splitDraft', () => {
  it("parts the user's text from the unchanged quote, or takes all once the quote was edited", () => {
    const quoted = '\n\nOn x, Bo wrote:\n> Hi';
    expect(splitDraft(`Fine by me.${quoted}`, quoted)).toEqual({ own: 'Fine by me.', quoted });
    expect(splitDraft(quoted, quoted)).toEqual({ own: '', quoted });
    expect(splitDraft('Fine.\n> Hi!', quoted)).toEqual({ own: 'Fine.\n> Hi!', quoted: '' });
    expect(splitDraft('Hello', '')).toEqual({ own: 'Hello', quoted: '' });
  });
});

describe('plainTextOf', () => {
  it('takes the text part, else the words of the HTML without running or loading anything', () => {
    expect(plainTextOf({ text: 'Plain', html: '<p>Rich</p>' })).toBe('Plain');
    expect(
      plainTextOf({
        text: null,
        html: '<p>The <b>numbers</b> are in.</p><img src="x" onerror="boom()">',
      }),
    ).toBe('The numbers are in.');
    expect(plainTextOf({ text: '', html: null })).toBe('');
  });
});
