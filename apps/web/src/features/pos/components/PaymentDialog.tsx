import { PAYMENT_METHODS, type PaymentMethod, type PosOrder } from '@worksphere/contracts';
import clsx from 'clsx';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { focusRing } from '../../../ui/focusRing';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { usePayPartsMutation, type PaidOrder } from '../api/counterApi';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney, minorToInput, parseMoney } from '../utils/money';
import { changeOf, remainingOf, tipOf, TIP_PERCENTS, type TenderPart } from '../utils/tender';

const messages = posCounterMessages.payment;

type PartText = { method: PaymentMethod; amount: string; tendered: string };

/**
 * Taking payment of an unpaid order: a tip (percentage buttons or custom), one or more parts
 * (split across methods), cash tendered and the change due. The server checks the sums again.
 */
export function PaymentDialog({
  order,
  onClose,
  onPaid,
}: {
  order: PosOrder | null;
  onClose: () => void;
  onPaid: (paid: PaidOrder) => void;
}) {
  return (
    <Modal
      isOpen={order !== null}
      onClose={onClose}
      title={order ? messages.title(order.number) : ''}
      autoFocusFirstField={false}
    >
      {order ? (
        <PaymentForm key={order.id} order={order} onClose={onClose} onPaid={onPaid} />
      ) : null}
    </Modal>
  );
}

function PaymentForm({
  order,
  onClose,
  onPaid,
}: {
  order: PosOrder;
  onClose: () => void;
  onPaid: (paid: PaidOrder) => void;
}) {
  const { currency } = order;
  const money = (minor: number) => formatMoney(minor, currency);
  const pay = usePayPartsMutation();
  const [tipPercent, setTipPercent] = useState<number | 'custom'>(0);
  const [customTip, setCustomTip] = useState('');
  const tip =
    tipPercent === 'custom'
      ? customTip.trim() === ''
        ? 0
        : parseMoney(customTip, currency)
      : tipOf(order.total, tipPercent);
  const due = order.total + (tip ?? 0);
  const [parts, setParts] = useState<PartText[]>([
    { method: 'cash', amount: minorToInput(order.total, currency), tendered: '' },
  ]);
  // The single part follows the tip until the seller splits.
  const shownParts =
    parts.length === 1 && parts[0]!.amount === minorToInput(order.total, currency) && tip
      ? [{ ...parts[0]!, amount: minorToInput(due, currency) }]
      : parts;
  const read: TenderPart[] = shownParts.map((part) => ({
    method: part.method,
    amount: parseMoney(part.amount, currency),
    tendered: part.tendered.trim() === '' ? null : parseMoney(part.tendered, currency),
  }));
  const remaining = remainingOf(due, read);
  const changes = read.map(changeOf);
  const totalChange = changes.reduce<number>((sum, change) => sum + (change ?? 0), 0);
  const canPay =
    tip !== null &&
    remaining === 0 &&
    changes.every((change) => change !== null) &&
    read.every((part) => part.amount !== null) &&
    // A tendered amount that cannot be read blocks too (its field says why).
    shownParts.every(
      (part, index) =>
        part.method !== 'cash' || part.tendered.trim() === '' || read[index]!.tendered !== null,
    );

  function update(index: number, patch: Partial<PartText>) {
    setParts(shownParts.map((part, at) => (at === index ? { ...part, ...patch } : part)));
  }

  function addSplit() {
    const left = remaining !== null && remaining > 0 ? remaining : 0;
    setParts([
      ...shownParts,
      { method: 'card', amount: minorToInput(left, currency), tendered: '' },
    ]);
  }

  function submit() {
    pay.mutate(
      {
        id: order.id,
        tip: tip ?? 0,
        payments: read.map((part) => ({
          method: part.method,
          amount: part.amount ?? 0,
          tendered: part.method === 'cash' ? part.tendered : null,
        })),
      },
      { onSuccess: onPaid },
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canPay) submit();
      }}
    >
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-zinc-600">{messages.total}</dt>
        <dd className="text-right tabular-nums">{money(order.total)}</dd>
        <dt className="text-zinc-600">{messages.tip}</dt>
        <dd className="text-right tabular-nums">{tip === null ? '—' : money(tip)}</dd>
        <dt className="font-semibold text-zinc-900">{messages.due}</dt>
        <dd className="text-right text-lg font-semibold tabular-nums" data-testid="payment-due">
          {money(due)}
        </dd>
      </dl>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">{messages.tip}</legend>
        <div className="flex flex-wrap gap-2">
          {[0, ...TIP_PERCENTS].map((percent) => (
            <Button
              key={percent}
              size="sm"
              variant={tipPercent === percent ? 'primary' : 'secondary'}
              aria-pressed={tipPercent === percent}
              onClick={() => setTipPercent(percent)}
            >
              {percent === 0 ? messages.noTip : messages.tipPercent(percent)}
            </Button>
          ))}
          <Button
            size="sm"
            variant={tipPercent === 'custom' ? 'primary' : 'secondary'}
            aria-pressed={tipPercent === 'custom'}
            onClick={() => setTipPercent('custom')}
          >
            {messages.customTip}
          </Button>
        </div>
        {tipPercent === 'custom' ? (
          <TextField
            className="mt-2"
            label={messages.customTip}
            inputMode="decimal"
            value={customTip}
            onChange={(event) => setCustomTip(event.target.value)}
            error={tip === null ? messages.amountInvalid : undefined}
          />
        ) : null}
      </fieldset>
      {shownParts.map((part, index) => {
        const change = changes[index];
        const label = messages.part(index + 1);
        return (
          <fieldset key={index} className="rounded-lg border border-zinc-200 p-3">
            <legend className="px-1 text-sm font-medium text-zinc-800">{label}</legend>
            <div className="mb-2 flex items-center gap-2">
              <div
                role="radiogroup"
                aria-label={`${label} ${messages.method}`}
                className="flex flex-1 gap-1.5"
              >
                {PAYMENT_METHODS.map((method) => (
                  <label
                    key={method}
                    className={clsx(
                      'flex flex-1 cursor-pointer items-center justify-center rounded-lg border px-2 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
                      part.method === method
                        ? 'border-brand-600 bg-brand-50 text-brand-700'
                        : 'border-zinc-300 text-zinc-700',
                      focusRing,
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`pos-pay-method-${index}`}
                      checked={part.method === method}
                      onChange={() => update(index, { method })}
                    />
                    {posMessages.paymentMethods[method]}
                  </label>
                ))}
              </div>
              {shownParts.length > 1 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={messages.removeSplit(index + 1)}
                  icon={<X aria-hidden className="size-4" />}
                  onClick={() => setParts(shownParts.filter((_, at) => at !== index))}
                />
              ) : null}
            </div>
            <div className="grid grid-cols-2 gap-2">
              <TextField
                label={`${label}: ${messages.amount}`}
                inputMode="decimal"
                value={part.amount}
                onChange={(event) => update(index, { amount: event.target.value })}
                error={read[index]!.amount === null ? messages.amountInvalid : undefined}
              />
              {part.method === 'cash' ? (
                <TextField
                  label={`${label}: ${messages.tendered}`}
                  inputMode="decimal"
                  value={part.tendered}
                  onChange={(event) => update(index, { tendered: event.target.value })}
                  error={
                    part.tendered.trim() !== '' && read[index]!.tendered === null
                      ? messages.amountInvalid
                      : change === null
                        ? messages.tenderedShort
                        : undefined
                  }
                />
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <div className="flex items-center justify-between gap-2">
        {shownParts.length < 6 ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={addSplit}
          >
            {messages.addSplit}
          </Button>
        ) : (
          <span />
        )}
        {remaining !== null && remaining !== 0 ? (
          <p className="text-sm font-medium text-amber-700" role="status">
            {remaining > 0 ? messages.remaining : messages.over}: {money(Math.abs(remaining))}
          </p>
        ) : null}
      </div>
      <p
        className="rounded-lg bg-emerald-50 p-3 text-center text-lg font-semibold text-emerald-800"
        role="status"
        aria-live="polite"
      >
        {messages.change}: <span data-testid="payment-change">{money(totalChange)}</span>
      </p>
      {pay.error ? <Alert tone="error">{pay.error.message}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {messages.cancel}
        </Button>
        <Button type="submit" disabled={!canPay} isLoading={pay.isPending}>
          {messages.pay}
        </Button>
      </div>
    </form>
  );
}
