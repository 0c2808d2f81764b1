import {
  INBOX_DELIVERIES,
  INBOX_DELIVERY_LABELS,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_MESSAGES,
  inboxDeliverySchema,
  type InboxKind,
} from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { CardSection } from '../../../ui/CardSection';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { useInboxPreferencesQuery, useUpdateInboxPreference } from '../api/inboxApi';

const DELIVERY_OPTIONS = INBOX_DELIVERIES.map((value) => ({
  value,
  label: INBOX_DELIVERY_LABELS[value],
}));

/** Settings → Notifications: per kind, inbox only, with a toast, with a push, or nothing. */
export function InboxPreferencesSection() {
  const query = useInboxPreferencesQuery();
  const update = useUpdateInboxPreference();

  function handleChange(kind: InboxKind, value: string) {
    const delivery = inboxDeliverySchema.safeParse(value);
    if (!delivery.success) return;
    update.mutate(
      { kind, delivery: delivery.data },
      {
        onSuccess: () => toast.success(INBOX_MESSAGES.preferencesSaved),
        onError: () => toast.error(INBOX_MESSAGES.preferencesFailed),
      },
    );
  }

  return (
    <CardSection
      id="notifications"
      title={INBOX_MESSAGES.preferencesTitle}
      description={INBOX_MESSAGES.preferencesIntro}
    >
      {query.isPending ? (
        <QueryLoading label={INBOX_MESSAGES.loading} />
      ) : query.isError ? (
        <QueryFailed
          message={INBOX_MESSAGES.loadFailed}
          retryLabel={INBOX_MESSAGES.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {INBOX_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={INBOX_KIND_LABELS[kind]}
              options={DELIVERY_OPTIONS}
              value={query.data.preferences[kind]}
              onChange={(change) => handleChange(kind, change.target.value)}
              disabled={update.isPending && update.variables?.kind === kind}
            />
          ))}
        </div>
      )}
    </CardSection>
  );
}
