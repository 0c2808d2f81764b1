import { REPLY_STATUSES } from '@worksphere/contracts';
import { useParams } from 'react-router';
import { describeApiError } from '../../../platform/api/describeApiError';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { PageSpinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useGuestInvitationQuery, useGuestReplyMutation } from '../api/invitationsApi';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.invitations;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** /invitations/{token}: an outside guest's invitation, answered without an account. */
export function InvitationPage() {
  useDocumentTitle(`${messages.pageTitle} · Worksphere`);
  const { token = '' } = useParams();
  const invitation = useGuestInvitationQuery(token);
  const reply = useGuestReplyMutation(token);
  const dates = useDateFormatter(invitation.data?.timeZone);

  if (invitation.isPending) return <PageSpinner label={messages.pageTitle} />;
  const shown = invitation.data;
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md px-6 py-8 sm:px-8">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">
          {shown ? shown.title : messages.pageTitle}
        </h1>
        {!shown ? (
          <Alert tone="error" className="mt-6">
            {describeApiError(invitation.error, messages.invitationNotFound)}
          </Alert>
        ) : (
          <div className="mt-4 space-y-4 text-sm text-zinc-700">
            <p>{fill(messages.mailIntro, { organizer: shown.organizer, title: shown.title })}</p>
            <p>
              {fill(messages.mailWhen, {
                when: dates.formatRange(shown.start, shown.end, { allDay: shown.allDay }),
              })}
            </p>
            {shown.location ? <p>{fill(messages.mailWhere, { where: shown.location })}</p> : null}
            <p className="font-medium text-zinc-900">
              {fill(messages.pageAnswered, { status: messages.statusLabels[shown.status] })}
            </p>
            {reply.isSuccess ? <Alert tone="success">{messages.pageThanks}</Alert> : null}
            {reply.isError ? (
              <Alert tone="error">{describeApiError(reply.error, messages.answerFailed)}</Alert>
            ) : null}
            <div role="group" aria-label={messages.yourAnswer} className="flex flex-wrap gap-2">
              {REPLY_STATUSES.map((status) => (
                <Button
                  key={status}
                  variant={shown.status === status ? 'primary' : 'secondary'}
                  aria-pressed={shown.status === status}
                  isLoading={reply.isPending && reply.variables === status}
                  disabled={reply.isPending}
                  onClick={() => reply.mutate(status)}
                >
                  {messages.replyButtons[status]}
                </Button>
              ))}
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
