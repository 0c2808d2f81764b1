import type { Note } from '@worksphere/contracts';
import { NotebookPen, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ResponsiveFilters } from '../../../ui/ResponsiveFilters';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import type { NoteListFilters } from '../api/noteKeys';
import { useNotesQuery } from '../api/notesApi';
import { DeleteNoteDialog } from '../components/DeleteNoteDialog';
import { NoteCard } from '../components/NoteCard';
import { NoteDialog, type NoteDialogInitialData } from '../components/NoteDialog';
import { NoteFilters, type NoteListParams } from '../components/NoteFilters';
import { NoteReader } from '../components/NoteReader';
import { useNoteLookups } from '../components/useNoteLookups';
import { notesMessages } from '../notes.messages';
import { PageFrame } from '../../../ui/PageFrame';

const messages = notesMessages.screen;

function readParams(search: URLSearchParams): NoteListParams {
  const scope = search.get('scope');
  return {
    q: search.get('q') ?? '',
    category: search.get('category') ?? '',
    project: search.get('project') ?? '',
    scope: scope === 'mine' || scope === 'shared' ? scope : '',
  };
}

function toFilters(params: NoteListParams): NoteListFilters {
  return {
    q: params.q.trim() || undefined,
    categoryId: params.category || undefined,
    projectId: params.project || undefined,
    scope: params.scope === 'mine' || params.scope === 'shared' ? params.scope : undefined,
  };
}

/** /notes: the notes the user may see; ?note={id} opens one to read. */
export function NotesPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const readingId = searchParams.get('note');
  const notes = useNotesQuery(toFilters(params));
  const lookups = useNoteLookups();
  const [dialogData, setDialogData] = useState<NoteDialogInitialData | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  const updateParam = useCallback(
    (key: keyof NoteListParams | 'note', value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const loaded = notes.data?.pages.flatMap((page) => page.notes) ?? [];
  const activeFilterCount = [params.q, params.category, params.project, params.scope].filter(
    Boolean,
  ).length;
  const hasFilters = activeFilterCount > 0;

  return (
    <PageFrame>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setDialogData({})}>
            {messages.newNote}
          </Button>
        }
      />
      <div className="space-y-5">
        <ResponsiveFilters
          activeCount={activeFilterCount}
          labels={{
            button: messages.filtersButton,
            buttonWithCount: messages.filtersButtonCount,
            sheetTitle: messages.filtersSheetTitle,
            done: messages.filtersDone,
          }}
        >
          <NoteFilters params={params} lookups={lookups} onChange={updateParam} />
        </ResponsiveFilters>

        {notes.isPending ? (
          <QueryLoading label={messages.loading} />
        ) : notes.isError ? (
          <QueryFailed
            message={describeFetchError(notes.error, notesMessages.listNames.notes)}
            retryLabel={messages.retry}
            onRetry={() => void notes.refetch()}
          />
        ) : loaded.length === 0 ? (
          <Card>
            {hasFilters ? (
              <EmptyState
                icon={<NotebookPen aria-hidden className="size-6" />}
                title={messages.noMatchesTitle}
                description={messages.noMatchesText}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => setSearchParams({}, { replace: true })}
                  >
                    {messages.clearFilters}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<NotebookPen aria-hidden className="size-6" />}
                title={messages.emptyTitle}
                description={messages.emptyText}
                action={<Button onClick={() => setDialogData({})}>{messages.newNote}</Button>}
              />
            )}
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {loaded.map((note) => (
              <li key={note.id}>
                <NoteCard
                  note={note}
                  lookups={lookups}
                  onOpen={(item) => updateParam('note', item.id)}
                />
              </li>
            ))}
          </ul>
        )}

        {notes.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              isLoading={notes.isFetchingNextPage}
              onClick={() => void notes.fetchNextPage()}
            >
              {notes.isFetchingNextPage ? messages.loadingMore : messages.loadMore}
            </Button>
          </div>
        ) : null}
      </div>

      <NoteReader
        noteId={readingId}
        lookups={lookups}
        onClose={() => updateParam('note', '')}
        onEdit={(note) => setDialogData(note)}
        onDelete={setDeleting}
      />
      <NoteDialog
        isOpen={dialogData !== null}
        initialData={dialogData ?? undefined}
        onClose={() => setDialogData(null)}
      />
      <DeleteNoteDialog
        note={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          updateParam('note', '');
        }}
      />
    </PageFrame>
  );
}
