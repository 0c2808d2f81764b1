import { Minus, Plus, Trash2 } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { posMessages } from '../pos.messages';
import { chosenOptions, unitPriceOf, type CartAction, type CartItem } from '../utils/cart';
import { formatMoney } from '../utils/money';

const messages = posMessages.cart;

/** The cart's rows with quantity buttons; `editNote` lets staff change each row's note. */
export function CartList({
  items,
  currency,
  dispatch,
  editNote = false,
}: {
  items: readonly CartItem[];
  currency: string;
  dispatch: (action: CartAction) => void;
  editNote?: boolean;
}) {
  if (items.length === 0)
    return <p className="py-6 text-center text-sm text-zinc-500">{messages.empty}</p>;
  return (
    <ul aria-label={messages.title} className="divide-y divide-zinc-100">
      {items.map((item) => {
        const options = chosenOptions(item.product, item.choiceIds);
        const name = item.product.name;
        return (
          <li key={item.key} className="py-3">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-zinc-900">{name}</p>
                {options.length > 0 ? (
                  <p className="text-xs text-zinc-500">
                    {options.map(({ choice }) => choice.name).join(', ')}
                  </p>
                ) : null}
                {!editNote && item.note ? (
                  <p className="text-xs italic text-zinc-500">{item.note}</p>
                ) : null}
              </div>
              <p className="tabular-nums text-sm font-medium text-zinc-900">
                {formatMoney(unitPriceOf(item.product, item.choiceIds) * item.quantity, currency)}
              </p>
            </div>
            <div className="mt-2 flex items-center gap-1">
              <IconButton
                label={messages.decrease(name)}
                icon={<Minus className="size-4" />}
                onClick={() =>
                  dispatch({ type: 'setQuantity', key: item.key, quantity: item.quantity - 1 })
                }
              />
              <span
                aria-label={`${messages.quantity}: ${item.quantity}`}
                className="w-8 text-center tabular-nums text-sm font-semibold"
              >
                {item.quantity}
              </span>
              <IconButton
                label={messages.increase(name)}
                icon={<Plus className="size-4" />}
                onClick={() =>
                  dispatch({
                    type: 'setQuantity',
                    key: item.key,
                    quantity: Math.min(999, item.quantity + 1),
                  })
                }
              />
              <IconButton
                label={messages.remove(name)}
                icon={<Trash2 className="size-4" />}
                onClick={() => dispatch({ type: 'remove', key: item.key })}
              />
              {editNote ? (
                <input
                  aria-label={posMessages.screen.lineNote(name)}
                  placeholder={posMessages.options.note}
                  value={item.note}
                  maxLength={500}
                  onChange={(event) =>
                    dispatch({ type: 'setNote', key: item.key, note: event.target.value })
                  }
                  className="ml-2 min-w-0 flex-1 rounded-md border border-zinc-300 px-2 py-1 text-xs"
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Subtotal, discount, tax and total lines (a preview or the server's figures). */
export function TotalsTable({
  totals,
  currency,
  taxInclusive,
}: {
  totals: { subtotal: number; discountAmount: number; tax: number; total: number };
  currency: string;
  taxInclusive: boolean;
}) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between text-zinc-600">
        <dt>{messages.subtotal}</dt>
        <dd className="tabular-nums">{formatMoney(totals.subtotal, currency)}</dd>
      </div>
      {totals.discountAmount !== 0 ? (
        <div className="flex justify-between text-zinc-600">
          <dt>{messages.discount}</dt>
          <dd className="tabular-nums">−{formatMoney(totals.discountAmount, currency)}</dd>
        </div>
      ) : null}
      {totals.tax !== 0 ? (
        <div className="flex justify-between text-zinc-600">
          <dt>
            {messages.tax}
            {taxInclusive ? ` (${messages.taxIncluded})` : ''}
          </dt>
          <dd className="tabular-nums">{formatMoney(totals.tax, currency)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between text-base font-semibold text-zinc-900">
        <dt>{messages.total}</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatMoney(totals.total, currency)}
        </dd>
      </div>
    </dl>
  );
}
