import { ALL_EMAIL_ACCOUNTS, type EmailSummary } from '@worksphere/contracts';
import { z } from 'zod';
import type { AiToolServices } from './registry.js';
import { defineTool, type AiTool } from './tool.js';

type Address = EmailSummary['from'];
const addressOf = (address: Address) =>
  address ? (address.name ? `${address.name} <${address.address}>` : address.address) : '';

const present = (email: EmailSummary) => ({
  id: email.id,
  accountId: email.accountId,
  folder: email.folder,
  subject: email.subject,
  from: addressOf(email.from),
  snippet: email.snippet,
  date: email.date,
  isRead: email.isRead,
});

export function emailTools({ email, emailAssist }: AiToolServices): AiTool[] {
  return [
    defineTool({
      name: 'search_email',
      risk: 'none',
      untrustedContent: true,
      description:
        "Search the cached e-mail of the accounts the user may read (their own and the organisation's shared ones) by words.",
      parameters: z.object({
        query: z.string().trim().min(1).max(200),
        folder: z.string().trim().min(1).max(200).default('INBOX'),
        limit: z.number().int().min(1).max(30).default(10),
      }),
      async run({ session }, args) {
        // The e-mail service's own search: only accounts the caller may use, never more.
        const page = await email.getCachedEmails(session, {
          accountId: ALL_EMAIL_ACCOUNTS,
          folder: args.folder,
          limit: args.limit,
          query: args.query,
        });
        return { emails: page.emails.map(present) };
      },
    }),
    defineTool({
      name: 'draft_email_reply',
      risk: 'none',
      untrustedContent: true,
      description:
        'Draft a reply to one e-mail (by its id from search_email), optionally following instructions. The draft is shown to the user; nothing is sent.',
      parameters: z.object({
        emailId: z.string().trim().min(1).max(500),
        instructions: z.string().max(2000).default(''),
      }),
      async run({ session }, args) {
        const message = await email.getEmailContent(session, args.emailId);
        const draft = await emailAssist.smartReply({
          emailId: message.id,
          emailContent: message.text || message.snippet || message.subject,
          otherContent: '',
          backgroundInfo: args.instructions,
          sender: addressOf(message.from),
          date: message.date,
        });
        return {
          emailId: message.id,
          subject: /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`,
          to: addressOf(message.replyTo[0] ?? message.from),
          reply: draft.reply,
          isTemplate: draft.isTemplate,
          notice: draft.notice,
          sent: false,
        };
      },
    }),
  ];
}
