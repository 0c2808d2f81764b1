import type { JSONContent } from '@tiptap/core';
import {
  blockBeforeOf,
  COMMENT_MARK,
  SUGGESTED_BLOCK,
  SUGGESTED_BREAK,
  SUGGESTION_MARK,
  suggestedBlockOf,
  suggestedBreakOf,
} from './reviewMarks';
import {
  hasIndent,
  isListType,
  restoreIndents,
  restoreLifts,
  restoreRelists,
} from './suggestedStructure';

type JsonMark = NonNullable<JSONContent['marks']>[number];

const isSuggested = (marks: JsonMark[] | undefined, kind: 'insert' | 'delete') =>
  marks?.some(
    (mark) =>
      mark.type === SUGGESTION_MARK &&
      ((mark.attrs?.kind as string | undefined) ?? 'insert') === kind,
  ) ?? false;

const blockSuggestion = (json: JSONContent) => suggestedBlockOf({ attrs: json.attrs ?? {} });

/**
 * The document as it is saved, exported and kept as a version: suggestions not yet applied
 * (suggested insertions left out, suggested breaks too: the paragraphs stay one; suggested
 * deletions still there, unmarked; suggested formatting back to the marks before; blocks back to
 * their type and alignment before, out of a suggested list or quote, back in the list or quote
 * they were suggested out of, list items back at their levels; images, tables and page breaks
 * suggested for removal still there) and no comment anchors. Works on the editor's JSON,
 * in the browser and on the server alike.
 */
export function acceptedContent(json: JSONContent): JSONContent {
  const { marks, content, ...rest } = json;
  const next: JSONContent = { ...rest };
  const block = blockSuggestion(json);
  const before = block?.kind === 'format' ? blockBeforeOf(block) : undefined;
  // Only a type of the same family (a paragraph or heading, a list): nothing else can be there.
  if (before && familyOf(before.type) && familyOf(before.type) === familyOf(json.type)) {
    next.type = before.type;
    next.attrs = {
      ...before.attrs,
      [SUGGESTED_BREAK]: json.attrs?.[SUGGESTED_BREAK] ?? null,
      [SUGGESTED_BLOCK]: null,
    };
  }
  if (next.attrs && SUGGESTED_BLOCK in next.attrs) {
    next.attrs = { ...next.attrs, [SUGGESTED_BLOCK]: null };
  }
  // Suggested formatting not applied yet: the marks the text had before it.
  const format = marks?.find(
    (mark) => mark.type === SUGGESTION_MARK && mark.attrs?.kind === 'format',
  );
  const kept = format
    ? marksBefore(format)
    : marks?.filter((mark) => mark.type !== SUGGESTION_MARK && mark.type !== COMMENT_MARK);
  if (kept?.length) next.marks = kept;
  if (next.attrs && SUGGESTED_BREAK in next.attrs) {
    next.attrs = { ...next.attrs, [SUGGESTED_BREAK]: null };
  }
  if (content) {
    const children: JSONContent[] = [];
    // Blocks suggested out of a list or quote back in it, lists switched and joined split again;
    // in a list (the outermost one, not one nested in an item), items suggested indented or
    // outdented back at their levels.
    for (const lifted of restoreRelists(restoreLifts(content))) {
      const child =
        json.type !== 'listItem' && isListType(lifted.type) && hasIndent(lifted)
          ? (restoreIndents(lifted) ?? lifted)
          : lifted;
      if (isSuggested(child.marks, 'insert')) continue;
      for (const { raw, kept } of savedBlocks(child)) {
        // A suggested break is not there yet: the paragraph goes on in the one before.
        const previous = children.at(-1);
        if (isBreakSuggested(raw) && previous && isTextblock(previous) && isTextblock(kept)) {
          previous.content = [...(previous.content ?? []), ...(kept.content ?? [])];
        } else children.push(kept);
      }
    }
    next.content = children;
  }
  return next;
}

/** The block types a suggestion may turn into one another. */
const familyOf = (type: string | undefined) =>
  type === 'paragraph' || type === 'heading'
    ? 'text'
    : type === 'bulletList' || type === 'orderedList'
      ? 'list'
      : undefined;

const isWrapped = (json: JSONContent) => blockSuggestion(json)?.kind === 'wrap';

/**
 * A block as saved, with the block it came from: a suggested quote gives its blocks, a list the
 * blocks of its suggested items (the list split around them), any other block itself.
 */
function savedBlocks(child: JSONContent): Array<{ raw: JSONContent; kept: JSONContent }> {
  if (isWrapped(child) && child.type !== 'listItem') {
    return (child.content ?? []).flatMap(savedBlocks);
  }
  if (!child.content?.some((item) => item.type === 'listItem' && isWrapped(item))) {
    return [{ raw: child, kept: acceptedContent(child) }];
  }
  const out: Array<{ raw: JSONContent; kept: JSONContent }> = [];
  let items: JSONContent[] = [];
  const flush = () => {
    if (!items.length) return;
    const list = { ...child, content: items };
    out.push({ raw: list, kept: acceptedContent(list) });
    items = [];
  };
  for (const item of child.content) {
    if (item.type === 'listItem' && isWrapped(item)) {
      flush();
      out.push(...(item.content ?? []).flatMap(savedBlocks));
    } else items.push(item);
  }
  flush();
  return out;
}

const isTextblock = (json: JSONContent) => json.type === 'paragraph' || json.type === 'heading';

const isBreakSuggested = (json: JSONContent) =>
  suggestedBreakOf({ attrs: json.attrs ?? {} })?.kind === 'insert';

/** Does the document hold any suggestion or comment anchor (so it needs acceptedContent)? */
export function hasReviewMarks(json: JSONContent): boolean {
  if (json.marks?.some((mark) => mark.type === SUGGESTION_MARK || mark.type === COMMENT_MARK)) {
    return true;
  }
  if (json.attrs?.[SUGGESTED_BREAK] || json.attrs?.[SUGGESTED_BLOCK]) return true;
  return json.content?.some(hasReviewMarks) ?? false;
}

function marksBefore(format: JsonMark): JsonMark[] {
  try {
    const list = JSON.parse((format.attrs?.before as string | undefined) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as JsonMark[]) : [];
  } catch {
    return [];
  }
}
