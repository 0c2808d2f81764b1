import type { ChatMessage, User } from '@worksphere/contracts';
import type { MessageOption } from '../components/MessageOptionsMenu';

/**
 * What the user may do with a message (spec 3 §6): ADMIN pins and unpins; ADMIN or the sender
 * marks it important (or not) and deletes; the sender edits; anyone copies its link and adds it
 * to a note or a task.
 */
export function messageOptionsFor(chat: ChatMessage, user: Pick<User, 'id' | 'role'>) {
  const isAdmin = user.role === 'ADMIN';
  const isSender = chat.sender.id === user.id;
  const options: MessageOption[] = [];
  if (isAdmin) options.push(chat.isPinned ? 'unpin' : 'pin');
  if (isAdmin || isSender) options.push(chat.isImportant ? 'unmarkImportant' : 'markImportant');
  if (isSender) options.push('edit');
  options.push('copyLink', 'addToNote', 'addToTask');
  if (isAdmin || isSender) options.push('delete');
  return options;
}

/** The current user's receipt of a message, if they read it. */
export function receiptOf(chat: ChatMessage, userId: string) {
  return chat.readReceipts.find((receipt) => receipt.userId === userId) ?? null;
}

/** Spec 3 §4: hovering marks read when the user is neither the sender nor a reader yet. */
export function needsReadMark(chat: ChatMessage, userId: string): boolean {
  return chat.sender.id !== userId && receiptOf(chat, userId) === null;
}

/** Spec 3 §4: the Confirm Read button shows until the user confirms. */
export function needsConfirmation(chat: ChatMessage, userId: string): boolean {
  return (
    chat.requiresConfirmation && chat.sender.id !== userId && !receiptOf(chat, userId)?.confirmedAt
  );
}
