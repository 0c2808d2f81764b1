import { useCallback, useSyncExternalStore } from 'react';

/** Does the viewport match this media query now? Follows changes; false where unsupported. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)';
