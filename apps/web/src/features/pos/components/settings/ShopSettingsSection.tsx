import {
  POS_WEEKDAYS,
  type OpeningHours,
  type PosSettings,
  type PosWeekday,
} from '@worksphere/contracts';
import { Plus, X } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { CardSection } from '../../../../ui/CardSection';
import { CheckboxField } from '../../../../ui/CheckboxField';
import { IconButton } from '../../../../ui/IconButton';
import { SelectField } from '../../../../ui/SelectField';
import { TextField } from '../../../../ui/TextField';
import { useUpdateShopSettingsMutation } from '../../api/catalogueApi';
import { posMessages } from '../../pos.messages';
import { parsePercent } from '../../utils/money';

const messages = posMessages.settings;

/** Every zone the browser knows, and the saved one even where Intl lacks it. */
function zonesWith(saved: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = new Set(intl.supportedValuesOf?.('timeZone') ?? []);
  zones.add('UTC');
  zones.add(saved);
  return [...zones].sort();
}

/** Currency, tax, time zone, online orders and opening hours of the shop. */
export function ShopSettingsSection({ settings }: { settings: PosSettings }) {
  const save = useUpdateShopSettingsMutation();
  const [currency, setCurrency] = useState(settings.currency);
  const [taxRate, setTaxRate] = useState(String(settings.taxRateBasisPoints / 100));
  const [taxInclusive, setTaxInclusive] = useState(settings.taxInclusive);
  const [accepting, setAccepting] = useState(settings.acceptingOnlineOrders);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [hours, setHours] = useState<OpeningHours>(settings.openingHours);
  const [error, setError] = useState<string | null>(null);
  const taxRateBasisPoints = parsePercent(taxRate);
  const zoneOptions = useMemo(
    () =>
      zonesWith(settings.timeZone).map((zone) => ({
        value: zone,
        label: zone.replaceAll('_', ' '),
      })),
    [settings.timeZone],
  );

  function setDay(day: PosWeekday, periods: OpeningHours[PosWeekday]) {
    setHours((current) => ({ ...current, [day]: periods }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (taxRateBasisPoints === null) return;
    save.mutate(
      {
        currency,
        taxRateBasisPoints,
        taxInclusive,
        acceptingOnlineOrders: accepting,
        timeZone,
        openingHours: hours,
      },
      {
        onSuccess: () => toast.success(messages.saved),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <CardSection id="pos-shop" title={messages.shopTitle}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={messages.currency}
            value={currency}
            maxLength={3}
            onChange={(event) => setCurrency(event.target.value.toUpperCase())}
          />
          <TextField
            label={messages.taxRate}
            inputMode="decimal"
            value={taxRate}
            error={taxRateBasisPoints === null ? posMessages.shared.taxRateInvalid : undefined}
            onChange={(event) => setTaxRate(event.target.value)}
          />
          <SelectField
            label={messages.timeZone}
            options={zoneOptions}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckboxField
            label={messages.taxInclusive}
            checked={taxInclusive}
            onChange={(event) => setTaxInclusive(event.target.checked)}
          />
          <CheckboxField
            label={messages.accepting}
            checked={accepting}
            onChange={(event) => setAccepting(event.target.checked)}
          />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-zinc-900">{messages.hours}</legend>
          <div className="divide-y divide-zinc-100">
            {POS_WEEKDAYS.map((day) => {
              const dayName = posMessages.weekdays[day];
              const periods = hours[day];
              return (
                <div key={day} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="w-28 text-sm text-zinc-700">{dayName}</span>
                  {periods.length === 0 ? (
                    <span className="text-sm text-zinc-500">{posMessages.closedAllDay}</span>
                  ) : null}
                  {periods.map((period, index) => (
                    <span key={index} className="flex items-center gap-1">
                      <input
                        type="time"
                        aria-label={`${dayName} ${messages.opens} ${index + 1}`}
                        value={period.open}
                        onChange={(event) =>
                          setDay(
                            day,
                            periods.map((p, i) =>
                              i === index ? { ...p, open: event.target.value } : p,
                            ),
                          )
                        }
                        className="rounded-md border border-zinc-300 px-2 py-1 text-sm"
                      />
                      –
                      <input
                        type="time"
                        aria-label={`${dayName} ${messages.closes} ${index + 1}`}
                        value={period.close === '24:00' ? '23:59' : period.close}
                        onChange={(event) =>
                          setDay(
                            day,
                            periods.map((p, i) =>
                              i === index
                                ? {
                                    ...p,
                                    // The browser's clock stops at 23:59; the shop closes at midnight.
                                    close:
                                      event.target.value === '23:59' ? '24:00' : event.target.value,
                                  }
                                : p,
                            ),
                          )
                        }
                        className="rounded-md border border-zinc-300 px-2 py-1 text-sm"
                      />
                      <IconButton
                        label={messages.removePeriod(dayName)}
                        icon={<X className="size-4" />}
                        onClick={() =>
                          setDay(
                            day,
                            periods.filter((_, i) => i !== index),
                          )
                        }
                      />
                    </span>
                  ))}
                  <IconButton
                    label={messages.addPeriod(dayName)}
                    icon={<Plus className="size-4" />}
                    onClick={() => setDay(day, [...periods, { open: '09:00', close: '17:00' }])}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" isLoading={save.isPending} disabled={taxRateBasisPoints === null}>
          {messages.saveShop}
        </Button>
      </form>
    </CardSection>
  );
}
