import type { Note } from '@worksphere/contracts';
import { focusRing } from '../../../ui/focusRing';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { notesMessages } from '../notes.messages';
import { plainTextOf } from '../utils/plainTextOf';
import { NoteBadges } from './NoteBadges';
import type { NoteLookups } from './useNoteLookups';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = notesMessages.card;

/** A note in a list: title, the start of its text, who wrote it, and its badges. */
export function NoteCard({
  note,
  lookups,
  onOpen,
}: {
  note: Note;
  lookups: NoteLookups;
  onOpen: (note: Note) => void;
}) {
  const excerpt = plainTextOf(note.content);
  const dates = useDateFormatter();
  return (
    <article
      data-testid="note-card"
      className="flex h-full flex-col rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <h3 className="text-sm font-semibold text-zinc-900">
        <button
          type="button"
          onClick={() => onOpen(note)}
          aria-label={messages.open(note.title)}
          className={`rounded text-left break-words hover:text-brand-700 ${focusRing}`}
        >
          {note.title}
        </button>
      </h3>
      <p className="mt-1.5 line-clamp-3 flex-1 text-sm leading-6 text-zinc-600">
        {excerpt || <span className="text-zinc-400">{messages.empty}</span>}
      </p>
      <div className="mt-3 space-y-2">
        <NoteBadges note={note} lookups={lookups} />
        <p className="text-xs text-zinc-500">
          {messages.byAuthor(displayNameOf(note.author))} ·{' '}
          {messages.updatedOn(dates.formatDate(note.updatedAt))}
        </p>
      </div>
    </article>
  );
}
