import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where answers go when the server's address sends on someone's behalf (invitations). */
  replyTo?: string;
  /** An iTIP part (text/calendar; method=…), e.g. an invitation. */
  icalEvent?: { method: string; content: string };
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP through nodemailer when configured; otherwise the message is written to the log,
 * so a self-hoster without mail still gets reset links.
 */
export function createMailer(config: AppConfig, logger: FastifyBaseLogger): Mailer {
  const smtp = config.smtp;
  if (!smtp) {
    return {
      async send(message) {
        logger.info(
          { mail: message },
          `E-mail to ${message.to} (no SMTP configured): ${message.subject}`,
        );
      },
    };
  }
  // nodemailer is loaded with the first e-mail, not at start.
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    });
  };
  return {
    async send(message) {
      transport ??= connect();
      transport.catch(() => (transport = undefined));
      await (await transport).sendMail({ from: config.mailFrom, ...message });
    },
  };
}
