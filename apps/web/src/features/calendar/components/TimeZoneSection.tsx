import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { CardSection } from '../../../ui/CardSection';
import { SelectField } from '../../../ui/SelectField';
import { useAuth, useCurrentUser } from '../../auth/components/useAuth';
import { useUpdateTimeZoneMutation } from '../api/calendarApi';
import { calendarMessages } from '../calendar.messages';
import { browserTimeZone } from '../utils/calendarTime';

const messages = calendarMessages.timeZone;
const BROWSER_DEFAULT = '';

/** Every zone the browser knows; UTC at least where the list is not offered. */
function supportedZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** Settings: the zone the calendar is drawn in; "Browser default" clears it. */
export function TimeZoneSection() {
  const user = useCurrentUser();
  const { replaceCurrentUser } = useAuth();
  const update = useUpdateTimeZoneMutation();
  const options = useMemo(
    () => [
      { value: BROWSER_DEFAULT, label: messages.browserDefaultWith(browserTimeZone()) },
      ...supportedZones().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    ],
    [],
  );

  function change(value: string) {
    update.mutate(value === BROWSER_DEFAULT ? null : value, {
      onSuccess: (saved) => {
        replaceCurrentUser(saved);
        toast.success(messages.saved);
      },
    });
  }

  return (
    <CardSection id="time-zone" title={messages.title} description={messages.description}>
      <div className="max-w-md space-y-3">
        {update.isError ? (
          <Alert tone="error">{describeApiError(update.error, messages.failed)}</Alert>
        ) : null}
        <SelectField
          label={messages.label}
          options={options}
          value={user.timeZone ?? BROWSER_DEFAULT}
          onChange={(event) => change(event.target.value)}
          disabled={update.isPending}
        />
      </div>
    </CardSection>
  );
}
