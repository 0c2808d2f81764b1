import type { JSONContent } from '@tiptap/core';
import { COMMENT_MARK, SUGGESTED_BREAK, SUGGESTION_MARK, suggestedBreakOf } from './reviewMarks';

type JsonMark = NonNullable<JSONContent['marks']>[number];

const isSuggested = (marks: JsonMark[] | undefined, kind: 'insert' | 'delete') =>
  marks?.some(
    (mark) =>
      mark.type === SUGGESTION_MARK &&
      ((mark.attrs?.kind as string | undefined) ?? 'insert') === kind,
  ) ?? false;

/**
 * The document as it is saved, exported and kept as a version: suggestions not yet applied
 * (suggested insertions left out, suggested breaks too: the paragraphs stay one; suggested
 * deletions still there, unmarked; suggested formatting back to the marks before) and no
 * comment anchors. Works on the editor's JSON, in the browser and on the server alike.
 */
export function acceptedContent(json: JSONContent): JSONContent {
  const { marks, content, ...rest } = json;
  const next: JSONContent = { ...rest };
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
    for (const child of content) {
      if (isSuggested(child.marks, 'insert')) continue;
      const kept = acceptedContent(child);
      // A suggested break is not there yet: the paragraph goes on in the one before.
      const previous = children.at(-1);
      if (isBreakSuggested(child) && previous && isTextblock(previous) && isTextblock(kept)) {
        previous.content = [...(previous.content ?? []), ...(kept.content ?? [])];
      } else children.push(kept);
    }
    next.content = children;
  }
  return next;
}

const isTextblock = (json: JSONContent) => json.type === 'paragraph' || json.type === 'heading';

const isBreakSuggested = (json: JSONContent) =>
  suggestedBreakOf({ attrs: json.attrs ?? {} })?.kind === 'insert';

/** Does the document hold any suggestion or comment anchor (so it needs acceptedContent)? */
export function hasReviewMarks(json: JSONContent): boolean {
  if (json.marks?.some((mark) => mark.type === SUGGESTION_MARK || mark.type === COMMENT_MARK)) {
    return true;
  }
  if (json.attrs?.[SUGGESTED_BREAK]) return true;
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
