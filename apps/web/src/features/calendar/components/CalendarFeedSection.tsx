import { useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { TextField } from '../../../ui/TextField';
import { useCalendarFeedMutation, useCalendarFeedQuery } from '../api/calendarApi';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.feed;

/** Settings: the private iCalendar address of the built-in calendar (create, copy, rotate, revoke). */
export function CalendarFeedSection() {
  const feedQuery = useCalendarFeedQuery();
  const changeFeed = useCalendarFeedMutation();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);

  function run(action: 'create' | 'revoke') {
    changeFeed.mutate(action, { onSettled: () => setAsking(null) });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.copyFailed);
    }
  }

  return (
    <CardSection id="calendar-feed" title={messages.title} description={messages.description}>
      {feedQuery.isPending ? <QueryLoading label={messages.loading} /> : null}
      {feedQuery.isError ? (
        <QueryFailed
          message={describeFetchError(feedQuery.error, messages.listName)}
          retryLabel={calendarMessages.retry}
          onRetry={() => void feedQuery.refetch()}
        />
      ) : null}
      {feedQuery.isSuccess ? (
        <div className="space-y-3">
          {changeFeed.isError ? (
            <Alert tone="error">{describeApiError(changeFeed.error, messages.failed)}</Alert>
          ) : null}
          {feedQuery.data ? (
            <>
              <TextField
                label={messages.urlLabel}
                name="feedUrl"
                value={feedQuery.data}
                readOnly
                onFocus={(event) => event.target.select()}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void copy(feedQuery.data ?? '')}
                >
                  {messages.copy}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setAsking('rotate')}>
                  {messages.rotate}
                </Button>
                <Button variant="dangerGhost" size="sm" onClick={() => setAsking('revoke')}>
                  {messages.revoke}
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-zinc-500">{messages.none}</p>
              <Button size="sm" onClick={() => run('create')} isLoading={changeFeed.isPending}>
                {messages.create}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking === 'rotate' ? messages.rotateTitle : messages.revokeTitle}
        description={asking === 'rotate' ? messages.rotateConfirm : messages.revokeConfirm}
        confirmLabel={asking === 'rotate' ? messages.rotate : messages.revoke}
        isBusy={changeFeed.isPending}
        onConfirm={() => run(asking === 'rotate' ? 'create' : 'revoke')}
        onClose={() => setAsking(null)}
      />
    </CardSection>
  );
}
