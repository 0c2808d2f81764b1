import type { FastifyBaseLogger } from 'fastify';
import { MailProviderError, type MailProvider } from './mail-provider.js';

/** IMAP/SMTP provider (imapflow, nodemailer). Work in progress on branch mail-server. */
export function createImapMailProvider(_deps: { logger: FastifyBaseLogger }): MailProvider {
  const pending = async (): Promise<never> => {
    throw new MailProviderError('IMAP is not ready yet.', 'unavailable');
  };
  return {
    listFolders: pending,
    syncFolder: pending,
    fetchMessage: pending,
    search: pending,
    setFlags: pending,
    move: pending,
    archive: pending,
    send: pending,
    saveDraft: pending,
    deleteMessage: pending,
  };
}
