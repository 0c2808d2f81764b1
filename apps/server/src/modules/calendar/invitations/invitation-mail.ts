import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import type { MailMessage } from '../../../platform/mail.js';
import { createAccountsService } from '../../accounts/accounts.service.js';
import type { ProviderAccount } from '../providers/calendar-provider.js';
import type { ItipMethod } from './itip.js';

export type InvitationLetter = {
  to: { email: string; name: string };
  subject: string;
  text: string;
  method: ItipMethod;
  ics: string;
};

/** The organiser's own connected mail account, if any: invitations go out from their address. */
export type OrganizerMailbox = { provider: ProviderAccount; name: string; email: string } | null;

/**
 * Sends invitations: through the organiser's connected mail account when they have one (so
 * guests see their address and REPLYs land in their mailbox), else through the server's SMTP
 * with the organiser as Reply-To. A failure is logged, never thrown: the event is saved anyway.
 */
export function createInvitationMail(deps: AppDeps) {
  const accounts = createAccountsService(deps);

  async function organizerMailbox(session: SessionContext): Promise<OrganizerMailbox> {
    const usable = await accounts.listUsableProviderAccounts(session);
    const own = usable.find(
      ({ account }) =>
        account.ownerId === session.userId &&
        account.capabilities.mail &&
        Boolean(deps.mailProviders[account.accountType]),
    );
    if (!own) return null;
    return {
      provider: own.provider,
      name: own.account.displayName,
      email: own.provider.emailAddress,
    };
  }

  /** The two parts iTIP mail carries: the text/calendar alternative and an .ics file. */
  const calendarParts = (letter: InvitationLetter) => ({
    icalEvent: { method: letter.method, content: letter.ics },
    attachments: [
      {
        filename: letter.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
        content: letter.ics,
        contentType: `application/ics; method=${letter.method}`,
      },
    ],
  });

  async function sendThroughAccount(
    mailbox: NonNullable<OrganizerMailbox>,
    letter: InvitationLetter,
  ) {
    const mail = deps.mailProviders[mailbox.provider.accountType]!;
    const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
    const node = new MailComposer({
      from: { name: mailbox.name === mailbox.email ? '' : mailbox.name, address: mailbox.email },
      to: { name: letter.to.name, address: letter.to.email },
      subject: letter.subject,
      text: letter.text,
      ...calendarParts(letter),
    }).compile();
    const raw = await node.build();
    const envelope = node.getEnvelope();
    await mail.send(mailbox.provider, {
      raw,
      envelope: { from: envelope.from || mailbox.email, to: envelope.to },
      messageId: node.messageId(),
      inReplyTo: null,
    });
  }

  async function send(
    mailbox: OrganizerMailbox,
    organizerEmail: string,
    letter: InvitationLetter,
  ): Promise<boolean> {
    try {
      if (mailbox) await sendThroughAccount(mailbox, letter);
      else {
        const message: MailMessage = {
          to: letter.to.email,
          subject: letter.subject,
          text: letter.text,
          replyTo: organizerEmail,
          ...calendarParts(letter),
        };
        await deps.mailer.send(message);
      }
      return true;
    } catch (error) {
      deps.logger.warn(
        { err: (error as Error).message, method: letter.method },
        'invitation mail not sent',
      );
      return false;
    }
  }

  return { organizerMailbox, send };
}

export type InvitationMail = ReturnType<typeof createInvitationMail>;
