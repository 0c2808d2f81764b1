import type { PosProduct } from '@worksphere/contracts';
import { POS_QUANTITY_MAX } from '@worksphere/contracts';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { posMessages } from '../pos.messages';
import { missingRequiredGroups, unitPriceOf } from '../utils/cart';
import { formatMoney } from '../utils/money';

const messages = posMessages.options;

type Props = {
  product: PosProduct | null;
  currency: string;
  onClose: () => void;
  onAdd: (choice: {
    product: PosProduct;
    choiceIds: string[];
    note: string;
    quantity: number;
  }) => void;
};

/** Options of a product (size, extras) with their price changes, and a note, before adding it. */
export function ProductOptionsDialog({ product, currency, onClose, onAdd }: Props) {
  return (
    <Modal
      isOpen={product !== null}
      onClose={onClose}
      title={product ? messages.title(product.name) : ''}
    >
      {product ? (
        <OptionsForm
          key={product.id}
          product={product}
          currency={currency}
          onCancel={onClose}
          onAdd={onAdd}
        />
      ) : null}
    </Modal>
  );
}

function OptionsForm({
  product,
  currency,
  onCancel,
  onAdd,
}: {
  product: PosProduct;
  currency: string;
  onCancel: () => void;
  onAdd: Props['onAdd'];
}) {
  // Required single-choice groups start on their first choice: one tap less for most orders.
  const [choiceIds, setChoiceIds] = useState<string[]>(() =>
    product.optionGroups
      .filter((group) => group.required && !group.multiple && group.choices[0])
      .map((group) => group.choices[0]!.id),
  );
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState(1);
  const missing = missingRequiredGroups(product, choiceIds);

  function choose(groupId: string, choiceId: string, checked: boolean, multiple: boolean) {
    const group = product.optionGroups.find((candidate) => candidate.id === groupId);
    const others = multiple
      ? choiceIds.filter((id) => id !== choiceId)
      : choiceIds.filter((id) => !group?.choices.some((choice) => choice.id === id));
    setChoiceIds(checked ? [...others, choiceId] : others);
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) onAdd({ product, choiceIds, note, quantity });
      }}
    >
      {product.description ? <p className="text-sm text-zinc-600">{product.description}</p> : null}
      {product.optionGroups.map((group) => (
        <fieldset key={group.id} className="space-y-2">
          <legend className="text-sm font-semibold text-zinc-900">
            {group.name}{' '}
            <span className="font-normal text-zinc-500">
              {group.required ? messages.required : group.multiple ? messages.chooseMany : null}
            </span>
          </legend>
          {group.choices.map((choice) => (
            <label
              key={choice.id}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <span className="flex items-center gap-2">
                <input
                  type={group.multiple ? 'checkbox' : 'radio'}
                  name={group.id}
                  className="size-4 accent-brand-600"
                  checked={choiceIds.includes(choice.id)}
                  onChange={(event) =>
                    choose(group.id, choice.id, event.target.checked, group.multiple)
                  }
                  // An optional single choice can be taken back by pressing it again.
                  onClick={() => {
                    if (!group.multiple && !group.required && choiceIds.includes(choice.id)) {
                      choose(group.id, choice.id, false, false);
                    }
                  }}
                />
                {choice.name}
              </span>
              {choice.priceDelta !== 0 ? (
                <span className="tabular-nums text-zinc-600">
                  {choice.priceDelta > 0 ? '+' : '−'}
                  {formatMoney(Math.abs(choice.priceDelta), currency)}
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ))}
      <TextField
        label={messages.note}
        placeholder={messages.notePlaceholder}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex items-center gap-1">
        <span className="mr-2 text-sm font-semibold text-zinc-900">
          {posMessages.cart.quantity}
        </span>
        <IconButton
          label={posMessages.cart.decrease(product.name)}
          icon={<Minus className="size-4" />}
          disabled={quantity <= 1}
          onClick={() => setQuantity((value) => Math.max(1, value - 1))}
        />
        <span
          data-testid="options-quantity"
          aria-live="polite"
          aria-label={`${posMessages.cart.quantity}: ${quantity}`}
          className="w-8 text-center tabular-nums text-sm font-semibold"
        >
          {quantity}
        </span>
        <IconButton
          label={posMessages.cart.increase(product.name)}
          icon={<Plus className="size-4" />}
          disabled={quantity >= POS_QUANTITY_MAX}
          onClick={() => setQuantity((value) => Math.min(POS_QUANTITY_MAX, value + 1))}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button type="submit" disabled={missing.length > 0}>
          {messages.add} · {formatMoney(unitPriceOf(product, choiceIds) * quantity, currency)}
        </Button>
      </div>
    </form>
  );
}
