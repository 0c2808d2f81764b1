import { History } from 'lucide-react';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { Button } from '../../../../ui/Button';
import { QueryFailed, QueryLoading } from '../../../../ui/QueryStatus';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { useTaskActivityQuery } from '../api/taskDiscussionApi';
import { taskPageMessages } from '../taskPage.messages';
import { describeActivity } from '../utils/describeActivity';

const messages = taskPageMessages.activity;

/** Who changed what and when, newest first. */
export function ActivityList({ taskId }: { taskId: string }) {
  const dates = useDateFormatter();
  const activity = useTaskActivityQuery(taskId);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  if (activity.isPending) return <QueryLoading label={messages.loading} />;
  if (activity.isError) {
    return (
      <QueryFailed
        message={messages.loadFailed}
        retryLabel={taskPageMessages.retry}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  if (entries.length === 0) return <p className="text-sm text-zinc-500">{messages.empty}</p>;

  return (
    <div className="space-y-3">
      <ol className="relative space-y-3 border-l border-zinc-200 pl-4">
        {entries.map((entry) => (
          <li key={entry.id} className="relative text-sm text-zinc-700">
            <History
              aria-hidden
              className="absolute top-0.5 -left-[1.4rem] size-3.5 rounded-full bg-white text-zinc-400"
            />
            <span className="font-medium text-zinc-900">
              {entry.actor ? displayNameOf(entry.actor) : messages.someone}
            </span>{' '}
            {describeActivity(entry, (iso) => dates.formatDateTime(iso))}
            <time dateTime={entry.at} className="ml-2 text-xs text-zinc-500">
              {dates.formatTimeOrDateTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          isLoading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {taskPageMessages.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
