import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on retry; network and server errors might. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRequest,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
