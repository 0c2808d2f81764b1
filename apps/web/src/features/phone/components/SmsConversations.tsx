import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { phoneMessages } from '../phone.messages';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import type { FromOption } from './Dialer';

const messages = phoneMessages.conversations;

/** Side by side from md up: the list beside the open conversation. */
const SIDE_BY_SIDE_QUERY = '(min-width: 768px)';

type SmsConversationsProps = {
  contact: string | null;
  onContactChange: (contact: string | null) => void;
  fromOptions: ReadonlyArray<FromOption>;
  defaultFrom: string;
  onCall: (number: string) => void;
  canCall: boolean;
};

/** SMS conversations per contact: the list and the open one; on a phone, one at a time. */
export function SmsConversations({
  contact,
  onContactChange,
  fromOptions,
  defaultFrom,
  onCall,
  canCall,
}: SmsConversationsProps) {
  const isSideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const showList = isSideBySide || contact === null;
  const showView = isSideBySide || contact !== null;
  return (
    <div
      className={clsx(
        'grid h-[min(70dvh,40rem)] min-h-96 overflow-hidden rounded-xl border border-zinc-200 bg-white',
        isSideBySide && 'grid-cols-[minmax(14rem,18rem)_1fr]',
      )}
    >
      {showList ? (
        <div
          className={clsx('min-h-0 overflow-hidden', isSideBySide && 'border-r border-zinc-200')}
        >
          <ConversationList selectedContact={contact} onSelect={onContactChange} />
        </div>
      ) : null}
      {showView ? (
        contact ? (
          <ConversationView
            key={contact}
            contactNumber={contact}
            fromOptions={fromOptions}
            defaultFrom={defaultFrom}
            onBack={isSideBySide ? undefined : () => onContactChange(null)}
            onCall={onCall}
            canCall={canCall}
          />
        ) : (
          <EmptyState
            icon={<MessagesSquare aria-hidden className="size-6" />}
            title={messages.title}
            description={messages.chooseConversation}
          />
        )
      ) : null}
    </div>
  );
}
