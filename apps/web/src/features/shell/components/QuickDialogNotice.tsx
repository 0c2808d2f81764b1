import type { ReactNode } from 'react';

/** The body the quick dialogs show until their feature ships: what it will do, plainly. */
export function QuickDialogNotice({
  icon,
  lead,
  detail,
}: {
  icon: ReactNode;
  lead: string;
  detail: string;
}) {
  return (
    <div className="flex gap-4">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </div>
      <div className="space-y-2">
        <p className="font-medium text-zinc-900">{lead}</p>
        <p className="text-sm leading-6 text-zinc-600">{detail}</p>
      </div>
    </div>
  );
}
