import type { AppDeps } from '../../../platform/app-deps.js';
import type { MailProviders } from './mail-provider.js';
import { createImapMailProvider } from './imap-provider.js';

/**
 * Every mail provider by account type: one line per provider. The e-mail service finds an
 * account's provider here; an account type without one has no mailbox.
 */
export function createMailProviders(deps: AppDeps): MailProviders {
  return {
    imap: createImapMailProvider({ resolve: deps.outbound.resolvePublicHost }),
  };
}
