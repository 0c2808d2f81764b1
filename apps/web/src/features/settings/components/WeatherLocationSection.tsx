import {
  DEFAULT_WEATHER_LOCATION,
  weatherLocationSchema,
  type WeatherLocation,
} from '@worksphere/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CardSection } from '../../../ui/CardSection';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import {
  useUpdateWeatherLocationMutation,
  useWeatherLocationQuery,
} from '../api/weatherLocationApi';
import { settingsMessages } from '../settings.messages';

const messages = settingsMessages.weather;
/** The zone has no message slot of its own under a select: its errors go to the form's alert. */
const FIELDS = ['latitude', 'longitude'];

type Draft = { latitude: string; longitude: string; timezone: string };

const draftOf = (location: WeatherLocation): Draft => ({
  latitude: String(location.latitude),
  longitude: String(location.longitude),
  timezone: location.timezone,
});

const isSameLocation = (a: WeatherLocation, b: WeatherLocation) =>
  a.latitude === b.latitude && a.longitude === b.longitude && a.timezone === b.timezone;

/** An empty or unreadable number becomes NaN, which the contract refuses with its own message. */
const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** Every zone the browser knows, and the saved one even where the browser does not list it. */
function zoneOptions(saved: string) {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  const all = [...new Set([...zones, 'UTC', saved])].sort();
  return all.map((zone) => ({ value: zone, label: zoneLabel(zone) }));
}

/** Settings (admins): the organisation's weather location, GET and PUT /weather/location. */
export function WeatherLocationSection() {
  const locationQuery = useWeatherLocationQuery();
  const saved = locationQuery.data;
  return (
    <CardSection id="weather" title={messages.title} description={messages.description}>
      {locationQuery.isPending ? <QueryLoading label={messages.loading} /> : null}
      {locationQuery.isError ? (
        <QueryFailed
          message={describeFetchError(locationQuery.error, messages.listName)}
          retryLabel={messages.retry}
          onRetry={() => void locationQuery.refetch()}
        />
      ) : null}
      {saved ? (
        // A new saved location starts the form afresh from it.
        <WeatherLocationForm
          key={`${saved.latitude},${saved.longitude},${saved.timezone}`}
          saved={saved}
        />
      ) : null}
    </CardSection>
  );
}

function WeatherLocationForm({ saved }: { saved: WeatherLocation }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const update = useUpdateWeatherLocationMutation();
  const options = useMemo(() => zoneOptions(saved.timezone), [saved.timezone]);
  const isDefault = isSameLocation(saved, DEFAULT_WEATHER_LOCATION);
  const isDirty =
    draft.latitude !== String(saved.latitude) ||
    draft.longitude !== String(saved.longitude) ||
    draft.timezone !== saved.timezone;
  const isResetting =
    update.isPending &&
    update.variables !== undefined &&
    isSameLocation(update.variables, DEFAULT_WEATHER_LOCATION);

  const change = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    clearFieldError(field);
  };

  function save(location: WeatherLocation, successMessage: string) {
    update.mutate(location, {
      onSuccess: () => toast.success(successMessage),
      onError: (error) => showServerError(describeApiError(error, messages.failed)),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = weatherLocationSchema.safeParse({
      latitude: toNumber(draft.latitude),
      longitude: toNumber(draft.longitude),
      timezone: draft.timezone,
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    save(parsed.data, messages.saved);
  }

  function handleUseDefault() {
    setFieldErrors({});
    save({ ...DEFAULT_WEATHER_LOCATION }, messages.resetDone);
  }

  const alert = formError ?? fieldErrors.timezone;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <p className="text-sm text-zinc-600">
        {messages.current(saved.latitude, saved.longitude, zoneLabel(saved.timezone))}
        {isDefault ? ` ${messages.isDefault}` : null}
      </p>
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={messages.latitudeLabel}
          name="latitude"
          inputMode="decimal"
          autoComplete="off"
          value={draft.latitude}
          onChange={change('latitude')}
          hint={messages.latitudeHint}
          error={fieldErrors.latitude}
        />
        <TextField
          label={messages.longitudeLabel}
          name="longitude"
          inputMode="decimal"
          autoComplete="off"
          value={draft.longitude}
          onChange={change('longitude')}
          hint={messages.longitudeHint}
          error={fieldErrors.longitude}
        />
        <SelectField
          label={messages.timeZoneLabel}
          options={options}
          value={draft.timezone}
          onChange={change('timezone')}
          disabled={update.isPending}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={handleUseDefault}
          disabled={isDefault || (update.isPending && !isResetting)}
          isLoading={isResetting}
        >
          {messages.useDefault}
        </Button>
        <Button
          type="submit"
          disabled={!isDirty || isResetting}
          isLoading={update.isPending && !isResetting}
        >
          {update.isPending && !isResetting ? messages.saving : messages.save}
        </Button>
      </div>
    </form>
  );
}
