import type { PosCatalogueResponse, PosProduct } from '@worksphere/contracts';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { inputClasses } from '../../../ui/TextField';
import { posMessages } from '../pos.messages';
import { searchProducts, sectionsOf } from '../utils/catalogue';
import { ProductCard } from './ProductCard';

const messages = posMessages.screen;
const ALL = '__all';

/** Search and category tabs over the product grid of the staff screen. */
export function ProductPicker({
  catalogue,
  onPick,
}: {
  catalogue: PosCatalogueResponse;
  onPick: (product: PosProduct) => void;
}) {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState(ALL);
  const sections = useMemo(
    () => sectionsOf(catalogue.categories, catalogue.products),
    [catalogue.categories, catalogue.products],
  );
  const tabs = [
    { id: ALL, label: posMessages.allCategories },
    ...sections.map((section) => ({
      id: section.category?.id ?? '',
      label: section.category?.name ?? posMessages.uncategorised,
    })),
  ];
  const inCategory =
    categoryId === ALL
      ? sections.flatMap((section) => section.products)
      : (sections.find((section) => (section.category?.id ?? '') === categoryId)?.products ?? []);
  const shown = searchProducts(inCategory, search);

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
        />
        <input
          type="search"
          aria-label={messages.search}
          placeholder={messages.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={clsx(inputClasses, 'border-zinc-300 pl-9 focus:ring-brand-200')}
        />
      </div>
      <div
        role="group"
        aria-label={messages.categories}
        className="flex gap-1.5 overflow-x-auto pb-1"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            aria-pressed={categoryId === tab.id}
            onClick={() => setCategoryId(tab.id)}
            className={clsx(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium',
              categoryId === tab.id
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50',
              focusRing,
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="py-8 text-center text-sm text-zinc-500">{messages.noProducts}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {shown.map((product) => (
            <ProductCard
              key={product.id}
              compact
              product={product}
              currency={catalogue.settings.currency}
              label={posMessages.publicOrder.add(product.name)}
              onAdd={onPick}
            />
          ))}
        </div>
      )}
    </div>
  );
}
