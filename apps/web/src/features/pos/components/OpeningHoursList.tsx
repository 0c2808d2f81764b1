import { POS_WEEKDAYS, type OpeningHours } from '@worksphere/contracts';
import { posMessages } from '../pos.messages';

/** Each weekday with its periods, or "Closed". */
export function OpeningHoursList({ hours, label }: { hours: OpeningHours; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {POS_WEEKDAYS.map((day) => (
        <div key={day} className="contents">
          <dt className="text-zinc-600">{posMessages.weekdays[day]}</dt>
          <dd className="tabular-nums text-zinc-900">
            {hours[day].length === 0
              ? posMessages.closedAllDay
              : hours[day].map((period) => `${period.open}–${period.close}`).join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
