import { useEffect, useRef } from 'react';
import { useTopBar } from './useTopBar';

/** Makes the top bar's Add Widget button call this handler while the page is shown. */
export function useAddWidgetHandler(handler: () => void) {
  const { setAddWidgetHandler } = useTopBar();
  // Registered once; the ref always calls the latest handler without re-registering.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    setAddWidgetHandler(() => handlerRef.current());
    return () => setAddWidgetHandler(null);
  }, [setAddWidgetHandler]);
}
