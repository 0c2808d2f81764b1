import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../platform/api/ApiError';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { PageFrame } from '../../../ui/PageFrame';
import { QueryFailed } from '../../../ui/QueryStatus';
import { buttonClasses } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { TaskAttachments } from '../attachments/TaskAttachments';
import { useTaskQuery } from './api/taskPageApi';
import { useTaskPageLiveUpdates } from './api/useTaskPageLiveUpdates';
import { DependenciesSection } from './components/DependenciesSection';
import { SubTasksSection } from './components/SubTasksSection';
import { TaskDescriptionEditor } from './components/TaskDescriptionEditor';
import { TaskFieldsPanel } from './components/TaskFieldsPanel';
import { TaskPageSkeleton } from './components/TaskPageSkeleton';
import { TaskDiscussion } from './components/TaskDiscussion';
import { TaskTitleEditor } from './components/TaskTitleEditor';
import { WatchButton } from './components/WatchButton';
import { useTaskFieldSaver } from './components/useTaskFieldSaver';
import type { PageTask } from './pageTypes';
import { taskPageMessages as messages } from './taskPage.messages';
import { taskPath } from './taskPath';

/** /tasks/{id}: one task with everything about it (issue 25). */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const task = useTaskQuery(taskId);
  useTaskPageLiveUpdates(taskId);
  useDocumentTitle(
    task.data ? messages.documentTitle(task.data.title) : messages.fallbackDocumentTitle,
  );

  const backLink = (
    <Link
      to="/tasks"
      className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-zinc-600 hover:text-zinc-900 ${focusRing}`}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {messages.back}
    </Link>
  );

  if (task.isPending) {
    return (
      <PageFrame className="space-y-4">
        {backLink}
        <TaskPageSkeleton />
      </PageFrame>
    );
  }
  if (task.isError) {
    // Another organisation's task answers 404 like a deleted one: nothing leaks either way.
    const isMissing = task.error instanceof ApiError && task.error.status === 404;
    return (
      <PageFrame className="space-y-4">
        {backLink}
        {isMissing ? (
          <Card>
            <EmptyState
              icon={<SearchX aria-hidden className="size-6" />}
              title={messages.notFoundTitle}
              description={messages.notFoundText}
              action={
                <Link to="/tasks" className={buttonClasses('primary')}>
                  {messages.back}
                </Link>
              }
            />
          </Card>
        ) : (
          <QueryFailed
            message={messages.loadFailed}
            retryLabel={messages.retry}
            onRetry={() => void task.refetch()}
          />
        )}
      </PageFrame>
    );
  }
  // Keyed by id: following a link to another task starts its editors afresh.
  return <TaskPageContent key={task.data.id} task={task.data} backLink={backLink} />;
}

function TaskPageContent({ task, backLink }: { task: PageTask; backLink: ReactNode }) {
  const saver = useTaskFieldSaver(task.id);
  return (
    <PageFrame className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink}
        <WatchButton taskId={task.id} />
      </div>
      {task.parent ? (
        <Link
          to={taskPath(task.parent.id)}
          className={`block w-fit max-w-full truncate rounded text-sm text-zinc-500 hover:text-zinc-800 ${focusRing}`}
        >
          {task.parent.title}
        </Link>
      ) : null}
      <TaskTitleEditor
        title={task.title}
        error={saver.errorOf('title')}
        onSave={async (title) => (await saver.save('title', { title })) === null}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <aside className="rounded-2xl border border-zinc-200 bg-zinc-50/60 p-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
          <TaskFieldsPanel task={task} saver={saver} />
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          <TaskDescriptionEditor
            description={task.description}
            onSave={(description) => saver.save('description', { description })}
          />
          <SubTasksSection taskId={task.id} />
          <DependenciesSection task={task} />
          <TaskAttachments taskId={task.id} />
          <TaskDiscussion taskId={task.id} />
        </div>
      </div>
    </PageFrame>
  );
}
