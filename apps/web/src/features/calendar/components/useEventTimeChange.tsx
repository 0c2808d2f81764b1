import { type EventScope } from '@worksphere/contracts';
import { useState } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { useUpdateEventMutation } from '../api/calendarApi';
import { calendarMessages as messages } from '../calendar.messages';
import type { DisplayEvent } from '../utils/calendarTime';
import { changedTimesRequest } from '../utils/eventChange';
import { ChoiceDialog } from './ChoiceDialog';

type Change = { event: DisplayEvent; start: Date; end: Date };

/** One toast per event and kind: a second answer for the same change replaces it. */
export const updatedToastId = (eventId: string) => `calendar-updated-${eventId}`;

/**
 * An event dragged to new times (any view): saved at once, or for a repeating event after asking
 * "this event / this and following events / all events" (the second only where the calendar can
 * split a series). One toast when saved; a failure shows the page's alert.
 */
export function useEventTimeChange({
  zone,
  canSplit,
  onError,
}: {
  zone: string;
  /** The event's calendar can split a series (the built-in one). */
  canSplit: (event: DisplayEvent) => boolean;
  onError: (message: string) => void;
}) {
  const update = useUpdateEventMutation();
  const [asking, setAsking] = useState<Change | null>(null);

  function save({ event, start, end }: Change, scope: EventScope) {
    setAsking(null);
    update.mutate(
      { id: event.id, request: changedTimesRequest(event, { start, end }, scope, zone) },
      {
        onSuccess: () =>
          notify.success(messages.spec.updated, { toastId: updatedToastId(event.id) }),
        onError: (error) =>
          onError(messages.spec.alert(describeApiError(error, messages.spec.updateFailed))),
      },
    );
  }

  function changeTimes(event: DisplayEvent, start: Date, end: Date) {
    const change = { event, start, end };
    if (event.isOccurrence) setAsking(change);
    else save(change, 'series');
  }

  const dialog = (
    <ChoiceDialog
      isOpen={asking !== null}
      title={messages.scope.editTitle}
      description={messages.scope.question}
      onClose={() => setAsking(null)}
      choices={[
        {
          label: messages.scope.occurrence,
          variant: 'secondary',
          onPress: () => asking && save(asking, 'occurrence'),
        },
        ...(asking && canSplit(asking.event)
          ? [
              {
                label: messages.scope.following,
                variant: 'secondary' as const,
                onPress: () => save(asking, 'following'),
              },
            ]
          : []),
        { label: messages.scope.series, onPress: () => asking && save(asking, 'series') },
      ]}
    />
  );

  return { changeTimes, dialog, isSaving: update.isPending };
}
