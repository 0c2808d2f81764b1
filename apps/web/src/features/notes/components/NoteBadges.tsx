import type { Note } from '@worksphere/contracts';
import { FolderKanban, Lock, Tag, Users } from 'lucide-react';
import { notesMessages } from '../notes.messages';
import type { NoteLookups } from './useNoteLookups';

const messages = notesMessages.card;

/** Shared or private, and the note's category and project. */
export function NoteBadges({ note, lookups }: { note: Note; lookups: NoteLookups }) {
  const categoryName = lookups.categoryNameOf(note.categoryId);
  const projectName = lookups.projectNameOf(note.projectId);
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      {note.isOrganization ? (
        <span
          data-testid="note-shared"
          className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800"
        >
          <Users aria-hidden className="size-3.5" />
          {messages.shared}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-zinc-100 px-2 py-0.5 font-medium text-zinc-600">
          <Lock aria-hidden className="size-3.5" />
          {messages.private}
        </span>
      )}
      {categoryName ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
          <Tag aria-hidden className="size-3.5" />
          {categoryName}
        </span>
      ) : null}
      {projectName ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-zinc-100 px-2 py-0.5 text-zinc-700">
          <FolderKanban aria-hidden className="size-3.5" />
          {projectName}
        </span>
      ) : null}
    </div>
  );
}
