import { displayNameOf, type Call, type Member } from '@worksphere/contracts';
import clsx from 'clsx';
import { ArrowRightLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { itemClasses, popoverClasses } from '../../../ui/overlayClasses';
import { inputClasses } from '../../../ui/TextField';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useMembersQuery } from '../../settings/api/membersApi';
import { useTransferCallMutation } from '../api/inCallApi';
import { phoneMessages } from '../phone.messages';
import { describePhoneFailure } from '../utils/callToasts';

const messages = phoneMessages.activeCall;

type MemberOption = { id: string; name: string };

/** The members a call can go to: active, and not the one transferring it. */
export function transferTargetsOf(members: Member[], selfId: string): MemberOption[] {
  return members
    .filter((member) => member.active && member.id !== selfId)
    .map((member) => ({ id: member.id, name: displayNameOf(member) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Transfer: pick a member by typing their name (React Aria's ComboBox), then Transfer call;
 * the call rings for them and leaves this bar.
 */
export function TransferCallPanel({
  call,
  onTransferred,
}: {
  call: Call;
  onTransferred: (call: Call) => void;
}) {
  const self = useCurrentUser();
  const members = useMembersQuery();
  const transfer = useTransferCallMutation();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<MemberOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = transferTargetsOf(members.data ?? [], self.id);
  const needle = query.trim().toLowerCase();
  const shown =
    chosen && chosen.name === query
      ? options
      : options.filter((option) => option.name.toLowerCase().includes(needle));

  function handleSelection(key: Key | null) {
    const option = options.find((item) => item.id === key) ?? null;
    setChosen(option);
    setError(null);
    if (option) setQuery(option.name);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(messages.transferChoose);
      return;
    }
    transfer.mutate(
      { callId: call.id, userId: chosen.id },
      {
        onSuccess: (transferred) => {
          toast.success(messages.transferred(chosen.name));
          onTransferred(transferred);
        },
        onError: (failure) => toast.error(describePhoneFailure(failure, messages.transferFailed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-2">
      <ComboBox
        className="space-y-1"
        inputValue={query}
        onInputChange={(text) => {
          setQuery(text);
          if (chosen && text !== chosen.name) setChosen(null);
        }}
        selectedKey={chosen?.id ?? null}
        onSelectionChange={handleSelection}
        items={shown}
        menuTrigger="focus"
      >
        <Label className="block text-xs font-medium text-zinc-200">{messages.transferLabel}</Label>
        <Input
          placeholder={messages.transferPlaceholder}
          aria-invalid={error ? true : undefined}
          className={clsx(
            inputClasses,
            'border-zinc-300 text-zinc-900 focus:border-brand-500 focus:ring-brand-200',
          )}
        />
        <Popover className={clsx(popoverClasses, 'max-h-60')}>
          <ListBox
            className="outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-zinc-500">{messages.transferNoMatch}</p>
            )}
          >
            {(item: MemberOption) => (
              <ListBoxItem id={item.id} textValue={item.name} className={itemClasses}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {error ? (
        <p role="alert" className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        size="sm"
        isLoading={transfer.isPending}
        icon={<ArrowRightLeft aria-hidden className="size-4" />}
        className="w-full"
      >
        {messages.transferSubmit}
      </Button>
    </form>
  );
}
