import { useQuery } from '@tanstack/react-query';
import {
  EMAIL_CACHED_PAGE_SIZE,
  type EmailListResponse,
  type FoldersResponse,
} from '@worksphere/contracts';
import clsx from 'clsx';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { apiRequest } from '../../../platform/api/apiRequest';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed } from '../../../ui/QueryStatus';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { useAccountsQuery } from '../../accounts/api/accountsApi';
import { WidgetFooterLink, WidgetState } from '../../dashboard/widgets/WidgetState';
import { mailAccountsOf } from '../api/mailApi';
import { mailKeys } from '../api/mailKeys';
import { mailMessages } from '../mail.messages';
import { useMailLiveUpdates } from '../realtime/useMailLiveUpdates';
import { inboxUnreadCount } from '../utils/folderList';
import { senderName } from '../utils/formatMail';
import { mailMessagePath } from '../utils/useMailLocation';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = mailMessages.widget;
/** How many unread messages the widget lists (the count covers them all). */
const SHOWN = 5;

/** The inboxes' unread count and the newest unread messages, from the cached copy. */
async function fetchUnreadMail(signal: AbortSignal) {
  const [{ folders }, list] = await Promise.all([
    apiRequest<FoldersResponse>('/email/folders?accountId=all', { signal }),
    apiRequest<EmailListResponse>('/email/fetch/getCachedEmails', {
      method: 'POST',
      signal,
      body: { accountId: 'all', folder: 'INBOX', limit: EMAIL_CACHED_PAGE_SIZE },
    }),
  ]);
  return {
    total: inboxUnreadCount(folders),
    emails: list.emails.filter((email) => !email.isRead).slice(0, SHOWN),
  };
}

/** Dashboard widget "Unread mail": live over the socket, a click opens the message in Mail. */
export function UnreadMailWidget() {
  const accounts = useAccountsQuery();
  const dates = useDateFormatter();
  const hasMail = mailAccountsOf(accounts.data ?? []).length > 0;
  const unread = useQuery({
    queryKey: mailKeys.unreadWidget,
    enabled: hasMail,
    queryFn: ({ signal }) => fetchUnreadMail(signal),
  });
  useMailLiveUpdates();

  if (accounts.isError) {
    return (
      <QueryFailed
        message={describeFetchError(accounts.error, messages.listName)}
        retryLabel={mailMessages.retry}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (accounts.isSuccess && !hasMail) {
    return (
      <div className="space-y-3 py-4 text-sm text-zinc-500">
        <p>{messages.noAccounts}</p>
        <Link to="/settings#accounts" className={textLinkClasses}>
          {mailMessages.list.connectAccount}
        </Link>
      </div>
    );
  }
  return (
    <>
      <WidgetState query={unread} listName={messages.listName}>
        {(data) =>
          data.total > 0 ? (
            <>
              <p className="mb-2 text-sm font-medium text-zinc-700">{messages.total(data.total)}</p>
              <ul className="-mx-2 space-y-0.5">
                {data.emails.map((email) => (
                  <li key={email.id}>
                    <Link
                      to={mailMessagePath(email.id)}
                      className={clsx(
                        'flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-zinc-50',
                        focusRing,
                      )}
                    >
                      <Mail aria-hidden className="size-4 shrink-0 text-brand-600" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-zinc-900">
                          {email.subject || mailMessages.list.noSubject}
                        </span>
                        <span className="block truncate text-xs text-zinc-500">
                          {senderName(email.from)} · {dates.formatListDate(email.date)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          )
        }
      </WidgetState>
      <WidgetFooterLink to="/mail">{messages.openMail}</WidgetFooterLink>
    </>
  );
}
