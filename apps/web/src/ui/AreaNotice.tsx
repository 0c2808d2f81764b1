import type { ReactNode } from 'react';
import { Card } from './Card';

type AreaNoticeProps = {
  icon: ReactNode;
  badge: string;
  title: string;
  lead: string;
  /** What the area will hold, one line each. */
  points: readonly string[];
  pointsTitle: string;
  footer?: ReactNode;
};

/** A page for an area of the product that is not open yet: what it will be, plainly. */
export function AreaNotice({
  icon,
  badge,
  title,
  lead,
  points,
  pointsTitle,
  footer,
}: AreaNoticeProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="px-6 py-8 sm:px-10 sm:py-10">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          {icon}
        </div>
        <p className="mt-6 inline-flex rounded-full bg-zinc-100 px-3 py-1 text-xs font-medium text-zinc-700">
          {badge}
        </p>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-3 leading-7 text-zinc-600">{lead}</p>
        <h2 className="mt-8 text-sm font-semibold text-zinc-900">{pointsTitle}</h2>
        <ul className="mt-3 space-y-2">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-sm leading-6 text-zinc-600">
              <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
              {point}
            </li>
          ))}
        </ul>
        {footer ? <div className="mt-8">{footer}</div> : null}
      </Card>
    </div>
  );
}
