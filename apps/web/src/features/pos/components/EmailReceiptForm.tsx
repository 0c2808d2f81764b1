import type { PosOrder } from '@worksphere/contracts';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useEmailReceiptMutation } from '../api/counterApi';
import { posCounterMessages } from '../posCounter.messages';

const messages = posCounterMessages.emailReceipt;

/** The optional e-mail receipt: to a typed address, or the attached contact's when left empty. */
export function EmailReceiptForm({ order }: { order: PosOrder }) {
  const send = useEmailReceiptMutation();
  const [to, setTo] = useState('');
  return (
    <form
      className="mt-4 flex items-end gap-2 print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ id: order.id, to: to.trim() || null });
      }}
    >
      <div className="flex-1">
        <TextField
          label={messages.address}
          type="email"
          autoComplete="off"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        {send.error ? (
          <Alert tone="error" className="mt-2">
            {send.error.message}
          </Alert>
        ) : null}
        {send.data ? (
          <p role="status" className="mt-2 text-sm text-emerald-700">
            {messages.sent(send.data.to)}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="secondary"
        isLoading={send.isPending}
        icon={<Mail aria-hidden className="size-4" />}
      >
        {messages.send}
      </Button>
    </form>
  );
}
