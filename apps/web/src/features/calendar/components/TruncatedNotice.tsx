import type { ListEventsResponse } from '@worksphere/contracts';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { calendarMessages as messages } from '../calendar.messages';

type TruncatedNoticeProps = {
  answer: Pick<ListEventsResponse, 'truncated' | 'completeUntil'> | undefined;
  zone: string;
};

/**
 * Says plainly when the server left events out of the period on screen (too many to send at
 * once), and up to when the list is complete; nothing otherwise.
 */
export function TruncatedNotice({ answer, zone }: TruncatedNoticeProps) {
  const dates = useDateFormatter(zone);
  if (!answer?.truncated) return null;
  const until = answer.completeUntil ? Date.parse(answer.completeUntil) : Number.NaN;
  return (
    <Alert tone="info">
      {Number.isNaN(until)
        ? messages.truncated
        : messages.truncatedUntil(dates.formatDateTime(until, { withWeekday: true }))}
    </Alert>
  );
}
