import { Extension, Mark, mergeAttributes } from '@tiptap/core';

/** Name of the mark that anchors a comment thread to a range (attribute threadId). */
export const COMMENT_MARK = 'comment';
/** Name of the mark of a suggested change (attributes kind, id, authorId, authorName, createdAt). */
export const SUGGESTION_MARK = 'suggestion';

export type SuggestionKind = 'insert' | 'delete' | 'format' | 'wrap' | 'lift' | 'indent' | 'relist';
export type SuggestionAttributes = {
  kind: SuggestionKind;
  id: string;
  authorId: string;
  authorName: string;
  createdAt: string;
  /**
   * kind format: the text's marks before the change (JSON of [{type, attrs}]), to reject to;
   * on a block (SUGGESTED_BLOCK), the block's type and attributes before (JSON of {type, attrs}).
   */
  before?: string | null;
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
 * A suggested insertion (green underline), deletion (red strike) or formatting (dotted
 * underline: bold, colour... applied, the former marks kept to reject to), with its author and time.
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
      before: dataAttribute('before'),
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-suggestion]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'suggestion' }), 0];
  },
});

/**
 * The textblock attribute of a suggested paragraph break: on a paragraph or heading it means
 * "the break before this block" is suggested (kind insert: Enter while suggesting) or suggested
 * for removal (kind delete: a deletion across paragraphs). A mark cannot hold a break (marks are
 * on text), so the block carries it: a JSON string of SuggestionAttributes, flat for the shared
 * (Yjs) document. Accepting an insertion or rejecting a deletion clears it; the other two join
 * the block to the one before (suggestionMode.ts). Never in saved HTML (acceptedContent.ts).
 */
export const SUGGESTED_BREAK = 'suggestedBreak';

/** The suggested break before this block, if any. */
export function suggestedBreakOf(node: {
  attrs: Record<string, unknown>;
}): SuggestionAttributes | undefined {
  const value = node.attrs[SUGGESTED_BREAK];
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<SuggestionAttributes>;
    return parsed.id && (parsed.kind === 'insert' || parsed.kind === 'delete')
      ? (parsed as SuggestionAttributes)
      : undefined;
  } catch {
    return undefined;
  }
}

export const SuggestedBreak = Extension.create({
  name: 'suggestedBreak',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          [SUGGESTED_BREAK]: {
            default: null,
            // Enter on a block with a suggested break: the new half starts without one.
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('data-suggested-break-attrs'),
            renderHTML: (attributes) => {
              const suggestion = suggestedBreakOf({ attrs: attributes });
              return suggestion
                ? {
                    'data-suggested-break': suggestion.kind,
                    'data-suggested-break-attrs': attributes[SUGGESTED_BREAK] as string,
                  }
                : {};
            },
          },
        },
      },
    ];
  },
});

/**
 * The block attribute of a suggested change to a whole block, a JSON string of
 * SuggestionAttributes (flat for the shared Yjs document, like SUGGESTED_BREAK):
 * - kind format on a paragraph, heading or list: its type or alignment changed (heading, list
 *   type, textAlign); `before` holds the type and attributes it had, to reject to;
 * - kind wrap on a list item or quote: the blocks were put in a list (each item carries it, so a
 *   list joined to the one beside it still knows its suggested items) or in a quote;
 * - kind delete on an image, textbox, table or page break: it is suggested for removal;
 * - kind lift on each block taken out of a list or a quote, `before` holding the wrappers it was
 *   in and whether the list or quote was split around it (suggestedStructure.ts);
 * - kind indent on each list item indented or outdented, `before` holding by how many levels and
 *   the list it was in;
 * - kind relist on each item of a list whose type was switched and which was joined to the list
 *   beside it (the list node is gone, so its items carry it), `before` holding the list's former
 *   type and attributes and those of the list after it, if that was joined too.
 * Accepting clears it (a deletion removes the block); rejecting puts the type and attributes
 * back, lifts the blocks out of the list or quote, keeps the block, or puts the blocks back in
 * their list or quote and the items at their levels (suggestionMode.ts).
 * Never in saved HTML (acceptedContent.ts).
 */
export const SUGGESTED_BLOCK = 'suggestedBlock';

/** The block types that may carry SUGGESTED_BLOCK. */
export const SUGGESTED_BLOCK_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'positionedImage',
  'textbox',
  'table',
  'pageBreak',
];

/** The suggested change of this whole block, if any. */
export function suggestedBlockOf(node: {
  attrs: Record<string, unknown>;
}): SuggestionAttributes | undefined {
  const value = node.attrs[SUGGESTED_BLOCK];
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<SuggestionAttributes>;
    return parsed.id &&
      (parsed.kind === 'format' ||
        parsed.kind === 'wrap' ||
        parsed.kind === 'delete' ||
        parsed.kind === 'lift' ||
        parsed.kind === 'indent' ||
        parsed.kind === 'relist')
      ? (parsed as SuggestionAttributes)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A block's type and attributes before a suggested change of kind format. */
export type BlockBefore = { type: string; attrs: Record<string, unknown> };

export function blockBeforeOf(attrs: SuggestionAttributes): BlockBefore | undefined {
  try {
    const parsed = JSON.parse(attrs.before ?? '') as Partial<BlockBefore>;
    return typeof parsed.type === 'string'
      ? { type: parsed.type, attrs: parsed.attrs ?? {} }
      : undefined;
  } catch {
    return undefined;
  }
}

export const SuggestedBlock = Extension.create({
  name: 'suggestedBlock',
  addGlobalAttributes() {
    return [
      {
        types: SUGGESTED_BLOCK_TYPES,
        attributes: {
          [SUGGESTED_BLOCK]: {
            default: null,
            // Enter in a suggested heading or list item: both halves are in the suggestion.
            keepOnSplit: true,
            parseHTML: (element) => element.getAttribute('data-suggested-block-attrs'),
            renderHTML: (attributes) => {
              const suggestion = suggestedBlockOf({ attrs: attributes });
              return suggestion
                ? {
                    'data-suggested-block': suggestion.kind,
                    'data-suggested-block-attrs': attributes[SUGGESTED_BLOCK] as string,
                  }
                : {};
            },
          },
        },
      },
    ];
  },
});
