import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PresenceEntry, PresenceResponse, PresenceStatus } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { chatKeys } from './chatKeys';

/** Presence lives under chat's keys: signing out clears it with the rest. */
export const presenceKey = [...chatKeys.all, 'presence'] as const;

type PresenceMap = ReadonlyMap<string, PresenceStatus>;

function toMap(entries: PresenceEntry[]): PresenceMap {
  return new Map(entries.map((entry) => [entry.userId, entry.status]));
}

/** GET /chat/presence once; presenceChanges keeps it current (usePresenceSync). */
export function usePresenceQuery() {
  return useQuery({
    queryKey: presenceKey,
    queryFn: async ({ signal }) =>
      toMap((await apiRequest<PresenceResponse>('/chat/presence', { signal })).presence),
    // Events keep it fresh; a reconnect invalidates it.
    staleTime: Infinity,
  });
}

/** One member's presence; offline until known. */
export function usePresenceStatus(userId: string): PresenceStatus {
  const query = usePresenceQuery();
  return query.data?.get(userId) ?? 'offline';
}

/** presenceChanges: the members' new states in the cache, in one update (offline ones left out). */
export function applyPresenceChanges(queryClient: QueryClient, entries: readonly PresenceEntry[]) {
  if (entries.length === 0) return;
  queryClient.setQueryData<PresenceMap>(presenceKey, (current) => {
    if (!current) return current;
    const next = new Map(current);
    for (const entry of entries) {
      if (entry.status === 'offline') next.delete(entry.userId);
      else next.set(entry.userId, entry.status);
    }
    return next;
  });
}
