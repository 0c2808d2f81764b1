import { chatMessagePath, type ChatMessage } from '@worksphere/contracts';

/** The full address of a message: it opens the thread scrolled to it, highlighted. */
export function messageLinkOf(
  chat: Pick<ChatMessage, 'id' | 'chatRoomId' | 'threadId'>,
  origin = window.location.origin,
) {
  return `${origin}${chatMessagePath(chat)}`;
}

/**
 * Copy a message's address. The Clipboard API exists only on secure pages (https, localhost);
 * an install on a LAN over plain http falls back to the older copy command.
 */
export async function copyMessageLink(chat: Pick<ChatMessage, 'id' | 'chatRoomId' | 'threadId'>) {
  const link = messageLinkOf(chat);
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(link);
    return;
  }
  const field = document.createElement('textarea');
  field.value = link;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}
