import type { AccountType } from '@worksphere/contracts';
import type {
  ProviderAccount,
  ProviderCredentials,
} from '../../modules/calendar/providers/calendar-provider.js';

/** A provider account with an in-memory credential store that records what it is told. */
export function memoryAccount(
  accountType: AccountType,
  credentials: ProviderCredentials,
  settings: Record<string, unknown> = {},
) {
  const store = {
    saved: [] as ProviderCredentials[],
    reconnectNeeded: [] as string[],
  };
  const account: ProviderAccount = {
    id: `${accountType}-account`,
    organizationId: 'org',
    accountType,
    emailAddress: 'ada@example.com',
    settings,
    credentials,
    credentialStore: {
      save: async (_id, next) => void store.saved.push(next),
      markReconnectNeeded: async (_id, message) => void store.reconnectNeeded.push(message),
    },
  };
  return { account, store };
}
