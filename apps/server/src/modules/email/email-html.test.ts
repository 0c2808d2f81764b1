import { describe, expect, it } from 'vitest';
import { htmlToText, remoteImagesOf, sanitiseMailHtml, snippetOf } from './email-html.js';

const blocked = { inlineParts: new Map<string, string>(), remoteImageUrl: null };

describe('sanitiseMailHtml', () => {
  it('removes scripts, handlers, forms, styles blocks, iframes and javascript: links', () => {
    const { html } = sanitiseMailHtml(
      '<style>p{color:red}</style><p onmouseover="x()">a<script>bad()</script></p>' +
        '<iframe src="https://evil.example.com"></iframe><form><input></form>' +
        '<a href="javascript:alert(1)">x</a><svg><script>1</script></svg>',
      blocked,
    );
    expect(html).toBe('<p>a</p><a target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it('keeps layout tables and safe inline styles, drops CSS that loads anything', () => {
    const { html } = sanitiseMailHtml(
      '<table width="600" cellpadding="2"><tr><td style="color: #333; background: url(https://t.example.com/a)">x</td></tr></table>',
      blocked,
    );
    expect(html).toContain('<table width="600" cellpadding="2">');
    expect(html).toContain('style="color:#333"');
    expect(html).not.toContain('url(');
  });

  it('blocks remote images or sends them through the proxy; points cid: at the attachment', () => {
    const source =
      '<img src="https://t.example.com/p.gif" alt="p"><img src="cid:logo" alt="l"><img src="data:image/png;base64,AAAA">';
    const hidden = sanitiseMailHtml(source, {
      inlineParts: new Map([['logo', '/api/email/attachments/1']]),
      remoteImageUrl: null,
    });
    expect(hidden.html).toBe(
      '<img alt="p" data-remote-image="blocked" /><img alt="l" src="/api/email/attachments/1" />',
    );
    expect(hidden.remoteImages).toEqual(['https://t.example.com/p.gif']);
    const shown = sanitiseMailHtml(source, {
      inlineParts: new Map(),
      remoteImageUrl: (url) => `/proxy?u=${encodeURIComponent(url)}`,
    });
    expect(shown.html).toContain(
      `src="/proxy?u=${encodeURIComponent('https://t.example.com/p.gif')}"`,
    );
    expect(remoteImagesOf(source)).toEqual(['https://t.example.com/p.gif']);
  });
});

describe('text helpers', () => {
  it('makes a one-line snippet and text of HTML', () => {
    expect(snippetOf('  Hello\n\n  world  ')).toBe('Hello world');
    expect(snippetOf('x'.repeat(300))).toHaveLength(200);
    expect(htmlToText('<p>Fish &amp; chips</p>')).toBe('Fish & chips');
  });

  it('reads only the start of a long body, with the same snippet as the whole body gives', () => {
    const whole = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);
    const bodies = [
      'word '.repeat(20_000),
      `${' \n'.repeat(3_000)}late start ${'x'.repeat(50)}`,
      `${'a'.repeat(1_023)}${' '.repeat(2_000)}b${' c'.repeat(150)}`,
      `${'y '.repeat(100)}  `,
      '\t'.repeat(5_000),
    ];
    for (const body of bodies) expect(snippetOf(body)).toBe(whole(body));
  });
});
