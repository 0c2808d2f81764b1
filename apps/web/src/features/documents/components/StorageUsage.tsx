import clsx from 'clsx';
import { HardDrive } from 'lucide-react';
import { Label, Meter } from 'react-aria-components';
import { useUsageQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeUsage } from '../utils/formatStorage';

/** "2.1 GB of 10 GB used" with a bar; says so when the quota is full. Quiet while it loads. */
export function StorageUsage() {
  const usage = useUsageQuery();
  if (!usage.data) return null;
  const { text, share, isFull } = describeUsage(usage.data);
  const percent = Math.round(share * 100);
  return (
    <Meter
      value={percent}
      minValue={0}
      maxValue={100}
      valueLabel={text}
      className="w-full space-y-1.5 sm:w-64"
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <Label className="flex items-center gap-1.5 font-medium text-zinc-700">
          <HardDrive aria-hidden className="size-3.5" />
          {messages.usageLabel}
        </Label>
        <span className={clsx(isFull ? 'font-medium text-red-700' : 'text-zinc-600')}>{text}</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-zinc-200">
        <div
          className={clsx(
            'h-full rounded-full',
            isFull ? 'bg-red-600' : share >= 0.9 ? 'bg-amber-500' : 'bg-brand-600',
          )}
          style={{ width: `${Math.max(share > 0 ? 1 : 0, percent)}%` }}
        />
      </div>
      {isFull ? <p className="text-xs text-red-700">{messages.usageFull}</p> : null}
    </Meter>
  );
}
