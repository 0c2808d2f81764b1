import clsx from 'clsx';
import type { Note, Task } from '@worksphere/contracts';
import { ArrowLeft, ArrowRight, FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api/ApiError';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CardSection } from '../../../ui/CardSection';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DeleteNoteDialog } from '../../notes/components/DeleteNoteDialog';
import { NoteCard } from '../../notes/components/NoteCard';
import { NoteDialog, type NoteDialogInitialData } from '../../notes/components/NoteDialog';
import { NoteReader } from '../../notes/components/NoteReader';
import { useNoteLookups } from '../../notes/components/useNoteLookups';
import { DeleteTaskDialog } from '../../tasks/components/DeleteTaskDialog';
import { TaskDialog, type TaskDialogInitialData } from '../../tasks/components/TaskDialog';
import { TaskRow } from '../../tasks/components/TaskRow';
import { useTaskLookups } from '../../tasks/components/useTaskLookups';
import { useProjectQuery } from '../api/projectsApi';
import { ProjectActions } from '../components/ProjectActions';
import { ProjectProgress } from '../components/ProjectProgress';
import { projectsMessages } from '../projects.messages';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';

const messages = projectsMessages.detail;

/** /projects/{id}: one project with its tasks and notes. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useProjectQuery(projectId);
  const taskLookups = useTaskLookups();
  const noteLookups = useNoteLookups();
  const [taskDialog, setTaskDialog] = useState<TaskDialogInitialData | null>(null);
  const [noteDialog, setNoteDialog] = useState<NoteDialogInitialData | null>(null);
  const [readingId, setReadingId] = useState<string | null>(null);
  const [deletingTask, setDeletingTask] = useState<Task | null>(null);
  const [deletingNote, setDeletingNote] = useState<Note | null>(null);
  useDocumentTitle(
    detail.data
      ? messages.documentTitle(detail.data.project.name)
      : projectsMessages.list.documentTitle,
  );

  const backLink = (
    <Link
      to="/projects"
      className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-zinc-600 hover:text-zinc-900 ${focusRing}`}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {messages.back}
    </Link>
  );

  if (detail.isPending) {
    return (
      <PageFrame>
        <QueryLoading label={messages.loading} />
      </PageFrame>
    );
  }
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <PageFrame className="space-y-4">
        {backLink}
        {isMissing ? (
          <Card>
            <EmptyState
              icon={<FolderKanban aria-hidden className="size-6" />}
              title={messages.notFoundTitle}
              description={messages.notFoundText}
            />
          </Card>
        ) : (
          <QueryFailed
            message={describeApiError(detail.error, messages.loadFailed)}
            retryLabel={messages.retry}
            onRetry={() => void detail.refetch()}
          />
        )}
      </PageFrame>
    );
  }

  const { project, tasks, notes } = detail.data;
  return (
    <PageFrame className="space-y-6">
      {backLink}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className={clsx('break-words', pageTitleClasses)}>{project.name}</h1>
            {project.isArchived ? (
              <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600">
                {projectsMessages.actions.archivedBadge}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-zinc-500">
            {projectsMessages.list.counts(
              project.openTaskCount,
              project.completedTaskCount,
              project.noteCount,
            )}
          </p>
          <div className="max-w-sm">
            <ProjectProgress project={project} />
          </div>
        </div>
        <ProjectActions project={project} onDeleted={() => navigate('/projects')} />
      </div>

      <CardSection
        title={messages.tasksTitle}
        actions={
          <Button
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => setTaskDialog({ projectId: project.id })}
          >
            {messages.newTask}
          </Button>
        }
      >
        {tasks.length === 0 ? (
          <p className="text-sm text-zinc-500">{messages.noTasks}</p>
        ) : (
          <ul className="-mx-5 -mt-5 divide-y divide-zinc-100 border-b border-zinc-100 sm:-mx-6">
            {tasks.map((task) => (
              <li key={task.id}>
                <TaskRow
                  task={task}
                  lookups={taskLookups}
                  showProject={false}
                  onOpen={setTaskDialog}
                  onDelete={setDeletingTask}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Link to={`/tasks?project=${project.id}&status=all`} className={textLinkClasses}>
            {messages.allTasks}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </CardSection>

      <CardSection
        title={messages.notesTitle}
        actions={
          <Button
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => setNoteDialog({ projectId: project.id })}
          >
            {messages.newNote}
          </Button>
        }
      >
        {notes.length === 0 ? (
          <p className="text-sm text-zinc-500">{messages.noNotes}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {notes.map((note) => (
              <li key={note.id}>
                <NoteCard
                  note={note}
                  lookups={noteLookups}
                  onOpen={(item) => setReadingId(item.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Link to={`/notes?project=${project.id}`} className={textLinkClasses}>
            {messages.allNotes}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </CardSection>

      <TaskDialog
        isOpen={taskDialog !== null}
        initialData={taskDialog ?? undefined}
        onClose={() => setTaskDialog(null)}
      />
      <DeleteTaskDialog task={deletingTask} onClose={() => setDeletingTask(null)} />
      <NoteReader
        noteId={readingId}
        lookups={noteLookups}
        onClose={() => setReadingId(null)}
        onEdit={setNoteDialog}
        onDelete={setDeletingNote}
      />
      <NoteDialog
        isOpen={noteDialog !== null}
        initialData={noteDialog ?? undefined}
        onClose={() => setNoteDialog(null)}
      />
      <DeleteNoteDialog
        note={deletingNote}
        onClose={() => setDeletingNote(null)}
        onDeleted={() => {
          setDeletingNote(null);
          setReadingId(null);
        }}
      />
    </PageFrame>
  );
}
