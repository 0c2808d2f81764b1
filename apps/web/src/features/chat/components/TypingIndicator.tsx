import { useCurrentUser } from '../../auth/components/useAuth';
import { useMemberNames } from '../api/useMemberNames';
import { chatMessages } from '../chat.messages';
import { useTypingUsers } from '../realtime/useTyping';

/** "… is typing" under a thread's messages; the line keeps its height so nothing jumps. */
export function TypingIndicator({ threadId }: { threadId: string }) {
  const user = useCurrentUser();
  const { nameOf } = useMemberNames();
  const names = useTypingUsers(threadId)
    .filter((userId) => userId !== user.id)
    .map(nameOf);
  return (
    <p
      aria-live="polite"
      data-testid="chat-typing-indicator"
      className="h-5 truncate px-4 text-xs text-zinc-500 italic"
    >
      {chatMessages.presence.typing(names)}
    </p>
  );
}
