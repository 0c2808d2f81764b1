import type { ConnectedAccount } from '@worksphere/contracts';
import { CircleAlert } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { mailMessages } from '../mail.messages';
import type { MailSyncStates } from '../realtime/useMailLiveUpdates';

/** "Checking for new mail..." while a shown account syncs, or what failed in the last sync. */
export function SyncStatus({
  syncStates,
  accounts,
  accountId,
}: {
  syncStates: MailSyncStates;
  accounts: readonly ConnectedAccount[];
  accountId: string;
}) {
  const shown = Object.values(syncStates).filter(
    (state) => accountId === 'all' || state.accountId === accountId,
  );
  const failed = shown.filter((state) => state.state === 'failed');
  const isSyncing = shown.some((state) => state.state === 'queued' || state.state === 'running');
  const labelOf = (id: string) => accounts.find((account) => account.id === id)?.emailAddress ?? id;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      {isSyncing ? (
        <span className="flex items-center gap-1.5 text-zinc-500">
          <Spinner className="text-brand-600" />
          <span className="hidden sm:inline">{mailMessages.refreshing}</span>
        </span>
      ) : null}
      {failed.length > 0 ? (
        <span role="alert" className="flex min-w-0 items-center gap-1.5 text-red-700">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          <span className="truncate">
            {failed
              .map(
                (state) => `${labelOf(state.accountId)}: ${state.error ?? mailMessages.syncFailed}`,
              )
              .join(' · ')}
          </span>
        </span>
      ) : null}
    </div>
  );
}
