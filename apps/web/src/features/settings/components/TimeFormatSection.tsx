import type { TimeFormat } from '@worksphere/contracts';
import { TIME_FORMATS } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { createDateFormatter } from '../../../platform/dates/dateFormatter';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Alert } from '../../../ui/Alert';
import { CardSection } from '../../../ui/CardSection';
import { SelectField } from '../../../ui/SelectField';
import { useAuth, useCurrentUser } from '../../auth/components/useAuth';
import { useUpdateProfileMutation } from '../api/profileApi';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.timeFormat;
// An afternoon time shows the difference between the clocks at a glance.
const EXAMPLE_TIME = Date.UTC(2026, 0, 15, 15, 30);

/** Settings: the 12- or 24-hour clock every time in the app is shown with. */
export function TimeFormatSection() {
  const user = useCurrentUser();
  const { replaceCurrentUser } = useAuth();
  const { preferences } = useDateFormatter();
  const update = useUpdateProfileMutation();

  const example = (timeFormat: TimeFormat) =>
    createDateFormatter({ ...preferences, timeZone: 'UTC', timeFormat }).formatTime(EXAMPLE_TIME);
  const labels: Record<TimeFormat, string> = {
    auto: messages.auto(example('auto')),
    '12h': messages.twelveHour(example('12h')),
    '24h': messages.twentyFourHour(example('24h')),
  };

  function change(value: string) {
    const timeFormat = TIME_FORMATS.find((format) => format === value);
    if (!timeFormat || timeFormat === user.timeFormat) return;
    // The clock alone: the rest of the profile stays as the server has it.
    update.mutate(
      { timeFormat },
      {
        onSuccess: (saved) => {
          replaceCurrentUser(saved);
          toast.success(messages.saved);
        },
      },
    );
  }

  return (
    <CardSection id="time-format" title={messages.title} description={messages.description}>
      <div className="max-w-md space-y-3">
        {update.isError ? (
          <Alert tone="error">{describeApiError(update.error, messages.failed)}</Alert>
        ) : null}
        <SelectField
          label={messages.label}
          options={TIME_FORMATS.map((value) => ({ value, label: labels[value] }))}
          value={user.timeFormat}
          onChange={(event) => change(event.target.value)}
          disabled={update.isPending}
        />
      </div>
    </CardSection>
  );
}
