import { REPLY_STATUSES, type AttendeeStatus, type ReplyStatus } from '@worksphere/contracts';
import clsx from 'clsx';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { Button } from '../../../ui/Button';
import { useEventReplyMutation } from '../api/invitationsApi';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.invitations;

type InvitationReplyProps = {
  /** The event (or one occurrence of it): the answer is for the whole event. */
  eventId: string;
  /** The answer already given, if known. */
  current?: AttendeeStatus;
  onAnswered?: (status: ReplyStatus) => void;
  className?: string;
};

/** Accept, Maybe, Decline: a member's answer to an invitation (event modal and Inbox). */
export function InvitationReply({ eventId, current, onAnswered, className }: InvitationReplyProps) {
  const reply = useEventReplyMutation();
  const chosen = reply.data?.status ?? current;

  function answer(status: ReplyStatus) {
    reply.mutate(
      { eventId, status },
      {
        onSuccess: () => {
          notify.success(messages.answerSaved);
          onAnswered?.(status);
        },
        onError: (error) => notify.error(describeApiError(error, messages.answerFailed)),
      },
    );
  }

  return (
    <div
      role="group"
      aria-label={messages.yourAnswer}
      className={clsx('flex flex-wrap gap-2', className)}
    >
      {REPLY_STATUSES.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={chosen === status ? 'primary' : 'secondary'}
          aria-pressed={chosen === status}
          disabled={reply.isPending}
          onClick={() => answer(status)}
        >
          {messages.replyButtons[status]}
        </Button>
      ))}
    </div>
  );
}
