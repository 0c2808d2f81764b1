import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml, sanitizeRichText } from './rich-text.js';

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

  it('keeps only upload paths that stay under /api/uploads/ once decoded and normalised', () => {
    const image = (src: string) => sanitizeRichText(`<p>x</p><img src="${src}">`);
    for (const src of [
      '/api/uploads/%2e%2e/user/me',
      '/api/uploads/%2E%2e/%2e%2E/api/user/me',
      '/api/uploads/.%2e/users',
      '/api/uploads/%252e%252e/user/me',
      '/api/uploads/%25252e%25252e/user/me',
      '/api/uploads/%2e%2e%2fuser%2fme',
      '/api/uploads/..%5cuser%5cme',
      '/api/uploads/..\\user\\me',
      '/api/uploads\\..\\user',
      '/api/uploads/a/./../../user/me',
      '/api/uploads/./../organizations',
      '/API/uploads/x.png',
      '/Api/Uploads/../../user/me',
      '/api/uploadsX/a.png',
      '/api/uploads/',
      '/api/uploads/%',
      '/api/uploads/%zz.png',
      '/api/uploads/%E0%A4%A.png',
      '/api/uploads/a.png?/../../user',
      '/api/uploads/a.png%3f/../../x',
      '/api/uploads/a%00.png',
      '/api/uploads/a%0a.png',
      '//evil.example/api/uploads/a.png',
      '/\\evil.example/a.png',
    ]) {
      expect(image(src), src).toBe('<p>x</p>');
    }
    // What stays below /api/uploads/ is kept, in its plain normalised form.
    expect(image('/api/uploads/org/chat/a.png')).toBe(
      '<p>x</p><img src="/api/uploads/org/chat/a.png" />',
    );
    expect(image('/api/uploads/./org/x/../chat/a.png')).toBe(
      '<p>x</p><img src="/api/uploads/org/chat/a.png" />',
    );
    expect(image('/api/uploads/org/%2e/a.png')).toBe(
      '<p>x</p><img src="/api/uploads/org/a.png" />',
    );
    expect(image('//api/uploads/a.png')).toBe('<p>x</p><img src="/api/uploads/a.png" />');
    expect(image('/api/uploads/org/a%20b.png')).toBe(
      '<p>x</p><img src="/api/uploads/org/a%20b.png" />',
    );
    // Absolute web addresses are not ours to normalise.
    expect(image('https://cdn.example.com/a/../b.png')).toBe(
      '<p>x</p><img src="https://cdn.example.com/a/../b.png" />',
    );
  });

  it('turns blank input into an empty string', () => {
    expect(sanitizeRichText('   ')).toBe('');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
  });
});

describe('sanitizeDocumentHtml', () => {
  const marker = '<!-- page-break -->';
  const clean = (html: string) => sanitizeDocumentHtml(html, marker);

  it('keeps the page editor: pages, tables, textboxes, placeholders, fonts and alignment', () => {
    const html =
      '<div class="editor-page"><p style="text-align:center;font-family:Roboto">Hi ' +
      '<span id="name" contenteditable="false" class="placeholder-tag">#name</span></p>' +
      '<div class="draggable-textbox" style="position:absolute;left:10px;top:10px;width:240px;min-height:60px;z-index:1">Edit me</div>' +
      '<img src="/api/uploads/org/images/a.png" alt="Inserted Image" style="position:absolute;left:10px;top:10px;width:120px" />' +
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td style="min-width:50px">c</td></tr></tbody></table></div>' +
      `${marker}<div class="editor-page"><p>Two</p></div>`;
    expect(clean(html)).toBe(html);
  });

  it('keeps square text wrapping and text colours of the editor, and no other float', () => {
    const html =
      '<p><span style="font-size:24px;color:#1d4ed8;background-color:#fef08a"><s>Styled</s></span></p>' +
      '<img src="/api/uploads/org/images/a.png" style="position:relative;float:left;margin:0 12px 12px 0" />' +
      '<div class="draggable-textbox" style="position:relative;float:right;margin:0 0 12px 12px"><p>Box</p></div>';
    expect(clean(html)).toBe(html);
    expect(clean('<div style="float:inline-start">x</div>')).toBe('<div>x</div>');
  });

  it('drops scripts, handlers, styles that load or run, and data: images', () => {
    expect(
      clean(
        '<p onmouseover="x()" style="background-image:url(https://x.org/a.png);color:expression(alert(1));font-weight:bold">A</p>' +
          '<div style="left:u\\rl(x)">B</div><img src="data:image/png;base64,AAAA"><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('<p style="font-weight:bold">A</p><div>B</div>');
  });
});
