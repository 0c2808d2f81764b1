import clsx from 'clsx';
import { AlertCircleIcon, CheckCircleIcon, InfoCircleIcon } from './FirstPaintIcons';
import type { ReactNode } from 'react';

type AlertTone = 'error' | 'success' | 'info';

const toneClasses: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
};

const toneIcons: Record<AlertTone, ReactNode> = {
  error: <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />,
  success: <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />,
  info: <InfoCircleIcon className="mt-0.5 size-4 shrink-0" />,
};

export function Alert({
  tone,
  children,
  className,
}: {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      // Errors interrupt; confirmations are announced politely.
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex gap-2 rounded-lg border px-3 py-2.5 text-sm',
        toneClasses[tone],
        className,
      )}
    >
      {toneIcons[tone]}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
