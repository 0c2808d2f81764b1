import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { notesMessages } from '../../notes/notes.messages';
import { plainTextOf } from '../../notes/utils/plainTextOf';
import { useDashboardSummaryQuery } from '../api/dashboardApi';
import { dashboardMessages } from '../dashboard.messages';
import { WidgetFooterLink, WidgetState } from './WidgetState';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = dashboardMessages.widgets.recentNotes;

/** The notes the caller may see that changed last; a click opens one on the Notes screen. */
export function RecentNotesWidget() {
  const summary = useDashboardSummaryQuery();
  const dates = useDateFormatter();
  return (
    <>
      <WidgetState query={summary} listName={messages.listName}>
        {(data) =>
          data.recentNotes.length === 0 ? (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="space-y-3">
              {data.recentNotes.map((note) => (
                <li key={note.id} className="min-w-0">
                  <div className="flex items-center gap-2">
                    <Link
                      to={`/notes?note=${note.id}`}
                      className={`truncate rounded text-sm font-medium text-zinc-900 hover:text-brand-700 ${focusRing}`}
                    >
                      {note.title}
                    </Link>
                    {note.isOrganization ? (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-1.5 py-0.5 text-[11px] font-medium text-emerald-800">
                        <Users aria-hidden className="size-3" />
                        {notesMessages.card.shared}
                      </span>
                    ) : null}
                  </div>
                  <p className="truncate text-sm text-zinc-500">{plainTextOf(note.content)}</p>
                  <p className="text-xs text-zinc-400">
                    {notesMessages.card.byAuthor(displayNameOf(note.author))} ·{' '}
                    {dates.formatDate(note.updatedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </WidgetState>
      <WidgetFooterLink to="/notes">{messages.openAll}</WidgetFooterLink>
    </>
  );
}
