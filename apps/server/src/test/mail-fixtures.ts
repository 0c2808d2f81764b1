import { ImapFlow } from 'imapflow';
import type { Dovecot } from './dovecot.js';

/** A plain RFC 822 message for the tests to drop into a mailbox. */
export function rawMessage(options: {
  from?: string;
  to?: string;
  subject: string;
  text?: string;
  html?: string;
  date?: Date;
  messageId?: string;
  attachment?: { filename: string; contentType: string; content: Buffer };
}): string {
  const boundary = 'ws-boundary-1';
  const headers = [
    `From: ${options.from ?? 'Grace Hopper <grace@example.com>'}`,
    `To: ${options.to ?? 'Ada <ada@example.com>'}`,
    `Subject: ${options.subject}`,
    `Date: ${(options.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${options.messageId ?? `<${Math.random().toString(36).slice(2)}@example.com>`}`,
    'MIME-Version: 1.0',
  ];
  const body = options.html
    ? { type: 'text/html; charset=utf-8', content: options.html }
    : { type: 'text/plain; charset=utf-8', content: options.text ?? 'Hello' };
  if (!options.attachment) {
    return [...headers, `Content-Type: ${body.type}`, '', body.content, ''].join('\r\n');
  }
  const encoded = options.attachment.content.toString('base64').replace(/(.{76})/g, '$1\r\n');
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    `Content-Type: ${body.type}`,
    '',
    body.content,
    `--${boundary}`,
    `Content-Type: ${options.attachment.contentType}; name="${options.attachment.filename}"`,
    `Content-Disposition: attachment; filename="${options.attachment.filename}"`,
    'Content-Transfer-Encoding: base64',
    '',
    encoded,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** A direct IMAP session on the test server, to put mail in and look at what the app did. */
export async function imapAs(dovecot: Dovecot, user: string, password: string) {
  const client = new ImapFlow({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user, pass: password },
    logger: false,
    disableAutoIdle: true,
  });
  client.on('error', () => undefined);
  await client.connect();
  return {
    client,
    append: async (folder: string, raw: string | Buffer, flags: string[] = []) => {
      const result = await client.append(folder, raw, flags);
      return result ? Number(result.uid) : 0;
    },
    close: () => client.logout().catch(() => client.close()),
  };
}
