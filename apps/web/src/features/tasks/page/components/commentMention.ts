import Mention from '@tiptap/extension-mention';

/**
 * TipTap's Mention node written the way the server keeps it:
 * `<span data-type="mention" data-id="{userId}">@Name</span>`. The server drops other
 * attributes, so the name is read back from the text when a saved comment is edited.
 */
export const CommentMention = Mention.extend({
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-id'),
        renderHTML: (attributes: { id?: string | null }) =>
          attributes.id ? { 'data-id': attributes.id } : {},
      },
      label: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          element.getAttribute('data-label') ?? element.textContent?.replace(/^@/, '') ?? null,
        renderHTML: () => ({}),
      },
      mentionSuggestionChar: {
        default: '@',
        parseHTML: () => '@',
        renderHTML: () => ({}),
      },
    };
  },
});
