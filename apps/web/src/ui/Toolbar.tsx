import type { ReactNode } from 'react';
import { Toolbar as AriaToolbar } from 'react-aria-components';

/**
 * A row of tools on React Aria's Toolbar: one Tab stop, arrow keys move between the tools,
 * Tab leaves the row.
 */
export function Toolbar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AriaToolbar aria-label={label} className={className}>
      {children}
    </AriaToolbar>
  );
}
