import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePosOrderRequest,
  OrderStatus,
  PaymentMethod,
  PosCatalogueResponse,
  PosOrder,
  PosSalesSummary,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { posKeys } from './posKeys';

/** GET /pos/catalogue: categories, products and shop settings for staff. */
export function useCatalogueQuery() {
  return useQuery({
    queryKey: posKeys.catalogue(),
    queryFn: ({ signal }) => apiRequest<PosCatalogueResponse>('/pos/catalogue', { signal }),
  });
}

/** GET /pos/orders?day=: one business day's orders, oldest first ('' is today). */
export function useOrdersQuery(day: string) {
  return useQuery({
    queryKey: posKeys.ordersOfDay(day),
    queryFn: async ({ signal }) => {
      const query = day ? `?day=${encodeURIComponent(day)}` : '';
      const { orders } = await apiRequest<{ orders: PosOrder[] }>(`/pos/orders${query}`, {
        signal,
      });
      return orders;
    },
  });
}

/** GET /pos/summary?day=: the day's takings ('' is today). */
export function useSummaryQuery(day: string) {
  return useQuery({
    queryKey: posKeys.summary(day),
    // The dashboard has no order socket: a minute old at most.
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => {
      const query = day ? `?day=${encodeURIComponent(day)}` : '';
      const { summary } = await apiRequest<{ summary: PosSalesSummary }>(`/pos/summary${query}`, {
        signal,
      });
      return summary;
    },
  });
}

function useOrderMutation<Variables>(mutationFn: (variables: Variables) => Promise<PosOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: posKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: posKeys.summaries() }),
      ]);
    },
  });
}

async function orderOf(path: string, body: unknown, expectedStatus?: number) {
  const { order } = await apiRequest<{ order: PosOrder }>(path, {
    method: 'POST',
    body,
    expectedStatus,
  });
  return order;
}

/** POST /pos/orders → 201 {order}: the server's totals are the truth. */
export function useCreateOrderMutation() {
  return useOrderMutation((request: CreatePosOrderRequest) => orderOf('/pos/orders', request, 201));
}

export function useChangeStatusMutation() {
  return useOrderMutation(({ id, status }: { id: string; status: OrderStatus }) =>
    orderOf(`/pos/orders/${encodeURIComponent(id)}/status`, { status }),
  );
}

export function usePayOrderMutation() {
  return useOrderMutation(({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
    orderOf(`/pos/orders/${encodeURIComponent(id)}/payment`, { paymentMethod }),
  );
}

export function useRefundOrderMutation() {
  return useOrderMutation(({ id }: { id: string }) =>
    orderOf(`/pos/orders/${encodeURIComponent(id)}/refund`, {}, 201),
  );
}
