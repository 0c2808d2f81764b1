import type { ReactNode } from 'react';

/**
 * The look of every page's H1 (issue 22). Pages whose title row is their own (a toolbar beside it)
 * use these classes so the size never drifts from PageHeader's.
 */
export const pageTitleClasses = 'text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className={pageTitleClasses}>{title}</h1>
        {description ? (
          <p className="mt-1.5 text-sm text-zinc-500 sm:text-base">{description}</p>
        ) : null}
      </div>
      {/* Toasts keep off the page's main actions while there is room (issue 22). */}
      {actions ? (
        <div data-toast-keep-clear="soft" className="flex shrink-0 gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
