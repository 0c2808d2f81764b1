import { useQueries } from '@tanstack/react-query';
import { contactKeys } from './contactKeys';
import { contactNameKey, resolveContactName, type ContactNameMatch } from './contactNameBatch';

/** A name found stays this long before it is asked again (a contact edit refreshes it at once). */
const NAME_STALE_MS = 5 * 60 * 1000;

/**
 * The contacts behind phone numbers and e-mail addresses, keyed by each value as given. Each
 * value is cached on its own, and the ones not cached yet are asked for in one batched
 * POST /contacts/resolve; a value no contact has (or a failed lookup) is simply absent.
 */
export function useContactNames(
  numbers: readonly string[],
  emails: readonly string[] = [],
): ReadonlyMap<string, ContactNameMatch> {
  const values = [...numbers, ...emails];
  const keys = [...new Set(values.map(contactNameKey).filter(Boolean))];
  const found = useQueries({
    queries: keys.map((key) => ({
      queryKey: contactKeys.name(key),
      queryFn: () => resolveContactName(key),
      staleTime: NAME_STALE_MS,
      retry: false,
    })),
    combine: (results) => results.map((result) => result.data ?? null),
  });
  const byKey = new Map<string, ContactNameMatch>();
  keys.forEach((key, index) => {
    const match = found[index];
    if (match) byKey.set(key, match);
  });
  const byValue = new Map<string, ContactNameMatch>();
  for (const value of values) {
    const match = byKey.get(contactNameKey(value));
    if (match) byValue.set(value, match);
  }
  return byValue;
}
