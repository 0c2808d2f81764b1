import { describe, expect, it } from 'vitest';
import { initialComposerHtml, textToHtml } from './composerContent';

const original = {
  from: { name: 'Grace', address: 'grace@x.org' },
  to: [{ name: '', address: 'dee@x.org' }],
  cc: [],
  subject: 'Plans',
  date: '2026-11-27T10:00:00Z',
  text: 'Shall we meet?\n<b>not bold</b>',
};

describe('composer content', () => {
  it('turns text into paragraphs with nothing of it read as markup', () => {
    expect(textToHtml('a\nb <i>\n\nc & d')).toBe('<p>a<br>b &lt;i&gt;</p><p>c &amp; d</p>');
  });

  it('starts a reply with room to write, the signature, then the quoted original', () => {
    const html = initialComposerHtml({
      mode: 'reply',
      original,
      dateLabel: 'Fri 27 Nov',
      signatureHtml: '<p>Dee</p>',
    });
    expect(html).toBe(
      '<p></p><p>-- </p><p>Dee</p><p></p><p>On Fri 27 Nov, Grace &lt;grace@x.org&gt; wrote:</p>' +
        '<blockquote><p>Shall we meet?<br>&lt;b&gt;not bold&lt;/b&gt;</p></blockquote>',
    );
  });

  it('a new message has only the signature; a forward carries the original’s header', () => {
    expect(
      initialComposerHtml({ mode: 'new', original: null, dateLabel: '', signatureHtml: ' ' }),
    ).toBe('<p></p>');
    const forward = initialComposerHtml({
      mode: 'forward',
      original,
      dateLabel: 'Fri 27 Nov',
      signatureHtml: '',
    });
    expect(forward).toContain('---------- Forwarded message ----------');
    expect(forward).toContain('Subject: Plans');
    expect(forward).not.toContain('<blockquote>');
  });
});
