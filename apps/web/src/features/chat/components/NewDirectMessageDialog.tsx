import type { DirectMessage, Member } from '@worksphere/contracts';
import { DIRECT_MESSAGE_MAX_MEMBERS } from '@worksphere/contracts';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { focusRing } from '../../../ui/focusRing';
import { Modal } from '../../../ui/Modal';
import { itemClasses, popoverClasses } from '../../../ui/overlayClasses';
import { inputClasses } from '../../../ui/TextField';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useOpenDirectMessageMutation } from '../api/directApi';
import { useMemberNames } from '../api/useMemberNames';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.direct;
const MAX_OTHERS = DIRECT_MESSAGE_MAX_MEMBERS - 1;

/**
 * "New message": pick the other members (a React Aria combobox: typing lists matches, Enter or a
 * click adds one, each shown with a remove button), then open the conversation; the same
 * members reopen theirs.
 */
export function NewDirectMessageDialog({
  isOpen,
  onClose,
  onOpened,
}: {
  isOpen: boolean;
  onClose: () => void;
  onOpened: (directMessage: DirectMessage) => void;
}) {
  const self = useCurrentUser();
  const { members } = useMemberNames();
  const openDirect = useOpenDirectMessageMutation();
  const [chosen, setChosen] = useState<Member[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const query = text.trim().toLowerCase();
  const choices = members
    .filter((member) => member.active && member.id !== self?.id)
    .filter((member) => !chosen.some((item) => item.id === member.id))
    .filter((member) => `${displayNameOf(member)} ${member.username}`.toLowerCase().includes(query))
    .map((member) => ({ id: member.id, label: displayNameOf(member), member }));

  function close() {
    setChosen([]);
    setText('');
    setError(null);
    onClose();
  }

  function add(memberId: string) {
    const member = members.find((item) => item.id === memberId);
    if (!member) return;
    if (chosen.length >= MAX_OTHERS) {
      setError(messages.tooMany);
      return;
    }
    setChosen((current) => [...current, member]);
    setText('');
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(messages.chooseMember);
      return;
    }
    try {
      const directMessage = await openDirect.mutateAsync({
        memberIds: chosen.map((member) => member.id),
      });
      close();
      onOpened(directMessage);
    } catch (failure) {
      toast.error(
        failure instanceof Error && failure.message ? failure.message : messages.openFailed,
      );
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={messages.dialogTitle}
      description={messages.dialogDescription}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {messages.cancel}
          </Button>
          <Button type="submit" form="new-direct-message" isLoading={openDirect.isPending}>
            {messages.open}
          </Button>
        </>
      }
    >
      <form id="new-direct-message" onSubmit={(event) => void submit(event)} className="space-y-3">
        {chosen.length > 0 ? (
          <ul aria-label={messages.membersLabel} className="flex flex-wrap gap-1.5">
            {chosen.map((member) => (
              <li
                key={member.id}
                className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-800"
              >
                {displayNameOf(member)}
                <button
                  type="button"
                  aria-label={messages.remove(displayNameOf(member))}
                  onClick={() =>
                    setChosen((current) => current.filter((item) => item.id !== member.id))
                  }
                  className={clsx('rounded-full p-0.5 hover:bg-brand-100', focusRing)}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ComboBox
          className="space-y-1.5"
          inputValue={text}
          onInputChange={setText}
          selectedKey={null}
          onSelectionChange={(key) => {
            if (key !== null) add(String(key));
          }}
          items={choices}
          menuTrigger="input"
        >
          <Label className="block text-sm font-medium text-zinc-800">{messages.membersLabel}</Label>
          <Input
            className={clsx(
              inputClasses,
              'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
            )}
          />
          <Text slot="description" className="block text-xs text-zinc-500">
            {messages.membersHint}
          </Text>
          <Popover className={clsx(popoverClasses, 'max-h-60')}>
            <ListBox
              className="outline-none"
              renderEmptyState={() => (
                <p className="px-3 py-2 text-sm text-zinc-500">{messages.noMatch}</p>
              )}
            >
              {(item: { id: string; label: string }) => (
                <ListBoxItem id={item.id} textValue={item.label} className={itemClasses}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
