import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../platform/api/ApiError';

/** The server's answer to any request but the set-up's while a required set-up is pending. */
export function isTwoFactorRequiredError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';
}

/**
 * Calls `onRequired` whenever a query or a mutation of this app fails with 403
 * TWO_FACTOR_REQUIRED (the organisation turned the rule on, or this page loaded before the
 * status). Watching the query client's caches rather than the fetch layer keeps this out of the
 * sign-in page's first-paint code.
 */
export function useTwoFactorRequiredAnswers(onRequired: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onRequired);
  useEffect(() => {
    latest.current = onRequired;
  });
  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isTwoFactorRequiredError(event.action.error)) latest.current();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        if (isTwoFactorRequiredError(event.action.error)) latest.current();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
