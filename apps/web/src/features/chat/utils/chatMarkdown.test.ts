import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref, parseChatMarkdown, type ChatMdNode } from './chatMarkdown';

const text = (value: string): ChatMdNode => ({ type: 'text', text: value });
const p = (...children: ChatMdNode[]): ChatMdNode => ({ type: 'element', tag: 'p', children });

describe('parseChatMarkdown', () => {
  it('reads bold, italic, strike and inline code', () => {
    expect(parseChatMarkdown('**bold** *it* _it2_ ~~gone~~ `a<b>`')).toEqual([
      p(
        { type: 'element', tag: 'strong', children: [text('bold')] },
        text(' '),
        { type: 'element', tag: 'em', children: [text('it')] },
        text(' '),
        { type: 'element', tag: 'em', children: [text('it2')] },
        text(' '),
        { type: 'element', tag: 's', children: [text('gone')] },
        text(' '),
        { type: 'code', text: 'a<b>' },
      ),
    ]);
  });

  it('reads fenced and indented code blocks as literal text', () => {
    expect(parseChatMarkdown('```js\nconst a = "<b>";\n**no**\n```')).toEqual([
      { type: 'codeBlock', text: 'const a = "<b>";\n**no**' },
    ]);
    expect(parseChatMarkdown('    indented();')).toEqual([
      { type: 'codeBlock', text: 'indented();' },
    ]);
  });

  it('reads quotes, bullet lists and numbered lists (with their first number)', () => {
    expect(parseChatMarkdown('> quoted')).toEqual([
      { type: 'element', tag: 'blockquote', children: [p(text('quoted'))] },
    ]);
    expect(parseChatMarkdown('- one\n- two')).toEqual([
      {
        type: 'element',
        tag: 'ul',
        children: [
          { type: 'element', tag: 'li', children: [text('one')] },
          { type: 'element', tag: 'li', children: [text('two')] },
        ],
      },
    ]);
    expect(parseChatMarkdown('3. three\n4. four')).toEqual([
      {
        type: 'element',
        tag: 'ol',
        start: 3,
        children: [
          { type: 'element', tag: 'li', children: [text('three')] },
          { type: 'element', tag: 'li', children: [text('four')] },
        ],
      },
    ]);
  });

  it('keeps single line breaks and splits paragraphs at blank lines', () => {
    expect(parseChatMarkdown('one\ntwo\n\nthree')).toEqual([
      p(text('one'), { type: 'break' }, text('two')),
      p(text('three')),
    ]);
  });

  it('turns addresses in the text into links, and written links with allowed protocols', () => {
    expect(parseChatMarkdown('See https://example.com/menu today')).toEqual([
      p(
        text('See '),
        {
          type: 'link',
          href: 'https://example.com/menu',
          children: [text('https://example.com/menu')],
        },
        text(' today'),
      ),
    ]);
    expect(parseChatMarkdown('[the menu](https://example.com/menu) or ops@example.com')).toEqual([
      p(
        { type: 'link', href: 'https://example.com/menu', children: [text('the menu')] },
        text(' or '),
        { type: 'link', href: 'mailto:ops@example.com', children: [text('ops@example.com')] },
      ),
    ]);
  });

  it('leaves headings, images, tables and rules as text', () => {
    expect(parseChatMarkdown('# Title')).toEqual([p(text('# Title'))]);
    expect(parseChatMarkdown('![logo](https://example.com/a.png)')).toEqual([
      p(text('!'), {
        type: 'link',
        href: 'https://example.com/a.png',
        children: [text('logo')],
      }),
    ]);
  });

  it('never produces a link with another protocol, nor any HTML', () => {
    const payloads = [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '[x](vbscript:msgbox(1))',
      '<javascript:alert(1)>',
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
    ];
    for (const payload of payloads) {
      const nodes = parseChatMarkdown(payload);
      expect(JSON.stringify(nodes)).not.toContain('"type":"link"');
      expect(nodes).toEqual([p(text(payload))]);
    }
  });
});

describe('isAllowedLinkHref', () => {
  it('accepts only the spec protocols, whatever their case', () => {
    for (const href of [
      'http://a.b',
      'HTTPS://a.b',
      'irc://a',
      'ircs://a',
      'mailto:a@b.c',
      'xmpp:a@b.c',
    ]) {
      expect(isAllowedLinkHref(href)).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      ' data:x',
      'file:///etc',
      '/tasks',
      '//evil.example',
      'tel:123',
    ]) {
      expect(isAllowedLinkHref(href)).toBe(false);
    }
  });
});
