import type { SavedTaskView, TaskViewFilters } from '@worksphere/contracts';
import { Bookmark, ChevronDown, Pencil, Plus, Trash2, Users } from 'lucide-react';
import clsx from 'clsx';
import { useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { buttonClasses } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Menu, MenuItem, MenuSection } from '../../../ui/Menu';
import { SaveViewDialog } from './SaveViewDialog';
import { useDeleteTaskViewMutation, useTaskViewsQuery } from './taskViewsApi';
import { isSameView } from './viewFilters';
import { viewsMessages as messages } from './views.messages';

type ViewsMenuProps = {
  /** What the screen shows now (a new view saves it; the view showing it is named). */
  current: TaskViewFilters;
  /** Show a view: its filters replace the address's. */
  onOpen: (filters: TaskViewFilters) => void;
};

/** The "Views" menu of the tasks screen: open a saved view, save the current one, edit, delete. */
export function ViewsMenu({ current, onOpen }: ViewsMenuProps) {
  const views = useTaskViewsQuery();
  const remove = useDeleteTaskViewMutation();
  const [editing, setEditing] = useState<SavedTaskView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedTaskView | null>(null);

  const all = views.data ?? [];
  const active = all.find((view) => isSameView(view.filters, current)) ?? null;
  const mine = all.filter((view) => view.isMine);
  const shared = all.filter((view) => !view.isMine);

  const viewItem = (view: SavedTaskView) => (
    <MenuItem
      key={view.id}
      id={`open:${view.id}`}
      textValue={view.name}
      icon={
        view.isShared ? (
          <Users className="size-4 text-zinc-500" />
        ) : (
          <Bookmark className="size-4 text-zinc-500" />
        )
      }
      end={view.id === active?.id ? <span className="size-2 rounded-full bg-brand-600" /> : null}
      onAction={() => onOpen(view.filters)}
    >
      {view.name}
    </MenuItem>
  );

  return (
    <>
      <Menu
        label={messages.menuLabel}
        placement="bottom start"
        className="max-h-96 w-72"
        triggerClassName={clsx(buttonClasses('secondary', 'md'), 'max-w-full')}
        trigger={
          <span className="inline-flex min-w-0 items-center gap-2">
            <Bookmark aria-hidden className="size-4 shrink-0" />
            <span className="truncate">
              {active ? messages.triggerWithName(active.name) : messages.trigger}
            </span>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-zinc-500" />
          </span>
        }
      >
        {views.isPending ? (
          <MenuItem id="loading">{messages.loading}</MenuItem>
        ) : views.isError ? (
          <MenuItem id="failed">{messages.loadFailed}</MenuItem>
        ) : all.length === 0 ? (
          <MenuItem id="empty">{messages.noViews}</MenuItem>
        ) : null}
        {mine.length > 0 ? (
          <MenuSection title={messages.myViews}>{mine.map(viewItem)}</MenuSection>
        ) : null}
        {shared.length > 0 ? (
          <MenuSection title={messages.sharedViews}>{shared.map(viewItem)}</MenuSection>
        ) : null}
        <MenuItem id="save" icon={<Plus className="size-4" />} onAction={() => setEditing('new')}>
          {messages.saveCurrent}
        </MenuItem>
        {active?.isMine ? (
          <MenuItem
            id="edit"
            icon={<Pencil className="size-4" />}
            onAction={() => setEditing(active)}
          >
            {messages.edit(active.name)}
          </MenuItem>
        ) : null}
        {active?.isMine ? (
          <MenuItem
            id="delete"
            isDanger
            icon={<Trash2 className="size-4" />}
            onAction={() => setDeleting(active)}
          >
            {messages.delete(active.name)}
          </MenuItem>
        ) : null}
      </Menu>

      {editing ? (
        <SaveViewDialog
          view={editing === 'new' ? null : editing}
          filters={current}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={messages.deleteTitle}
        description={deleting ? messages.deleteText(deleting.name, deleting.isShared) : ''}
        confirmLabel={messages.deleteConfirm}
        isBusy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              notify.success(messages.deleted(name));
              setDeleting(null);
            },
            onError: (failure) => notify.error(describeApiError(failure, messages.deleteFailed)),
          });
        }}
      />
    </>
  );
}
