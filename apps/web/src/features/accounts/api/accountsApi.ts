import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountsResponse,
  ConnectCaldavRequest,
  ConnectedAccount,
  OAuthAccountType,
  OAuthProvidersResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { accountKeys } from './accountKeys';

/** GET /email/accounts/getAccounts: the accounts the caller may use (personal and shared). */
export function useAccountsQuery() {
  return useQuery({
    queryKey: accountKeys.usable(),
    queryFn: async ({ signal }) => {
      const { accounts } = await apiRequest<AccountsResponse>('/email/accounts/getAccounts', {
        signal,
      });
      return accounts;
    },
  });
}

/** The accounts that carry a calendar, for the calendar's selector. */
export function calendarAccountsOf(accounts: readonly ConnectedAccount[]) {
  return accounts.filter((account) => account.capabilities.calendar);
}

/** GET /email/accounts/providers: which OAuth providers are configured on this server. */
export function useOAuthProvidersQuery() {
  return useQuery({
    queryKey: accountKeys.providers(),
    queryFn: async ({ signal }) => {
      const { providers } = await apiRequest<OAuthProvidersResponse>('/email/accounts/providers', {
        signal,
      });
      return providers;
    },
  });
}

/** POST /email/accounts/oauth/{type}/start: answers the provider's sign-in page to go to. */
export function useStartOAuthMutation() {
  return useMutation({
    mutationFn: async ({
      accountType,
      shared,
      accountId,
    }: {
      accountType: OAuthAccountType;
      shared?: boolean;
      accountId?: string;
    }) => {
      const { authorizationUrl } = await apiRequest<{ authorizationUrl: string }>(
        `/email/accounts/oauth/${accountType}/start`,
        { method: 'POST', body: { shared: shared ?? false, accountId } },
      );
      return authorizationUrl;
    },
  });
}

function useInvalidatingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** POST /email/accounts/caldav: URL, user name and app password, checked by the server. */
export function useConnectCaldavMutation() {
  return useInvalidatingMutation(async (request: ConnectCaldavRequest) => {
    const { account } = await apiRequest<{ account: ConnectedAccount }>('/email/accounts/caldav', {
      method: 'POST',
      body: request,
    });
    return account;
  });
}

/** DELETE /email/accounts/{id} */
export function useRemoveAccountMutation() {
  return useInvalidatingMutation((id: string) =>
    apiRequest<unknown>(`/email/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** PUT /email/accounts/{id}/sharing (admin). */
export function useShareAccountMutation() {
  return useInvalidatingMutation(({ id, shared }: { id: string; shared: boolean }) =>
    apiRequest<unknown>(`/email/accounts/${encodeURIComponent(id)}/sharing`, {
      method: 'PUT',
      body: { shared },
    }),
  );
}
