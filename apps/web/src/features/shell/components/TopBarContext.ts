import { createContext } from 'react';

export type TopBarContextValue = {
  /** Element the current page's extra content is portalled into. */
  slotElement: HTMLElement | null;
  /** Handler the dashboard registered for "Add Widget to Dashboard", if any. */
  addWidgetHandler: (() => void) | null;
  setAddWidgetHandler: (handler: (() => void) | null) => void;
};

export const TopBarContext = createContext<TopBarContextValue | null>(null);
