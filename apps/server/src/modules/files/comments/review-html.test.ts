import { getSchema } from '@tiptap/core';
import { prosemirrorJSONToYDoc } from '@tiptap/y-tiptap';
import { describe, expect, it } from 'vitest';
import { createEditorExtensions } from '@worksphere/web/editor-schema';
import { COLLAB_FIELD, COLLAB_META, htmlFromYDoc } from '../collab/collab.html.js';

const suggestion = (kind: 'insert' | 'delete') => ({
  type: 'suggestion',
  attrs: {
    kind,
    id: `s-${kind}`,
    authorId: 'u1',
    authorName: 'Ada',
    createdAt: '2026-11-28T07:00:00.000Z',
  },
});

describe('saved HTML of a document with comments and suggestions', () => {
  it('holds the text as if no suggestion were applied, and no comment anchor', () => {
    const schema = getSchema(createEditorExtensions({ onRenamePlaceholder: () => undefined }));
    const doc = prosemirrorJSONToYDoc(
      schema,
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Budget ',
                marks: [{ type: 'comment', attrs: { threadId: 't1' } }],
              },
              { type: 'text', text: 'NEW ', marks: [suggestion('insert')] },
              { type: 'text', text: 'final ', marks: [suggestion('delete')] },
              { type: 'text', text: 'plan', marks: [{ type: 'bold' }] },
            ],
          },
        ],
      },
      COLLAB_FIELD,
    );
    doc.getMap(COLLAB_META).set('mode', 'continuous');
    const { html } = htmlFromYDoc(doc);
    expect(html).toContain('<p>Budget final <strong>plan</strong></p>');
    expect(html).not.toMatch(/NEW|data-suggestion|data-comment-thread/);
  });

  it('keeps paragraphs a suggested break would split as one, and those a removal would join apart', () => {
    const schema = getSchema(createEditorExtensions({ onRenamePlaceholder: () => undefined }));
    const suggestedBreak = (kind: 'insert' | 'delete') =>
      JSON.stringify({ ...suggestion(kind).attrs, id: `b-${kind}` });
    const paragraph = (text: string, attrs: Record<string, unknown> = {}) => ({
      type: 'paragraph',
      attrs,
      content: [{ type: 'text', text }],
    });
    const doc = prosemirrorJSONToYDoc(
      schema,
      {
        type: 'doc',
        content: [
          paragraph('One '),
          paragraph('more', { suggestedBreak: suggestedBreak('insert') }),
          paragraph('Two', { suggestedBreak: suggestedBreak('delete') }),
        ],
      },
      COLLAB_FIELD,
    );
    doc.getMap(COLLAB_META).set('mode', 'continuous');
    const { html } = htmlFromYDoc(doc);
    expect(html).toContain('<p>One more</p><p>Two</p>');
    expect(html).not.toMatch(/data-suggested-break/);
  });

  it('keeps blocks as they were until a suggested heading, alignment, list, quote or removal is accepted', () => {
    const schema = getSchema(createEditorExtensions({ onRenamePlaceholder: () => undefined }));
    const block = (kind: 'format' | 'wrap' | 'delete', before?: object) =>
      JSON.stringify({
        ...suggestion('insert').attrs,
        kind,
        id: 'b-1',
        ...(before ? { before: JSON.stringify(before) } : {}),
      });
    const text = (value: string) => [{ type: 'text', text: value }];
    const doc = prosemirrorJSONToYDoc(
      schema,
      {
        type: 'doc',
        content: [
          {
            type: 'heading',
            attrs: {
              level: 2,
              textAlign: 'center',
              suggestedBlock: block('format', { type: 'paragraph', attrs: { textAlign: null } }),
            },
            content: text('Title'),
          },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: text('Kept item') }],
              },
              {
                type: 'listItem',
                attrs: { suggestedBlock: block('wrap') },
                content: [{ type: 'paragraph', content: text('Listed') }],
              },
            ],
          },
          {
            type: 'blockquote',
            attrs: { suggestedBlock: block('wrap') },
            content: [{ type: 'paragraph', content: text('Quoted') }],
          },
          { type: 'pageBreak', attrs: { suggestedBlock: block('delete') } },
          { type: 'paragraph', content: text('End') },
        ],
      },
      COLLAB_FIELD,
    );
    doc.getMap(COLLAB_META).set('mode', 'continuous');
    const { html } = htmlFromYDoc(doc);
    expect(html).toContain(
      '<p>Title</p><ul><li><p>Kept item</p></li></ul><p>Listed</p><p>Quoted</p>',
    );
    expect(html).toMatch(/Quoted<\/p>.*page-break.*<p>End<\/p>/s);
    // (The style block in front names every element; the content after it is what changed.)
    const content = html.slice(html.indexOf('</style>'));
    expect(content).not.toMatch(/<h2|blockquote|text-align|data-suggested-block/);
  });

  it('keeps blocks in the list or quote they were suggested out of, items at their levels, lists apart', () => {
    const schema = getSchema(createEditorExtensions({ onRenamePlaceholder: () => undefined }));
    const moved = (kind: 'lift' | 'indent', before: object) =>
      JSON.stringify({
        ...suggestion('insert').attrs,
        kind,
        id: `m-${kind}`,
        before: JSON.stringify(before),
      });
    const paragraph = (value: string, attrs: Record<string, unknown> = {}) => ({
      type: 'paragraph',
      attrs,
      content: [{ type: 'text', text: value }],
    });
    const item = (value: string, attrs: Record<string, unknown> = {}, ...nested: object[]) => ({
      type: 'listItem',
      attrs,
      content: [paragraph(value), ...nested],
    });
    const bullets = (...items: object[]) => ({ type: 'bulletList', content: items });
    // Two taken out of the list between One and Three; Quoted out of the quote before More;
    // Four indented under Three; Six switched from a bulleted list joined to Five's.
    const lifted = (wrap: object[]) =>
      moved('lift', { wrap, item: true, joinBefore: true, joinAfter: true });
    const doc = prosemirrorJSONToYDoc(
      schema,
      {
        type: 'doc',
        content: [
          bullets(item('One')),
          paragraph('Two', {
            suggestedBlock: lifted([
              { type: 'bulletList', attrs: {} },
              { type: 'listItem', attrs: {} },
            ]),
          }),
          bullets(
            item(
              'Three',
              {},
              bullets(
                item('Four', {
                  suggestedBlock: moved('indent', {
                    by: 1,
                    list: { type: 'bulletList', attrs: {} },
                  }),
                }),
              ),
            ),
          ),
          paragraph('Quoted', {
            suggestedBlock: moved('lift', {
              wrap: [{ type: 'blockquote', attrs: {} }],
              item: true,
              joinBefore: false,
              joinAfter: true,
            }),
          }),
          { type: 'blockquote', content: [paragraph('More')] },
          // Six's list switched to numbered and joined to Five's.
          {
            type: 'orderedList',
            attrs: { start: 5 },
            content: [
              item('Five'),
              item('Six', {
                suggestedBlock: JSON.stringify({
                  ...suggestion('insert').attrs,
                  kind: 'relist',
                  id: 'm-relist',
                  before: JSON.stringify({ list: { type: 'bulletList', attrs: {} } }),
                }),
              }),
            ],
          },
        ],
      },
      COLLAB_FIELD,
    );
    doc.getMap(COLLAB_META).set('mode', 'continuous');
    const { html } = htmlFromYDoc(doc);
    expect(html).toContain(
      '<ul><li><p>One</p></li><li><p>Two</p></li><li><p>Three</p></li><li><p>Four</p></li></ul>' +
        '<blockquote><p>Quoted</p><p>More</p></blockquote>' +
        '<ol start="5"><li><p>Five</p></li></ol><ul><li><p>Six</p></li></ul>',
    );
    expect(html).not.toMatch(/data-suggested-block/);
  });
});
