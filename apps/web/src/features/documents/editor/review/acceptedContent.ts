import type { JSONContent } from '@tiptap/core';
import { COMMENT_MARK, SUGGESTION_MARK } from './reviewMarks';

type JsonMark = NonNullable<JSONContent['marks']>[number];

const isSuggested = (marks: JsonMark[] | undefined, kind: 'insert' | 'delete') =>
  marks?.some(
    (mark) =>
      mark.type === SUGGESTION_MARK &&
      ((mark.attrs?.kind as string | undefined) ?? 'insert') === kind,
  ) ?? false;

/**
 * The document as it is saved, exported and kept as a version: suggestions not yet applied
 * (suggested insertions left out, suggested deletions still there, unmarked) and no comment
 * anchors. Works on the editor's JSON, in the browser and on the server alike.
 */
export function acceptedContent(json: JSONContent): JSONContent {
  const { marks, content, ...rest } = json;
  const next: JSONContent = { ...rest };
  const kept = marks?.filter((mark) => mark.type !== SUGGESTION_MARK && mark.type !== COMMENT_MARK);
  if (kept?.length) next.marks = kept;
  if (content) {
    next.content = content
      .filter((child) => !isSuggested(child.marks, 'insert'))
      .map(acceptedContent);
  }
  return next;
}

/** Does the document hold any suggestion or comment anchor (so it needs acceptedContent)? */
export function hasReviewMarks(json: JSONContent): boolean {
  if (json.marks?.some((mark) => mark.type === SUGGESTION_MARK || mark.type === COMMENT_MARK)) {
    return true;
  }
  return json.content?.some(hasReviewMarks) ?? false;
}
