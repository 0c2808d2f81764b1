import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './parseMarkdown';

describe('parseMarkdown', () => {
  it('reads paragraphs, lists, headings and fenced code', () => {
    const blocks = parseMarkdown(
      '# Done\nFirst line\nsecond\n\n- one\n- two\n1. a\n```\nx < y\n```',
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
    ]);
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two' }]],
    });
    expect(blocks[4]).toEqual({ kind: 'code', text: 'x < y' });
  });

  it('reads bold, italic, inline code and line breaks', () => {
    expect(parseInline('a **b** _c_ `d`\ne')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'break' },
      { kind: 'text', text: 'e' },
    ]);
  });

  it('links only the allowed protocols and paths of the app', () => {
    expect(parseInline('[site](https://example.com)')).toEqual([
      { kind: 'link', href: 'https://example.com', children: [{ kind: 'text', text: 'site' }] },
    ]);
    expect(parseInline('[bad](javascript:alert(1))')[0]).toEqual({ kind: 'text', text: 'bad' });
    for (const href of [
      'http://a',
      'irc://a',
      'ircs://a',
      'mailto:a@b.c',
      'xmpp:a@b.c',
      '/tasks',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      'ftp://a',
    ]) {
      expect(safeHref(href)).toBeNull();
    }
  });
});
