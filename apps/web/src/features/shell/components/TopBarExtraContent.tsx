import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopBar } from './useTopBar';

/** Renders its children in the top bar, left of the logo, while the page is shown. */
export function TopBarExtraContent({ children }: { children: ReactNode }) {
  const { slotElement } = useTopBar();
  return slotElement ? createPortal(children, slotElement) : null;
}
