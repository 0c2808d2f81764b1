import { PAYMENT_METHODS, type PaymentMethod, type PosOrder } from '@worksphere/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useRefundLinesMutation } from '../api/counterApi';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney } from '../utils/money';
import { refundableQuantities } from '../utils/refundable';

const messages = posCounterMessages.refund;

/** Refund some lines of a paid order (all by default) with a reason; the server checks the rest. */
export function RefundDialog({
  order,
  refunds,
  onClose,
}: {
  order: PosOrder | null;
  /** Refunds already known (the day's list), so only what is left is offered. */
  refunds: readonly PosOrder[];
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={order !== null}
      onClose={onClose}
      title={order ? messages.title(order.number) : ''}
      description={messages.intro}
    >
      {order ? (
        <RefundForm
          key={order.id}
          order={order}
          left={refundableQuantities(order, refunds)}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function RefundForm({
  order,
  left,
  onClose,
}: {
  order: PosOrder;
  left: Record<string, number>;
  onClose: () => void;
}) {
  const refund = useRefundLinesMutation();
  const [quantities, setQuantities] = useState<Record<string, number>>(left);
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod ?? 'cash');
  const chosen = order.lines
    .map((line) => ({ line, quantity: quantities[line.id] ?? 0 }))
    .filter((entry) => entry.quantity > 0);
  const sum = chosen.reduce((total, entry) => total + entry.line.unitPrice * entry.quantity, 0);

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate(
          {
            id: order.id,
            reason,
            method,
            lines: chosen.map((entry) => ({ lineId: entry.line.id, quantity: entry.quantity })),
          },
          {
            onSuccess: (created) => {
              toast.success(messages.done(created.number));
              onClose();
            },
          },
        );
      }}
    >
      <ul className="space-y-2">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-2 text-sm">
            <input
              type="number"
              min={0}
              max={left[line.id] ?? 0}
              aria-label={messages.quantity(line.name)}
              value={quantities[line.id] ?? 0}
              onChange={(event) =>
                setQuantities({
                  ...quantities,
                  [line.id]: Math.min(
                    left[line.id] ?? 0,
                    Math.max(0, Number(event.target.value) || 0),
                  ),
                })
              }
              className="w-16 rounded-lg border border-zinc-300 px-2 py-1.5"
            />
            <span className="text-zinc-500">{messages.of(left[line.id] ?? 0)}</span>
            <span className="flex-1">{line.name}</span>
            <span className="tabular-nums">{formatMoney(line.unitPrice, order.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {messages.total}: <strong>{formatMoney(sum, order.currency)}</strong>
      </p>
      <TextField
        label={messages.reason}
        value={reason}
        maxLength={500}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">{messages.method}</legend>
        <div className="flex gap-3 text-sm">
          {PAYMENT_METHODS.map((candidate) => (
            <label key={candidate} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="pos-refund-method"
                checked={method === candidate}
                onChange={() => setMethod(candidate)}
              />
              {posMessages.paymentMethods[candidate]}
            </label>
          ))}
        </div>
      </fieldset>
      {refund.error ? <Alert tone="error">{refund.error.message}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {messages.cancel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          isLoading={refund.isPending}
          disabled={chosen.length === 0 || reason.trim() === ''}
        >
          {messages.confirm}
        </Button>
      </div>
    </form>
  );
}
