import {
  PAYMENT_METHODS,
  type Discount,
  type PaymentMethod,
  type PosOrder,
  type PosSettings,
} from '@worksphere/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { focusRing } from '../../../ui/focusRing';
import { TextField } from '../../../ui/TextField';
import { useCreateOrderMutation } from '../api/posApi';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { previewTotals, toCartLines, type CartAction, type CartItem } from '../utils/cart';
import { parseMoney, parsePercent } from '../utils/money';
import { attachCustomer } from '../api/counterApi';
import { CartList, TotalsTable } from './CartList';
import { CustomerPicker, type PickedCustomer } from './CustomerPicker';

const messages = posMessages.screen;

export type CheckoutDetails = {
  customerName: string;
  note: string;
  /** A customer from contacts, attached once the order is placed. */
  customer?: PickedCustomer | null;
};

/** The staff cart: rows, customer, note, discount, payment, and placing the order. */
export function StaffCheckoutPanel({
  items,
  dispatch,
  settings,
  details,
  onDetailsChange,
  fromAssistant,
  onPlaced,
  onCharge,
}: {
  items: CartItem[];
  dispatch: (action: CartAction) => void;
  settings: PosSettings;
  details: CheckoutDetails;
  onDetailsChange: (details: CheckoutDetails) => void;
  fromAssistant: boolean;
  onPlaced: (order: PosOrder) => void;
  /** Placed unpaid, to take payment next (tender, tip, split). */
  onCharge?: (order: PosOrder) => void;
}) {
  const create = useCreateOrderMutation();
  const [discountKind, setDiscountKind] = useState<Discount['kind']>('amount');
  const [discountText, setDiscountText] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const [paidNow, setPaidNow] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const discountValue =
    discountText.trim() === ''
      ? 0
      : discountKind === 'amount'
        ? parseMoney(discountText, settings.currency)
        : parsePercent(discountText);
  const discount: Discount | null =
    discountValue === null || discountValue === 0
      ? null
      : { kind: discountKind, value: discountValue };
  const totals = previewTotals(items, settings, discount);

  function place(charge = false) {
    setError(null);
    const paid = paidNow && !charge;
    create.mutate(
      {
        lines: toCartLines(items),
        discount,
        paymentMethod: paid ? paymentMethod : null,
        paid,
        source: fromAssistant ? 'assistant' : 'counter',
        customerName: details.customerName,
        note: details.note,
      },
      {
        onSuccess: async (placed) => {
          // The contact's name and phone go on the order; a failure leaves it without them.
          const order = details.customer
            ? await attachCustomer(placed.id, details.customer.contactId).catch(() => placed)
            : placed;
          setDiscountText('');
          if (charge && onCharge) onCharge(order);
          else onPlaced(order);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <section
      aria-label={posMessages.cart.title}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-zinc-900">{posMessages.cart.title}</h2>
        {items.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clear' })}>
            {messages.clear}
          </Button>
        ) : null}
      </div>
      <CartList items={items} currency={settings.currency} dispatch={dispatch} editNote />
      <CustomerPicker
        customer={details.customer ?? null}
        onChange={(customer) =>
          onDetailsChange({
            ...details,
            customer,
            customerName: customer ? customer.name : details.customerName,
          })
        }
      />
      <TextField
        label={messages.customerName}
        value={details.customerName}
        maxLength={120}
        onChange={(event) => onDetailsChange({ ...details, customerName: event.target.value })}
      />
      <TextField
        label={messages.orderNote}
        value={details.note}
        maxLength={500}
        onChange={(event) => onDetailsChange({ ...details, note: event.target.value })}
      />
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-zinc-800">{messages.discountValue}</legend>
        <div className="flex gap-2">
          <select
            aria-label={messages.discountKind}
            value={discountKind}
            onChange={(event) => setDiscountKind(event.target.value as Discount['kind'])}
            className="rounded-lg border border-zinc-300 bg-white px-2 text-sm"
          >
            <option value="amount">{messages.discountAmount}</option>
            <option value="percent">{messages.discountPercent}</option>
          </select>
          <input
            aria-label={messages.discountValue}
            inputMode="decimal"
            value={discountText}
            placeholder={discountKind === 'amount' ? '0.00' : '0 %'}
            onChange={(event) => setDiscountText(event.target.value)}
            aria-invalid={discountValue === null || undefined}
            className={clsx(
              'min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm',
              discountValue === null ? 'border-red-400' : 'border-zinc-300',
            )}
          />
        </div>
        {discountValue === null ? (
          <p className="text-xs font-medium text-red-600">{posMessages.shared.discountInvalid}</p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">
          {messages.paymentMethod}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className={clsx(
                'flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
                paymentMethod === method
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-zinc-300 text-zinc-700',
                focusRing,
              )}
            >
              <input
                type="radio"
                name="pos-payment-method"
                className="sr-only"
                checked={paymentMethod === method}
                onChange={() => setPaymentMethod(method)}
              />
              {posMessages.paymentMethods[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label={messages.markPaid}
        checked={paidNow}
        onChange={(event) => setPaidNow(event.target.checked)}
      />
      {/* Toasts keep off the total and Place order (issue 22). */}
      <div data-toast-keep-clear="" className="border-t border-zinc-200 pt-3">
        <TotalsTable
          totals={totals}
          currency={settings.currency}
          taxInclusive={settings.taxInclusive}
        />
        <p className="mt-1 text-xs text-zinc-500">{posMessages.cart.previewNote}</p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button
        data-toast-keep-clear=""
        size="lg"
        onClick={() => place()}
        isLoading={create.isPending}
        disabled={items.length === 0 || discountValue === null}
      >
        {messages.place}
      </Button>
      {onCharge ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={() => place(true)}
          disabled={create.isPending || items.length === 0 || discountValue === null}
        >
          {posCounterMessages.charge}
        </Button>
      ) : null}
    </section>
  );
}
