import type { PosProduct } from '@worksphere/contracts';
import { ImageOff, Plus } from 'lucide-react';
import { focusRing } from '../../../ui/focusRing';
import { posMessages } from '../pos.messages';
import { formatMoney } from '../utils/money';
import clsx from 'clsx';

/** One product of the menu or the staff grid: the whole card is the "add" button. */
export function ProductCard({
  product,
  currency,
  label,
  onAdd,
  compact = false,
}: {
  product: PosProduct;
  currency: string;
  /** Accessible name of the card's button ("Add Espresso"). */
  label: string;
  onAdd: (product: PosProduct) => void;
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => onAdd(product)}
      disabled={!product.available || product.soldOut}
      className={clsx(
        'group flex w-full overflow-hidden rounded-xl border border-zinc-200 bg-white text-left shadow-sm transition hover:border-brand-300 hover:shadow disabled:cursor-not-allowed disabled:opacity-50',
        compact ? 'flex-col' : 'flex-row sm:flex-col',
        focusRing,
      )}
    >
      <div
        className={clsx(
          'flex shrink-0 items-center justify-center bg-zinc-100 text-zinc-400',
          compact ? 'aspect-[4/3] w-full' : 'size-24 sm:aspect-[4/3] sm:size-auto sm:w-full',
        )}
      >
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-6" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <span className="font-medium text-zinc-900">{product.name}</span>
        {!compact && product.description ? (
          <span className="line-clamp-2 text-xs text-zinc-500">{product.description}</span>
        ) : null}
        <span className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="tabular-nums text-sm font-semibold text-zinc-900">
            {formatMoney(product.price, currency)}
          </span>
          {product.soldOut ? (
            <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-700">
              {posMessages.publicOrder.soldOut}
            </span>
          ) : null}
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-white group-hover:bg-brand-700"
          >
            <Plus className="size-4" />
          </span>
        </span>
      </div>
    </button>
  );
}
