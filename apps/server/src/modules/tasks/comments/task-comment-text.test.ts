import { describe, expect, it } from 'vitest';
import { mentionedUserIds, sanitizeRichTextWithMentions } from '../../../platform/rich-text.js';
import { commentExcerpt, hasContent } from './task-comment-text.js';

const ANN = '0b6f1c4e-2d3a-4f5b-8c9d-0e1f2a3b4c5d';
const BOB = '1c7a2d5f-3e4b-4a6c-9d0e-1f2a3b4c5d6e';

describe('comment bodies', () => {
  it('keeps mention nodes and nothing else of a span', () => {
    const clean = sanitizeRichTextWithMentions(
      `<p>Hi <span data-type="mention" data-id="${ANN.toUpperCase()}" onclick="x()" style="color:red">@Ann</span>` +
        ` <span data-type="mention" data-id="not-an-id">@Eve</span>` +
        ` <span class="x" data-id="${BOB}">@Bob</span><script>alert(1)</script></p>`,
    );
    expect(clean).toBe(
      `<p>Hi <span data-type="mention" data-id="${ANN}">@Ann</span> <span>@Eve</span> <span>@Bob</span></p>`,
    );
    expect(mentionedUserIds(clean)).toEqual([ANN]);
  });

  it('lists each mentioned person once', () => {
    const mention = (id: string) => `<span data-type="mention" data-id="${id}">@x</span>`;
    const clean = sanitizeRichTextWithMentions(
      `<p>${mention(ANN)} ${mention(BOB)} ${mention(ANN)}</p>`,
    );
    expect(mentionedUserIds(clean)).toEqual([ANN, BOB]);
  });

  it('tells an empty body from one with words or an image', () => {
    expect(hasContent(sanitizeRichTextWithMentions('<p> </p><p><br></p>'))).toBe(false);
    expect(hasContent(sanitizeRichTextWithMentions('<p><script>x</script></p>'))).toBe(false);
    expect(hasContent(sanitizeRichTextWithMentions('<p>ok</p>'))).toBe(true);
    expect(
      hasContent(sanitizeRichTextWithMentions('<p><img src="https://example.com/a.png"></p>')),
    ).toBe(true);
  });

  it('previews a comment as plain text for the Inbox', () => {
    expect(commentExcerpt('<p>Fish &amp; chips</p><p>at 5 &lt;pm&gt;</p>')).toBe(
      'Fish & chips at 5 <pm>',
    );
    expect(commentExcerpt(`<p>${'a'.repeat(400)}</p>`)).toHaveLength(280);
  });
});
