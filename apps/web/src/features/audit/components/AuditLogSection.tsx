import {
  auditKindOf,
  AUDIT_KINDS,
  personDisplayName,
  type AuditEvent,
} from '@worksphere/contracts';
import { Download, ScrollText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { buttonClasses, Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useMembersQuery } from '../../settings/api/membersApi';
import {
  auditQueryString,
  useAuditEventsQuery,
  useAuditSettingsQuery,
  useSaveAuditSettingsMutation,
  type AuditFilters,
} from '../api/auditApi';
import { auditMessages as messages } from '../audit.messages';

const NO_FILTERS: AuditFilters = { kind: '', actorId: '', from: '', to: '', q: '' };

function actorName(event: AuditEvent): string {
  if (!event.actor) return messages.nobody;
  return event.actor.name ?? messages.formerMember;
}

/** Settings > Audit log: the organisation's events with filters, paging, CSV and retention. */
export function AuditLogSection() {
  const dates = useDateFormatter();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const members = useMembersQuery();
  const events = useAuditEventsQuery(filters);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const query = auditQueryString(filters);

  return (
    <div className="space-y-6">
      <Card className="space-y-5 px-5 py-5 sm:px-6">
        <div>
          <h2 className="text-lg font-semibold text-zinc-900">{messages.title}</h2>
          <p className="mt-1 text-sm text-zinc-500">{messages.description}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField
            label={messages.kindLabel}
            value={filters.kind}
            onChange={(change) => set('kind')(change.target.value)}
            options={[
              { value: '', label: messages.allKinds },
              ...AUDIT_KINDS.map((kind) => ({ value: kind, label: messages.kinds[kind] })),
            ]}
          />
          <SelectField
            label={messages.memberLabel}
            value={filters.actorId}
            onChange={(change) => set('actorId')(change.target.value)}
            options={[
              { value: '', label: messages.allMembers },
              ...(members.data ?? []).map((member) => ({
                value: member.id,
                label: personDisplayName(member),
              })),
            ]}
          />
          <TextField
            label={messages.fromLabel}
            type="date"
            value={filters.from}
            onChange={(event) => set('from')(event.target.value)}
          />
          <TextField
            label={messages.toLabel}
            type="date"
            value={filters.to}
            onChange={(event) => set('to')(event.target.value)}
          />
          <TextField
            label={messages.searchLabel}
            type="search"
            value={filters.q}
            onChange={(event) => set('q')(event.target.value)}
          />
        </div>
        <div>
          <a
            className={buttonClasses('secondary', 'sm')}
            href={`/api/audit/events.csv${query ? `?${query}` : ''}`}
            download
          >
            <Download className="size-4" aria-hidden />
            {messages.exportCsv}
          </a>
        </div>
        {events.isPending ? (
          <p className="text-sm text-zinc-500">{messages.loading}</p>
        ) : events.isError ? (
          <div className="space-y-2">
            <p className="text-sm text-red-600">{messages.failed}</p>
            <Button variant="secondary" size="sm" onClick={() => void events.refetch()}>
              {messages.retry}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<ScrollText className="size-6" aria-hidden />}
            title={messages.emptyTitle}
            description={messages.emptyDescription}
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={messages.tableLabel}>
              <thead className="text-xs text-zinc-500">
                <tr>
                  <th className="py-2 pr-3 font-medium">{messages.columns.when}</th>
                  <th className="py-2 pr-3 font-medium">{messages.columns.who}</th>
                  <th className="py-2 pr-3 font-medium">{messages.columns.action}</th>
                  <th className="py-2 pr-3 font-medium">{messages.columns.target}</th>
                  <th className="py-2 font-medium">{messages.columns.where}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {rows.map((event) => (
                  <tr key={event.id} className="align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {dates.formatDateTime(event.at)}
                    </td>
                    <td className="py-2 pr-3">{actorName(event)}</td>
                    <td className="py-2 pr-3">
                      <span className="font-medium">
                        {messages.kinds[auditKindOf(event.action)]}
                      </span>
                      <span className="block font-mono text-xs text-zinc-500">{event.action}</span>
                    </td>
                    <td className="py-2 pr-3 break-all">
                      {event.target?.label ?? event.target?.id ?? ''}
                    </td>
                    <td className="py-2">
                      {event.ip ?? ''}
                      {event.device ? (
                        <span className="block text-xs text-zinc-500">{event.device}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {events.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            {messages.loadMore}
          </Button>
        ) : null}
      </Card>
      <RetentionCard />
    </div>
  );
}

function RetentionCard() {
  const settings = useAuditSettingsQuery();
  const save = useSaveAuditSettingsMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? (settings.data ? String(settings.data.retentionDays) : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { retentionDays: Number(value) },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(messages.retentionSaved);
        },
        onError: () => toast.error(messages.retentionFailed),
      },
    );
  }

  return (
    <Card className="px-5 py-5 sm:px-6">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <TextField
          label={messages.retentionLabel}
          hint={messages.retentionHint}
          type="number"
          min={30}
          value={value}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" isLoading={save.isPending}>
          {messages.saveRetention}
        </Button>
      </form>
    </Card>
  );
}
