import type { SmsConversation } from '@worksphere/contracts';
import clsx from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { inputClasses } from '../../../ui/TextField';
import { useConversationsQuery } from '../api/messagesApi';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber, isDiallable, normalizePhoneNumber } from '../utils/phoneNumber';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { ContactComboBox } from '../../contacts/components/ContactComboBox';
import { ContactName } from '../../contacts/components/ContactName';

const messages = phoneMessages.conversations;

type ConversationListProps = {
  selectedContact: string | null;
  onSelect: (contactNumber: string) => void;
};

/** Every contact number texted or texting, newest first, and a field to text a new one. */
export function ConversationList({ selectedContact, onSelect }: ConversationListProps) {
  const conversations = useConversationsQuery();
  const [newNumber, setNewNumber] = useState('');

  function handleStart(event: FormEvent) {
    event.preventDefault();
    if (!isDiallable(newNumber)) return;
    onSelect(normalizePhoneNumber(newNumber));
    setNewNumber('');
  }

  return (
    <div className="flex min-h-0 flex-col">
      <form onSubmit={handleStart} className="flex items-end gap-2 border-b border-zinc-100 p-3">
        {/* A name typed here finds contacts' numbers (issue 26). */}
        <ContactComboBox
          kind="phone"
          className="min-w-0 flex-1 space-y-1"
          label={messages.newConversationLabel}
          labelClassName="block text-xs font-medium text-zinc-700"
          value={newNumber}
          onChange={setNewNumber}
          inputClassName={clsx(
            inputClasses,
            'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
          )}
        />
        <Button type="submit" variant="secondary" disabled={!isDiallable(newNumber)}>
          {messages.start}
        </Button>
      </form>
      {conversations.isPending ? (
        <div className="px-3">
          <QueryLoading label={messages.loading} />
        </div>
      ) : conversations.isError ? (
        <div className="p-3">
          <QueryFailed
            message={describeFetchError(conversations.error, 'conversations')}
            retryLabel={messages.retry}
            onRetry={() => void conversations.refetch()}
          />
        </div>
      ) : conversations.data.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden className="size-6" />}
          title={messages.empty}
          description={messages.emptyHint}
        />
      ) : (
        <ul aria-label={messages.listLabel} className="min-h-0 flex-1 overflow-y-auto">
          {conversations.data.map((conversation) => (
            <ConversationItem
              key={conversation.contactNumber}
              conversation={conversation}
              isSelected={conversation.contactNumber === selectedContact}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ConversationItem({
  conversation,
  isSelected,
  onSelect,
}: {
  conversation: SmsConversation;
  isSelected: boolean;
  onSelect: (contactNumber: string) => void;
}) {
  const { lastMessage, unreadCount } = conversation;
  const dates = useDateFormatter();
  const preview = lastMessage.text || (lastMessage.media.length > 0 ? messages.lastMedia : '');
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onSelect(conversation.contactNumber)}
        className={clsx(
          'flex w-full flex-col gap-0.5 border-b border-zinc-100 px-3 py-2.5 text-left transition-colors',
          isSelected ? 'bg-brand-50' : 'hover:bg-zinc-50',
          focusRing,
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={clsx(
              'truncate text-sm',
              unreadCount > 0 ? 'font-semibold text-zinc-900' : 'font-medium text-zinc-800',
            )}
          >
            <ContactName
              value={conversation.contactNumber}
              fallback={formatPhoneNumber(conversation.contactNumber)}
            />
          </span>
          <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-zinc-500">
            {dates.formatTimeOrDateTime(lastMessage.createdAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-xs text-zinc-500">{preview}</span>
          {unreadCount > 0 ? (
            <span className="shrink-0 rounded-full bg-brand-600 px-1.5 py-0.5 text-[0.625rem] font-semibold text-white">
              {messages.unread(unreadCount)}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}
