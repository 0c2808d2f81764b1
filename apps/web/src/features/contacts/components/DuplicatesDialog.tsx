import type { DuplicateGroup } from '@worksphere/contracts';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { useDuplicatesQuery, useMergeContactsMutation } from '../api/contactsApi';
import { contactsMessages } from '../contacts.messages';

const messages = contactsMessages.duplicates;

/** The groups of contacts that look like one, each merged into the contact chosen to keep. */
export function DuplicatesDialog({ onClose }: { onClose: () => void }) {
  const duplicates = useDuplicatesQuery();
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={messages.title}
      description={messages.description}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.close}
        </Button>
      }
    >
      {duplicates.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : duplicates.isError ? (
        <QueryFailed
          message={messages.loadFailed}
          retryLabel={messages.retry}
          onRetry={() => void duplicates.refetch()}
        />
      ) : duplicates.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-500">{messages.none}</p>
      ) : (
        <ul className="space-y-4">
          {duplicates.data.map((group, index) => (
            <DuplicateGroupItem
              key={group.contacts.map((contact) => contact.id).join()}
              group={group}
              index={index + 1}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

function DuplicateGroupItem({ group, index }: { group: DuplicateGroup; index: number }) {
  const name = useId();
  const [keepId, setKeepId] = useState(group.contacts[0]?.id ?? '');
  const merge = useMergeContactsMutation();
  const reasons = group.reasons.map((reason) =>
    messages.reasons[reason.kind](
      reason.kind === 'phone' ? formatPhoneNumber(reason.value) : reason.value,
    ),
  );

  function handleMerge() {
    const otherIds = group.contacts.map((c) => c.id).filter((id) => id !== keepId);
    merge.mutate(
      { keepId, otherIds },
      {
        onSuccess: (kept) => toast.success(messages.merged(kept.displayName)),
        onError: (error) => toast.error(describeApiError(error, messages.mergeFailed)),
      },
    );
  }

  return (
    <li className="rounded-xl border border-zinc-200 p-4">
      <fieldset>
        <legend className="text-sm font-semibold text-zinc-900">
          {messages.groupLabel(index)}
        </legend>
        <p className="text-xs text-zinc-500">{reasons.join(' · ')}</p>
        <p className="mt-3 text-xs font-medium text-zinc-700">{messages.keepLabel}</p>
        <div className="mt-1 space-y-1.5">
          {group.contacts.map((contact) => (
            <label key={contact.id} className="flex items-start gap-2 text-sm text-zinc-800">
              <input
                type="radio"
                name={name}
                value={contact.id}
                checked={keepId === contact.id}
                onChange={() => setKeepId(contact.id)}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="font-medium">{contact.displayName}</span>
                <span className="block truncate text-xs text-zinc-500">
                  {[
                    ...contact.phones.map((phone) => formatPhoneNumber(phone.number)),
                    ...contact.emails.map((email) => email.address),
                  ].join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button className="mt-3" size="sm" isLoading={merge.isPending} onClick={handleMerge}>
        {messages.merge}
      </Button>
    </li>
  );
}
