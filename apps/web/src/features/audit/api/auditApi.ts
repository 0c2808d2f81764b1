import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEventsResponse, AuditSettings } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

export type AuditFilters = { kind: string; actorId: string; from: string; to: string; q: string };

const auditKeys = {
  events: (filters: AuditFilters) => ['audit', 'events', filters] as const,
  settings: () => ['audit', 'settings'] as const,
};

/** The filters as a query string (empty ones left out); `to` covers the whole day. */
export function auditQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', `${filters.to}T23:59:59.999Z`);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return params.toString();
}

/** GET /audit/events: newest first, a page at a time (keyset cursor). */
export function useAuditEventsQuery(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.events(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = auditQueryString(filters);
      const cursor = pageParam ? `${query ? '&' : ''}cursor=${encodeURIComponent(pageParam)}` : '';
      return apiRequest<AuditEventsResponse>(`/audit/events?${query}${cursor}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAuditSettingsQuery() {
  return useQuery({
    queryKey: auditKeys.settings(),
    queryFn: ({ signal }) => apiRequest<AuditSettings>('/audit/settings', { signal }),
  });
}

export function useSaveAuditSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AuditSettings) =>
      apiRequest<AuditSettings>('/audit/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(auditKeys.settings(), saved);
      // The change is itself an event: the list shows it at once.
      void queryClient.invalidateQueries({ queryKey: ['audit', 'events'] });
    },
  });
}
