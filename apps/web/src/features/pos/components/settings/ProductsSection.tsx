import type { PosCatalogueResponse, PosProduct } from '@worksphere/contracts';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../ui/Button';
import { CardSection } from '../../../../ui/CardSection';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { IconButton } from '../../../../ui/IconButton';
import { Switch } from '../../../../ui/Switch';
import { useDeleteProductMutation, useUpdateProductMutation } from '../../api/catalogueApi';
import { posMessages } from '../../pos.messages';
import { sectionsOf } from '../../utils/catalogue';
import { formatMoney } from '../../utils/money';
import { ProductDialog } from './ProductDialog';

const messages = posMessages.settings;

/** Products by category, with availability at a tap and a dialog for the rest. */
export function ProductsSection({ catalogue }: { catalogue: PosCatalogueResponse }) {
  const [editing, setEditing] = useState<{ product: PosProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<PosProduct | null>(null);
  const update = useUpdateProductMutation();
  const remove = useDeleteProductMutation();
  const currency = catalogue.settings.currency;
  const sections = sectionsOf(catalogue.categories, catalogue.products);
  const onError = (error: Error) => toast.error(error.message);

  return (
    <CardSection
      id="pos-products"
      title={messages.productsTitle}
      actions={
        <Button
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() => setEditing({ product: null })}
        >
          {messages.addProduct}
        </Button>
      }
    >
      {sections.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.noProducts}</p>
      ) : null}
      {sections.map((section) => (
        <div key={section.category?.id ?? 'other'} className="mb-4">
          <h3 className="mb-1 text-sm font-semibold text-zinc-700">
            {section.category?.name ?? posMessages.uncategorised}
          </h3>
          <ul className="divide-y divide-zinc-100">
            {section.products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 py-2">
                <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-zinc-100 text-zinc-400">
                  {product.imageUrl ? (
                    <img src={product.imageUrl} alt="" className="size-full object-cover" />
                  ) : (
                    <ImageOff aria-hidden className="size-4" />
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-900">{product.name}</p>
                  <p className="text-xs tabular-nums text-zinc-500">
                    {formatMoney(product.price, currency)}
                    {product.optionGroups.length > 0
                      ? ` · ${product.optionGroups.map((group) => group.name).join(', ')}`
                      : ''}
                  </p>
                </div>
                <Switch
                  label={`${messages.available}: ${product.name}`}
                  checked={product.available}
                  onChange={(available) =>
                    update.mutate({ productId: product.id, update: { available } }, { onError })
                  }
                />
                <IconButton
                  label={messages.editProduct(product.name)}
                  icon={<Pencil className="size-4" />}
                  onClick={() => setEditing({ product })}
                />
                <IconButton
                  label={`${messages.delete} ${product.name}`}
                  icon={<Trash2 className="size-4" />}
                  onClick={() => setDeleting(product)}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ProductDialog
        isOpen={editing !== null}
        product={editing?.product ?? null}
        categories={catalogue.categories}
        currency={currency}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? messages.deleteProductTitle(deleting.name) : ''}
        description={messages.deleteProductBody}
        confirmLabel={messages.delete}
        isBusy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError })
        }
      />
    </CardSection>
  );
}
