import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { dashboardMessages } from '../dashboard.messages';

const messages = dashboardMessages.widgets;

/** Loading and error states every widget shows the same way; `children` renders the data. */
export function WidgetState<T>({
  query,
  listName,
  children,
}: {
  query: UseQueryResult<T>;
  listName: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <QueryLoading label={messages.loading} />;
  if (query.isError) {
    return (
      <QueryFailed
        message={describeFetchError(query.error, listName)}
        retryLabel={messages.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** The link at the foot of a widget to the screen it summarises. */
export function WidgetFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className="mt-4 border-t border-zinc-100 pt-3">
      <Link to={to} className={textLinkClasses}>
        {children}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
