import {
  POS_IMAGE_MAX_BYTES,
  POS_IMAGE_TYPES,
  type PosCategory,
  type PosProduct,
} from '@worksphere/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../../ui/Alert';
import clsx from 'clsx';
import { Button, buttonClasses } from '../../../../ui/Button';
import { CheckboxField } from '../../../../ui/CheckboxField';
import { Modal } from '../../../../ui/Modal';
import { SelectField } from '../../../../ui/SelectField';
import { TextField } from '../../../../ui/TextField';
import { useProductImageMutation, useSaveProductMutation } from '../../api/catalogueApi';
import { posMessages } from '../../pos.messages';
import {
  emptyProductForm,
  productFormOf,
  productRequestOf,
  type ProductForm,
} from '../../utils/productForm';
import { OptionGroupsEditor } from './OptionGroupsEditor';

const messages = posMessages.settings;

/** `product` null with `isOpen` makes a new product. */
export function ProductDialog({
  isOpen,
  product,
  categories,
  currency,
  onClose,
}: {
  isOpen: boolean;
  product: PosProduct | null;
  categories: PosCategory[];
  currency: string;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      title={product ? messages.editProduct(product.name) : messages.newProduct}
    >
      {isOpen ? (
        <ProductFormBody
          key={product?.id ?? 'new'}
          product={product}
          categories={categories}
          currency={currency}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

/** The image check the server makes, before a useless upload. */
function imageProblem(file: File): string | null {
  if (!(POS_IMAGE_TYPES as readonly string[]).includes(file.type))
    return posMessages.shared.imageTypeNotAllowed;
  if (file.size > POS_IMAGE_MAX_BYTES) return posMessages.shared.imageTooLarge;
  return null;
}

function ProductFormBody({
  product,
  categories,
  currency,
  onDone,
}: {
  product: PosProduct | null;
  categories: PosCategory[];
  currency: string;
  onDone: () => void;
}) {
  const save = useSaveProductMutation();
  const image = useProductImageMutation();
  const [form, setForm] = useState<ProductForm>(() =>
    product ? productFormOf(product, currency) : emptyProductForm(categories[0]?.id ?? ''),
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (changes: Partial<ProductForm>) => setForm((current) => ({ ...current, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const built = productRequestOf(form, currency);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        productId: product?.id ?? null,
        request: built.request,
      });
      if (file) await image.mutateAsync({ productId: saved.id, file });
      toast.success(messages.saved);
      onDone();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label={messages.name}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <div className="space-y-1.5">
        <label
          htmlFor="pos-product-description"
          className="block text-sm font-medium text-zinc-800"
        >
          {messages.productDescription}
        </label>
        <textarea
          id="pos-product-description"
          rows={2}
          value={form.description}
          onChange={(event) => set({ description: event.target.value })}
          className="block w-full rounded-lg border border-zinc-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={`${messages.price} (${currency})`}
          inputMode="decimal"
          placeholder="0.00"
          value={form.price}
          error={errors.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <SelectField
          label={messages.category}
          options={[
            { value: '', label: messages.noCategory },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
          value={form.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
        />
        <TextField
          label={messages.sortOrder}
          type="number"
          value={form.sortOrder}
          onChange={(e) => set({ sortOrder: e.target.value })}
        />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-3">
        <TextField
          label={messages.stock}
          inputMode="numeric"
          value={form.stock}
          error={errors.stock}
          onChange={(e) => set({ stock: e.target.value })}
        />
        <CheckboxField
          label={messages.available}
          checked={form.available}
          onChange={(event) => set({ available: event.target.checked })}
        />
        <CheckboxField
          label={messages.soldOutToday}
          checked={form.soldOutToday}
          onChange={(event) => set({ soldOutToday: event.target.checked })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="pos-product-image" className="block text-sm font-medium text-zinc-800">
          {messages.image}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          {product?.imageUrl && !file ? (
            <img src={product.imageUrl} alt="" className="size-16 rounded-md object-cover" />
          ) : null}
          <input
            id="pos-product-image"
            type="file"
            accept={POS_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? imageProblem(chosen) : null;
              setErrors((current) => ({ ...current, image: problem ?? '' }));
              setFile(problem ? null : chosen);
            }}
            className="peer sr-only"
          />
          {/* The app's button look instead of the browser's own "Choose File". */}
          <label
            htmlFor="pos-product-image"
            className={clsx(
              buttonClasses('secondary', 'sm'),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
            )}
          >
            {messages.chooseImage}
          </label>
          {file ? <span className="text-sm text-zinc-600">{file.name}</span> : null}
          {product?.imageUrl ? (
            <Button
              size="sm"
              variant="dangerGhost"
              isLoading={image.isPending}
              onClick={() =>
                image.mutate(
                  { productId: product.id, file: null },
                  { onSuccess: onDone, onError: (error) => setServerError(error.message) },
                )
              }
            >
              {messages.removeImage}
            </Button>
          ) : null}
        </div>
        {errors.image ? <p className="text-xs font-medium text-red-600">{errors.image}</p> : null}
      </div>
      <OptionGroupsEditor
        groups={form.groups}
        errors={errors}
        onChange={(groups) => set({ groups })}
      />
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="flex justify-end gap-2 border-t border-zinc-100 pt-4">
        <Button variant="secondary" onClick={onDone}>
          {messages.cancel}
        </Button>
        <Button type="submit" isLoading={save.isPending || image.isPending}>
          {messages.save}
        </Button>
      </div>
    </form>
  );
}
