import type { ChatMessage } from '@worksphere/contracts';
import { lazy, Suspense } from 'react';
import { MessageText } from './MessageText';

// The Markdown parser is loaded with the first message shown, not with every signed-in page.
const MessageMarkdown = lazy(() =>
  import('./MessageMarkdown').then((module) => ({ default: module.MessageMarkdown })),
);

/**
 * The text of a message: its Markdown subset formatted, its mentions highlighted and its phone
 * numbers linked to the keypad. Until the parser has loaded, the plain text with the same
 * mentions and numbers stands in.
 */
export function MessageContent({ chat, userId }: { chat: ChatMessage; userId: string }) {
  return (
    <Suspense
      fallback={
        <p className="text-sm leading-6 break-words whitespace-pre-wrap text-zinc-800">
          <MessageText text={chat.content} mentions={chat.mentions} userId={userId} />
        </p>
      }
    >
      <MessageMarkdown chat={chat} userId={userId} />
    </Suspense>
  );
}
