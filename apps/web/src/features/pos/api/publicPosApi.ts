import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PlacePublicOrderRequest,
  PlacePublicOrderResponse,
  PublicMenuResponse,
  PublicOrderStatus,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { ApiError } from '../../../platform/api/ApiError';
import { posKeys } from './posKeys';

const shopPath = (slug: string) => `/pos/public/${encodeURIComponent(slug)}`;

/** GET /pos/public/{slug}/menu; a 404 (unknown shop) is not retried. */
export function usePublicMenuQuery(slug: string) {
  return useQuery({
    queryKey: posKeys.publicMenu(slug),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    queryFn: ({ signal }) =>
      apiRequest<PublicMenuResponse>(`${shopPath(slug)}/menu`, {
        signal,
        skipSessionExpiredToast: true,
      }),
  });
}

/** GET /pos/public/{slug}/orders/{token}: the status page after a reload. */
export function usePublicOrderQuery(slug: string, token: string) {
  return useQuery({
    queryKey: posKeys.publicOrder(slug, token),
    enabled: token !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    queryFn: async ({ signal }) => {
      const { order } = await apiRequest<{ order: PublicOrderStatus }>(
        `${shopPath(slug)}/orders/${encodeURIComponent(token)}`,
        { signal, skipSessionExpiredToast: true },
      );
      return order;
    },
  });
}

/**
 * POST /pos/public/{slug}/orders: 201 new, 200 when the client key was already used (a retry
 * after a lost answer gives back the same order).
 */
export function usePlacePublicOrderMutation(slug: string) {
  return useMutation({
    mutationFn: (request: PlacePublicOrderRequest) =>
      apiRequest<PlacePublicOrderResponse>(`${shopPath(slug)}/orders`, {
        method: 'POST',
        body: request,
        skipSessionExpiredToast: true,
      }),
  });
}
