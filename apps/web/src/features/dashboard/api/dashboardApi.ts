import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DASHBOARD_DUE_SOON_DAYS,
  type DashboardLayout,
  type DashboardSummary,
  type DashboardWidget,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { dashboardKeys } from './dashboardKeys';

/** GET /dashboard/layout: the caller's widgets in order (the default set until they save). */
export function useDashboardLayoutQuery() {
  return useQuery({
    queryKey: dashboardKeys.layout(),
    queryFn: ({ signal }) => apiRequest<DashboardLayout>('/dashboard/layout', { signal }),
  });
}

/**
 * Shows a new arrangement at once and saves it with PUT /dashboard/layout. Saves run one after
 * another, so the last arrangement is the one the server keeps; a failed save fetches what the
 * server has.
 */
export function useSaveDashboardLayout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: 'dashboard-layout' },
    mutationFn: (widgets: DashboardWidget[]) =>
      apiRequest<DashboardLayout>('/dashboard/layout', { method: 'PUT', body: { widgets } }),
    onError: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.layout() }),
  });
  function saveLayout(widgets: DashboardWidget[], options?: { onError?: () => void }) {
    void queryClient.cancelQueries({ queryKey: dashboardKeys.layout() });
    queryClient.setQueryData<DashboardLayout>(dashboardKeys.layout(), { widgets });
    mutation.mutate(widgets, { onError: options?.onError });
  }
  return { saveLayout, isSaving: mutation.isPending };
}

/** GET /dashboard/summary: what the built-in widgets show, in one call. */
export function useDashboardSummaryQuery() {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) =>
      apiRequest<DashboardSummary>(`/dashboard/summary?days=${DASHBOARD_DUE_SOON_DAYS}`, {
        signal,
      }),
  });
}
