import { type CalendarEntry } from '@worksphere/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { CalendarDeleteDialog, CalendarEditDialog } from './CalendarDialogs';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.calendars;

type CalendarListProps = {
  calendars: readonly CalendarEntry[];
  hiddenIds: ReadonlySet<string>;
  onToggle: (id: string, shown: boolean) => void;
  /** Admins add, rename, recolour and delete shared calendars; everyone edits their own. */
  canManage: boolean;
};

/**
 * Every calendar with its colour and a show/hide box: "My calendar" first, then the shared
 * ones, then connected accounts (the server's order). Each member renames and recolours their
 * own private calendar here; admins also the shared ones.
 */
export function CalendarList({ calendars, hiddenIds, onToggle, canManage }: CalendarListProps) {
  const [editing, setEditing] = useState<CalendarEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CalendarEntry | null>(null);
  const shared = calendars.filter((calendar) => calendar.kind === 'shared');

  return (
    <section aria-label={messages.listTitle} className="space-y-2">
      <h2 className="text-sm font-semibold text-zinc-900">{messages.listTitle}</h2>
      <ul className="space-y-1">
        {calendars.map((calendar) => (
          <li key={calendar.id} className="flex items-center gap-2">
            <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-1 text-sm text-zinc-800">
              <input
                type="checkbox"
                checked={!hiddenIds.has(calendar.id)}
                onChange={(event) => onToggle(calendar.id, event.target.checked)}
                aria-label={messages.show(calendar.name)}
                className="size-4 rounded border-zinc-300"
                style={{ accentColor: calendar.color }}
              />
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: calendar.color }}
              />
              <span className="truncate">{calendar.name}</span>
            </label>
            {calendar.kind === 'private' || (canManage && calendar.kind === 'shared') ? (
              <IconButton
                label={`${messages.renameCalendar}: ${calendar.name}`}
                icon={<Pencil className="size-4" />}
                onClick={() => setEditing(calendar)}
              />
            ) : null}
            {canManage && calendar.kind === 'shared' ? (
              <>
                <IconButton
                  label={`${messages.deleteCalendar}: ${calendar.name}`}
                  icon={<Trash2 className="size-4" />}
                  onClick={() => setDeleting(calendar)}
                />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <Button variant="ghost" size="sm" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {messages.addCalendar}
        </Button>
      ) : null}
      {editing ? (
        <CalendarEditDialog
          calendar={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <CalendarDeleteDialog
          calendar={deleting}
          others={shared.filter((calendar) => calendar.id !== deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
