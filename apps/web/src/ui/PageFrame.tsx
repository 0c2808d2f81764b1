import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The one container of every signed-in page (issue 22): the same width, side padding and top
 * spacing everywhere, so each page's H1 (PageHeader) starts at the same place. `className` is for
 * the page's own layout inside the frame (a full-height column), never for widths or paddings.
 */
export function PageFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8', className)}>
      {children}
    </div>
  );
}
