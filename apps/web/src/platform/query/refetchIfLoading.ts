import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A change that arrives while a query is still loading (or reloading) cannot be merged into its
 * cached data: the answer on its way may have been read before the change was stored and would
 * replace it when it lands. Such a query is cancelled and asked again (a plain refetch would join
 * the load under way, not redo it). Returns true when it did so, so the caller skips its merge.
 */
export function refetchIfLoading(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state) return false;
  if (state.data !== undefined && state.fetchStatus !== 'fetching') return false;
  void queryClient
    .cancelQueries({ queryKey, exact: true })
    .then(() => queryClient.refetchQueries({ queryKey, exact: true }));
  return true;
}
