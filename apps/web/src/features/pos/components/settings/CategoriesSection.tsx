import type { PosCategory } from '@worksphere/contracts';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { CardSection } from '../../../../ui/CardSection';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { IconButton } from '../../../../ui/IconButton';
import { TextField } from '../../../../ui/TextField';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
} from '../../api/catalogueApi';
import { posMessages } from '../../pos.messages';

const messages = posMessages.settings;

/** Categories of the menu: add, rename, reorder, delete. */
export function CategoriesSection({ categories }: { categories: PosCategory[] }) {
  const create = useCreateCategoryMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sorted = [...categories].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    create.mutate(
      { name, sortOrder: (sorted.at(-1)?.sortOrder ?? 0) + 1 },
      { onSuccess: () => setName(''), onError: (failure) => setError(failure.message) },
    );
  }

  return (
    <CardSection id="pos-categories" title={messages.categoriesTitle}>
      <ul className="mb-4 divide-y divide-zinc-100">
        {sorted.map((category) => (
          <CategoryRow
            key={`${category.id}-${category.name}-${category.sortOrder}`}
            category={category}
          />
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-48 flex-1"
          label={messages.categoryName}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" isLoading={create.isPending}>
          {messages.addCategory}
        </Button>
      </form>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </CardSection>
  );
}

function CategoryRow({ category }: { category: PosCategory }) {
  const update = useUpdateCategoryMutation();
  const remove = useDeleteCategoryMutation();
  const [name, setName] = useState(category.name);
  const [sortOrder, setSortOrder] = useState(String(category.sortOrder));
  const [confirming, setConfirming] = useState(false);
  const changed = name !== category.name || sortOrder !== String(category.sortOrder);
  const onError = (failure: Error) => toast.error(failure.message);
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <input
        aria-label={messages.categoryName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-zinc-300 px-2 py-1.5 text-sm"
      />
      <input
        aria-label={`${messages.sortOrder} ${category.name}`}
        type="number"
        value={sortOrder}
        onChange={(event) => setSortOrder(event.target.value)}
        className="w-20 rounded-md border border-zinc-300 px-2 py-1.5 text-sm"
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={!changed}
        isLoading={update.isPending}
        onClick={() =>
          update.mutate(
            { categoryId: category.id, update: { name, sortOrder: Number(sortOrder) || 0 } },
            { onError },
          )
        }
      >
        {messages.save}
      </Button>
      <IconButton
        label={messages.deleteCategory(category.name)}
        icon={<Trash2 className="size-4" />}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        isOpen={confirming}
        title={messages.deleteCategoryTitle(category.name)}
        description={messages.deleteCategoryBody}
        confirmLabel={messages.delete}
        isBusy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(category.id, { onSuccess: () => setConfirming(false), onError })
        }
      />
    </li>
  );
}
