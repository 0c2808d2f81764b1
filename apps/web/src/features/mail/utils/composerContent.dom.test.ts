import { describe, expect, it } from 'vitest';
import { composedHtml, originalBlock, textToHtml } from './composerContent';

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

  it('sends the user’s text, then the signature, then the quoted original', () => {
    const quoteHtml = `<p></p>${originalBlock('reply', original, 'Fri 27 Nov')}`;
    expect(composedHtml({ html: '<p>Yes</p>', quoteHtml, withSignature: true }, '<p>Dee</p>')).toBe(
      '<p>Yes</p><p>-- </p><p>Dee</p><p></p><p>On Fri 27 Nov, Grace &lt;grace@x.org&gt; wrote:</p>' +
        '<blockquote><p>Shall we meet?<br>&lt;b&gt;not bold&lt;/b&gt;</p></blockquote>',
    );
    // A reopened draft carries its own signature; an empty text is an empty paragraph.
    expect(composedHtml({ html: '', quoteHtml: '', withSignature: false }, '<p>Dee</p>')).toBe(
      '<p></p>',
    );
  });

  it('a forward carries the original’s header and text, not as a quote', () => {
    const forward = originalBlock('forward', original, 'Fri 27 Nov');
    expect(forward).toContain('---------- Forwarded message ----------');
    expect(forward).toContain('Subject: Plans');
    expect(forward).not.toContain('<blockquote>');
  });
});
