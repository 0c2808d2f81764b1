import { localized, plural } from '../../../../platform/i18n';
import { commentsMessagesDe } from './comments.messages.de';
import { commentsMessagesFr } from './comments.messages.fr';

/** Comments and suggestions in documents written together (issue 30). */
export const commentsMessagesEn = {
  toolbarLabel: 'Review',
  comment: 'Comment',
  commentTitle: 'Comment on the selected text (Ctrl+Alt+M)',
  suggesting: 'Suggesting',
  suggestingTitle: 'Your changes become suggestions that an editor accepts or rejects',
  showPanel: 'Comments',
  panelTitle: 'Comments and suggestions',
  closePanel: 'Close comments',
  empty: 'No comments or suggestions yet. Select some text and choose Comment.',
  loading: 'Loading comments…',
  loadFailed: 'Could not load the comments.',
  retry: 'Try again',
  newComment: 'New comment',
  commentLabel: 'Your comment',
  commentPlaceholder: 'Write a comment; type @ to mention a colleague',
  replyLabel: 'Reply',
  replyPlaceholder: 'Reply; type @ to mention a colleague',
  send: 'Comment',
  sendReply: 'Reply',
  cancel: 'Cancel',
  sendFailed: 'Could not send the comment.',
  resolve: 'Resolve',
  reopen: 'Reopen',
  resolveFailed: 'Could not change the comment.',
  resolvedBy: (name: string) => `Resolved by ${name}`,
  showResolved: (count: number) =>
    plural(count, { one: 'Show # resolved comment', other: 'Show # resolved comments' }),
  hideResolved: 'Hide resolved comments',
  quote: (text: string) => `On \u201c${text}\u201d`,
  anchorGone: 'The commented text is no longer in the document.',
  formerMember: 'Former member',
  threadLabel: (name: string) => `Comment by ${name}`,
  replies: (count: number) => plural(count, { one: '# reply', other: '# replies' }),
  mentionsLabel: 'Colleagues to mention',
  selectFirst: 'Select the text you want to comment on first.',
  suggestionInsert: (name: string) => `${name} suggests adding`,
  suggestionDelete: (name: string) => `${name} suggests removing`,
  accept: 'Accept',
  reject: 'Reject',
  acceptLabel: (text: string) => `Accept the suggestion \u201c${text}\u201d`,
  rejectLabel: (text: string) => `Reject the suggestion \u201c${text}\u201d`,
} as const;

export const commentsMessages = localized('documentComments', {
  en: commentsMessagesEn,
  fr: commentsMessagesFr,
  de: commentsMessagesDe,
});
