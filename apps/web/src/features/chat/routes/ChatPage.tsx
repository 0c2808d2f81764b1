import { MessagesSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../ui/Alert';
import { AreaNotice } from '../../../ui/AreaNotice';
import { buttonClasses } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { chatMessages as messages } from '../chat.messages';

/** /chat (accepts chatRoomId and threadId). */
export function ChatPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams] = useSearchParams();
  const isLinkedConversation = searchParams.has('chatRoomId') || searchParams.has('threadId');
  return (
    <AreaNotice
      icon={<MessagesSquare aria-hidden className="size-6" />}
      badge={messages.badge}
      title={messages.title}
      lead={messages.lead}
      pointsTitle={messages.pointsTitle}
      points={messages.points}
      footer={
        <div className="space-y-4">
          {isLinkedConversation ? <Alert tone="info">{messages.linkedConversation}</Alert> : null}
          <Link to="/dash" className={buttonClasses('secondary')}>
            {messages.backToDashboard}
          </Link>
        </div>
      }
    />
  );
}
