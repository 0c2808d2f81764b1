import { Mark, mergeAttributes } from '@tiptap/core';

/** Name of the mark that anchors a comment thread to a range (attribute threadId). */
export const COMMENT_MARK = 'comment';
/** Name of the mark of a suggested change (attributes kind, id, authorId, authorName, createdAt). */
export const SUGGESTION_MARK = 'suggestion';

export type SuggestionKind = 'insert' | 'delete';
export type SuggestionAttributes = {
  kind: SuggestionKind;
  id: string;
  authorId: string;
  authorName: string;
  createdAt: string;
};

/**
 * A comment's range: carried in the shared (Yjs) document with the text itself, so it follows
 * every concurrent edit. The thread is in PostgreSQL under the same id. It renders as a plain
 * span; the highlight is a decoration, so a resolved thread shows none (reviewPlugin.ts).
 */
export const CommentMark = Mark.create({
  name: COMMENT_MARK,
  inclusive: false,
  addAttributes() {
    return {
      threadId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-comment-thread'),
        renderHTML: (attributes) => ({ 'data-comment-thread': attributes.threadId as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-comment-thread]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
});

const dataAttribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(`data-suggestion-${name}`),
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes[name] ? { [`data-suggestion-${name}`]: String(attributes[name]) } : {},
});

/**
 * A suggested insertion (green underline) or deletion (red strike), with its author and time.
 * Saved HTML, exports and versions never hold it: they show the text as if nothing suggested
 * were applied (acceptedContent.ts).
 */
export const SuggestionMark = Mark.create({
  name: SUGGESTION_MARK,
  inclusive: false,
  addAttributes() {
    return {
      kind: {
        default: 'insert',
        parseHTML: (element) => element.getAttribute('data-suggestion'),
        renderHTML: (attributes) => ({ 'data-suggestion': attributes.kind as string }),
      },
      id: dataAttribute('id'),
      authorId: dataAttribute('authorId'),
      authorName: dataAttribute('authorName'),
      createdAt: dataAttribute('createdAt'),
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-suggestion]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'suggestion' }), 0];
  },
});
