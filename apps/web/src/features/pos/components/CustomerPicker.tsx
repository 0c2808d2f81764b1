import type { Contact } from '@worksphere/contracts';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { itemClasses, popoverClasses } from '../../../ui/overlayClasses';
import { useDebouncedValue } from '../../command-palette/utils/useDebouncedValue';
import { useContactSuggestionsQuery } from '../../contacts/api/contactsApi';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { useCustomerOrdersQuery } from '../api/counterApi';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney } from '../utils/money';

const messages = posCounterMessages.customer;

export type PickedCustomer = { contactId: string; name: string; phone: string };

/** Find a customer in contacts by name or phone, attach them, and see their past orders. */
export function CustomerPicker({
  customer,
  onChange,
}: {
  customer: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
}) {
  const [text, setText] = useState('');
  const [showPast, setShowPast] = useState(false);
  const query = useDebouncedValue(text.trim(), 150);
  const found = useContactSuggestionsQuery(text.trim() === '' ? '' : query);
  const contacts: Contact[] = text.trim() === '' ? [] : (found.data ?? []);

  if (customer) {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-lg bg-zinc-50 px-3 py-2 text-sm">
        <span className="flex-1 font-medium text-zinc-900">
          {messages.attached(customer.name)}
          {customer.phone ? (
            <span className="block text-xs font-normal text-zinc-500">
              {formatPhoneNumber(customer.phone)}
            </span>
          ) : null}
        </span>
        <Button size="sm" variant="secondary" onClick={() => setShowPast(true)}>
          {messages.pastOrders}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={messages.remove}
          icon={<X aria-hidden className="size-4" />}
          onClick={() => onChange(null)}
        />
        <PastOrders customer={customer} isOpen={showPast} onClose={() => setShowPast(false)} />
      </div>
    );
  }

  return (
    <ComboBox
      className="space-y-1.5"
      allowsCustomValue
      inputValue={text}
      onInputChange={setText}
      items={contacts}
      menuTrigger="input"
      onSelectionChange={(key) => {
        const contact = contacts.find((candidate) => candidate.id === key);
        if (!contact) return;
        onChange({
          contactId: contact.id,
          name: contact.displayName,
          phone: contact.phones[0]?.number ?? '',
        });
        setText('');
      }}
    >
      <Label className="block text-sm font-medium text-zinc-800">{messages.find}</Label>
      <Input
        autoComplete="off"
        className="block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Text slot="description" className="block text-xs text-zinc-500">
        {messages.hint}
      </Text>
      <Popover className={clsx(popoverClasses, 'max-h-64')}>
        <ListBox aria-label={messages.options} className="outline-none">
          {(contact: Contact) => (
            <ListBoxItem
              id={contact.id}
              textValue={contact.displayName}
              className={clsx(itemClasses, 'flex-col items-start gap-0')}
            >
              <span className="font-medium text-zinc-900">{contact.displayName}</span>
              {contact.phones[0] ? (
                <span className="text-xs text-zinc-500">
                  {formatPhoneNumber(contact.phones[0].number)}
                </span>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function PastOrders({
  customer,
  isOpen,
  onClose,
}: {
  customer: PickedCustomer;
  isOpen: boolean;
  onClose: () => void;
}) {
  const orders = useCustomerOrdersQuery(isOpen ? customer.contactId : null);
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.pastTitle(customer.name)}>
      {orders.isPending ? (
        <p className="text-sm text-zinc-500">{posMessages.loading}</p>
      ) : orders.isError ? (
        <p className="text-sm text-red-600">{orders.error.message}</p>
      ) : orders.data.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.noPast}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 text-sm">
          {orders.data.map((order) => (
            <li key={order.id} className="py-2">
              <div className="flex justify-between font-medium">
                <span>{messages.order(order.number, order.businessDay)}</span>
                <span className="tabular-nums">{formatMoney(order.total, order.currency)}</span>
              </div>
              <p className="text-xs text-zinc-600">
                {order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
