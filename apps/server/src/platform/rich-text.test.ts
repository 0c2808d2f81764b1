import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Plan</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br /></p>' +
      '<pre><code class="language-ts">let x</code></pre><blockquote><p>q</p></blockquote>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x.org"></iframe><svg onload="x()"></svg><style>p{}</style>',
      ),
    ).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<code class="language-js evil">x</code>')).toBe(
      '<code class="language-js">x</code>',
    );
  });

  it('allows links to http, https and mailto only, and makes new tabs safe', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
    expect(sanitizeRichText('<a href="https://x.org" target="_blank" onclick="x()">y</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer nofollow">y</a>',
    );
  });

  it('allows images from the web or our uploads only', () => {
    expect(sanitizeRichText('<img src="https://x.org/a.png" alt="A" onerror="x()">')).toBe(
      '<img src="https://x.org/a.png" alt="A" />',
    );
    expect(sanitizeRichText('<img src="/api/uploads/org/a.png">')).toBe(
      '<img src="/api/uploads/org/a.png" />',
    );
    for (const src of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      '/api/uploads/../user/me',
      '/elsewhere/a.png',
    ]) {
      expect(sanitizeRichText(`<p>x</p><img src="${src}">`), src).toBe('<p>x</p>');
    }
  });

  it('turns blank input into an empty string', () => {
    expect(sanitizeRichText('   ')).toBe('');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
  });
});
