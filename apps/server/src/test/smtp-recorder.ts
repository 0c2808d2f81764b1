import { SMTPServer } from 'smtp-server';

export type RecordedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP server (the `smtp-server` package, the real protocol) that requires a login
 * with these users and records every message it accepts, as a mail account's outgoing server.
 */
export async function startSmtpRecorder(users: Record<string, string>) {
  const messages: RecordedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    size: 40 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.username && users[auth.username] === auth.password) {
        return callback(null, { user: auth.username });
      }
      return callback(
        Object.assign(new Error('Invalid username or password'), { responseCode: 535 }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    hostPort: `127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
