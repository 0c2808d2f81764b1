import { Eye, EyeOff } from 'lucide-react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../../platform/api/describeApiError';
import { Button } from '../../../../ui/Button';
import { displayNameOf } from '../../../auth/utils/displayNameOf';
import { initialsOf } from '../../../auth/utils/initialsOf';
import { useSetWatchingMutation, useTaskWatchersQuery } from '../api/taskDiscussionApi';
import { taskPageMessages } from '../taskPage.messages';

const messages = taskPageMessages.watchers;
const SHOWN_AVATARS = 4;

/** Watch or Unwatch, with the faces of who watches. */
export function WatchButton({ taskId }: { taskId: string }) {
  const watchers = useTaskWatchersQuery(taskId);
  const setWatching = useSetWatchingMutation(taskId);
  if (!watchers.data) return null;
  const { watching, watchers: people } = watchers.data;
  const names = people.map(displayNameOf);
  const summary = names.length > 0 ? messages.watchedBy(names.join(', ')) : messages.nobody;

  return (
    <div className="flex items-center gap-2">
      <span title={summary} className="flex -space-x-1.5">
        <span className="sr-only">{summary}</span>
        {people.slice(0, SHOWN_AVATARS).map((person, index) => (
          <span
            key={person.id}
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-zinc-100 text-[11px] font-semibold text-zinc-700 ring-2 ring-white"
          >
            {initialsOf(names[index] ?? person.username)}
          </span>
        ))}
        {people.length > SHOWN_AVATARS ? (
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-zinc-100 text-[11px] font-semibold text-zinc-600 ring-2 ring-white"
          >
            +{people.length - SHOWN_AVATARS}
          </span>
        ) : null}
      </span>
      <Button
        variant="secondary"
        size="sm"
        isLoading={setWatching.isPending}
        icon={
          watching ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )
        }
        onClick={() =>
          setWatching.mutate(!watching, {
            onError: (error) => toast.error(describeApiError(error, messages.failed)),
          })
        }
      >
        {watching ? messages.unwatch : messages.watch}
      </Button>
    </div>
  );
}
