import { describe, expect, it } from 'vitest';
import { withDateHeader } from './email-outbox.js';
import { prepareOutgoingHtml } from './outgoing-html.js';

const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('outgoing HTML', () => {
  it('drops scripts, handlers and javascript: links, keeps formatting and remote images', () => {
    const { html, inline } = prepareOutgoingHtml(
      '<p onclick="x()"><b>Hi</b><script>alert(1)</script></p><a href="javascript:alert(1)">a</a>' +
        '<blockquote>q</blockquote><img src="https://example.org/logo.png" alt="logo">',
    );
    expect(html).toBe(
      '<p><b>Hi</b></p><a target="_blank" rel="noopener noreferrer nofollow">a</a>' +
        '<blockquote>q</blockquote><img alt="logo" src="https://example.org/logo.png" />',
    );
    expect(inline).toEqual([]);
  });

  it('turns pasted images into inline parts referred to by cid:', () => {
    const { html, inline } = prepareOutgoingHtml(
      `<p>See <img src="data:image/png;base64,${PIXEL}" alt="dot"></p>`,
    );
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatchObject({ contentType: 'image/png', filename: 'image-1.png' });
    expect(inline[0]!.content.toString('base64')).toBe(PIXEL);
    expect(html).toBe(`<p>See <img alt="dot" src="cid:${inline[0]!.cid}" /></p>`);
  });
});

describe('withDateHeader', () => {
  it('replaces the Date header only, leaving the body alone', () => {
    const raw = Buffer.from(
      'From: a@x.org\r\nDate: Mon, 01 Jan 2024 00:00:00 +0000\r\nSubject: Hi\r\n\r\nDate: in the body\r\n',
    );
    const out = withDateHeader(raw, new Date('2026-11-28T09:30:00Z')).toString();
    expect(out).toBe(
      'From: a@x.org\r\nDate: Sat, 28 Nov 2026 09:30:00 +0000\r\nSubject: Hi\r\n\r\nDate: in the body\r\n',
    );
  });
});
