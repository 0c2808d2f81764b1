import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { TopBarContext, type TopBarContextValue } from './TopBarContext';

type TopBarProviderProps = {
  slotElement: HTMLElement | null;
  children: ReactNode;
};

/** Lets pages put content into the top bar and answer its Add Widget button. */
export function TopBarProvider({ slotElement, children }: TopBarProviderProps) {
  const [addWidgetHandler, setHandlerState] = useState<(() => void) | null>(null);
  // Stable, so pages can register in an effect without re-running it on every change.
  // Wrapped because useState treats a function argument as an updater.
  const setAddWidgetHandler = useCallback(
    (handler: (() => void) | null) => setHandlerState(() => handler),
    [],
  );
  const value = useMemo<TopBarContextValue>(
    () => ({ slotElement, addWidgetHandler, setAddWidgetHandler }),
    [slotElement, addWidgetHandler, setAddWidgetHandler],
  );
  return <TopBarContext.Provider value={value}>{children}</TopBarContext.Provider>;
}
