import {
  INBOX_DELIVERIES,
  INBOX_KINDS,
  inboxDeliverySchema,
  type InboxKind,
} from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { CardSection } from '../../../ui/CardSection';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { useInboxPreferencesQuery, useUpdateInboxPreference } from '../api/inboxApi';
import { inboxMessages } from '../inbox.messages';

const DELIVERY_OPTIONS = INBOX_DELIVERIES.map((value) => ({
  value,
  label: inboxMessages.deliveries[value],
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
        onSuccess: () => toast.success(inboxMessages.preferencesSaved),
        onError: () => toast.error(inboxMessages.preferencesFailed),
      },
    );
  }

  return (
    <CardSection
      id="notifications"
      title={inboxMessages.preferencesTitle}
      description={inboxMessages.preferencesIntro}
    >
      {query.isPending ? (
        <QueryLoading label={inboxMessages.loading} />
      ) : query.isError ? (
        <QueryFailed
          message={inboxMessages.loadFailed}
          retryLabel={inboxMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {INBOX_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={inboxMessages.kinds[kind]}
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
