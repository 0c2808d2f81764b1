import type { SmsMessage } from '@worksphere/contracts';
import { ArrowLeft, PhoneCall } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { ContactName } from '../../contacts/components/ContactName';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import {
  useConversationMessagesQuery,
  useMarkConversationReadMutation,
  useSendSmsMutation,
} from '../api/messagesApi';
import { flattenSmsPages } from '../api/smsCache';
import { phoneMessages } from '../phone.messages';
import { showConversation } from '../realtime/conversationsOnScreen';
import { describePhoneFailure } from '../utils/callToasts';
import { formatPhoneNumber } from '../utils/phoneNumber';
import type { FromOption } from './Dialer';
import { SmsBubble } from './SmsBubble';
import { SmsComposer, type SmsDraft } from './SmsComposer';

const messages = phoneMessages.conversations;

type ConversationViewProps = {
  contactNumber: string;
  fromOptions: ReadonlyArray<FromOption>;
  defaultFrom: string;
  onBack?: () => void;
  onCall: (number: string) => void;
  canCall: boolean;
};

/** One conversation: its messages oldest first, live, and the composer under them. */
export function ConversationView({
  contactNumber,
  fromOptions,
  defaultFrom,
  onBack,
  onCall,
  canCall,
}: ConversationViewProps) {
  const thread = useConversationMessagesQuery(contactNumber);
  const sendSms = useSendSmsMutation();
  const markRead = useMarkConversationReadMutation();
  const smsMessages = flattenSmsPages(thread.data);
  const contact = formatPhoneNumber(contactNumber);
  const listRef = useRef<HTMLOListElement>(null);
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const from = chosenFrom ?? replyFromOf(smsMessages, fromOptions) ?? defaultFrom;

  useEffect(() => showConversation(contactNumber), [contactNumber]);

  // Read as soon as it is on screen, and again whenever a new text arrives while it is.
  const lastInboundUnread = [...smsMessages]
    .reverse()
    .find((message) => message.direction === 'inbound' && message.readAt === null)?.id;
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (lastInboundUnread) markConversationRead(contactNumber);
  }, [lastInboundUnread, contactNumber, markConversationRead]);

  // The newest message in view when the conversation opens and when one arrives.
  const newestId = smsMessages.at(-1)?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  function handleSend(draft: SmsDraft) {
    return sendSms.mutateAsync({ to: contactNumber, from, ...draft }).catch((error: unknown) => {
      toast.error(describePhoneFailure(error, phoneMessages.toasts.sendFailed));
      throw error;
    });
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-zinc-100 px-3 py-2">
        {onBack ? (
          <IconButton
            label={messages.back}
            icon={<ArrowLeft className="size-4" />}
            onClick={onBack}
          />
        ) : null}
        <h3 className="min-w-0 flex-1 truncate font-semibold text-zinc-900">
          <ContactName value={contactNumber} fallback={contact} />
        </h3>
        <IconButton
          label={messages.callContact(contact)}
          icon={<PhoneCall className="size-4" />}
          disabled={!canCall}
          onClick={() => onCall(contactNumber)}
        />
      </header>
      <ol
        ref={listRef}
        aria-label={messages.messagesLabel(contact)}
        className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-zinc-50 px-3 py-3"
      >
        {thread.hasNextPage ? (
          <li className="flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              isLoading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {messages.loadOlder}
            </Button>
          </li>
        ) : null}
        {thread.isPending ? (
          <li>
            <QueryLoading label={messages.messagesLoading} />
          </li>
        ) : thread.isError ? (
          <li>
            <QueryFailed
              message={describeFetchError(thread.error, 'messages')}
              retryLabel={messages.retry}
              onRetry={() => void thread.refetch()}
            />
          </li>
        ) : smsMessages.length === 0 ? (
          <li className="py-8 text-center text-sm text-zinc-500">
            <p className="font-medium text-zinc-700">{messages.noMessages}</p>
            <p>{messages.noMessagesHint}</p>
          </li>
        ) : (
          smsMessages.map((message) => <SmsBubble key={message.id} message={message} />)
        )}
      </ol>
      {fromOptions.length > 1 ? (
        <div className="border-t border-zinc-100 bg-white px-3 pt-2">
          <SelectField
            label={phoneMessages.composer.fromLabel}
            options={fromOptions}
            value={from}
            onChange={(event) => setChosenFrom(event.target.value)}
            className="max-w-xs"
          />
        </div>
      ) : null}
      <SmsComposer onSend={handleSend} isSending={sendSms.isPending} disabled={from === ''} />
    </div>
  );
}

/** Replies go out from the number the contact last dealt with, when it is still ours. */
function replyFromOf(
  smsMessages: readonly SmsMessage[],
  fromOptions: ReadonlyArray<FromOption>,
): string | null {
  const last = smsMessages.at(-1);
  if (!last) return null;
  return fromOptions.some((option) => option.value === last.ourNumber) ? last.ourNumber : null;
}
