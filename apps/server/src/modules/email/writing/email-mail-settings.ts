import {
  DEFAULT_UNDO_SEND_SECONDS,
  RECIPIENT_SUGGESTIONS_LIMIT,
  type MailSettings,
  type updateMailSettingsRequestSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import { ALL_EMAIL_ACCOUNTS, EMAIL_MESSAGES } from '@worksphere/contracts';
import type { EmailService } from '../email.service.js';
import * as repo from './email-writing.repo.js';
import { prepareOutgoingHtml } from './outgoing-html.js';

type SettingsUpdate = z.output<typeof updateMailSettingsRequestSchema>;

/** The user's mail settings (undo delay, signatures per account) and recipient suggestions. */
export function createMailSettings(deps: AppDeps, email: EmailService) {
  const { db } = deps;

  async function accountIdsOf(session: SessionContext) {
    const accounts = await email.mailAccounts(session, ALL_EMAIL_ACCOUNTS);
    return accounts.map((entry) => ({
      id: entry.provider.id,
      address: entry.account.emailAddress.toLowerCase(),
    }));
  }

  async function read(session: SessionContext): Promise<MailSettings> {
    const accounts = await accountIdsOf(session);
    const ids = accounts.map((account) => account.id);
    const [seconds, saved] = await Promise.all([
      repo.findUndoSeconds(db, session.userId),
      repo.listSignatures(db, session, ids),
    ]);
    const byAccount = new Map(saved.map((row) => [row.accountId, row.html]));
    return {
      undoSendSeconds: seconds ?? DEFAULT_UNDO_SEND_SECONDS,
      signatures: ids.map((accountId) => ({ accountId, html: byAccount.get(accountId) ?? '' })),
    };
  }

  return {
    /** GET /email/settings */
    read,

    /** PUT /email/settings: signatures only for accounts the user can send from. */
    async update(session: SessionContext, input: SettingsUpdate): Promise<MailSettings> {
      if (input.signatures?.length) {
        const usable = new Set((await accountIdsOf(session)).map((account) => account.id));
        const unknown = input.signatures.find((entry) => !usable.has(entry.accountId));
        if (unknown) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.accountNotFound);
        for (const entry of input.signatures) {
          // Kept as it will be sent: through the outgoing sanitiser (no inline data images).
          const html = entry.html.trim() ? prepareOutgoingHtml(entry.html).html : '';
          await repo.saveSignature(db, session, entry.accountId, html);
        }
      }
      if (input.undoSendSeconds !== undefined) {
        await repo.saveUndoSeconds(db, session, input.undoSendSeconds);
      }
      return read(session);
    },

    /** GET /email/recipients?query=: people mailed before, never the user's own accounts. */
    async suggestRecipients(session: SessionContext, query: string) {
      const accounts = await accountIdsOf(session);
      const own = new Set(accounts.map((account) => account.address));
      const found = await repo.suggestRecipients(
        db,
        session.organizationId,
        accounts.map((account) => account.id),
        query,
        RECIPIENT_SUGGESTIONS_LIMIT + own.size,
      );
      return found
        .filter((entry) => !own.has(entry.address.toLowerCase()))
        .slice(0, RECIPIENT_SUGGESTIONS_LIMIT);
    },
  };
}

export type MailSettingsService = ReturnType<typeof createMailSettings>;
