import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type Dovecot = {
  host: string;
  port: number;
  hostPort: string;
  /** Each user's Maildir (messages can be dropped in as files). */
  maildir: (user: string) => string;
  stop: () => Promise<void>;
};

/** Answers the IMAP greeting: the server is up. */
async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A real IMAP server: Debian's dovecot on a free loopback port with its own config, plain
 * passwd-file users and a Maildir per user in a temp dir (Sent, Drafts, Trash, Junk and Archive
 * with their special-use flags); stopped by its pid. As root, mail is owned by the `dovecot`
 * user (dovecot refuses uid 0 for mail); otherwise everything runs as the current user.
 */
export async function startDovecot(users: Record<string, string>): Promise<Dovecot> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ws-dovecot-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const me = userInfo();
  const mailUser = isRoot ? 'dovecot' : me.username;
  // The auth and mail processes run as another user: they must reach into the temp dir.
  await chmod(dir, 0o755);
  const home = path.join(dir, 'home');
  await mkdir(home, { recursive: true });
  await writeFile(
    path.join(dir, 'passwd'),
    Object.entries(users)
      .map(([name, password]) => `${name}:{PLAIN}${password}::::::`)
      .join('\n') + '\n',
  );
  if (isRoot) {
    const passwd = await readFile('/etc/passwd', 'utf8');
    const line = passwd.split('\n').find((entry) => entry.startsWith('dovecot:'));
    const [, , uid, gid] = line?.split(':') ?? [];
    await chown(home, Number(uid), Number(gid));
  }
  const mailboxes = [
    ['Drafts', '\\Drafts'],
    ['Sent', '\\Sent'],
    ['Trash', '\\Trash'],
    ['Junk', '\\Junk'],
    ['Archive', '\\Archive'],
  ];
  const config = path.join(dir, 'dovecot.conf');
  await writeFile(
    config,
    [
      `base_dir = ${path.join(dir, 'run')}`,
      `state_dir = ${path.join(dir, 'state')}`,
      `instance_name = ws-dovecot-${port}`,
      `log_path = ${path.join(dir, 'dovecot.log')}`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // Tests of wrong passwords need not wait the default 2 s.
      'auth_failure_delay = 0',
      `default_internal_user = ${isRoot ? 'dovecot' : me.username}`,
      `default_internal_group = ${isRoot ? 'dovecot' : me.username}`,
      `default_login_user = ${isRoot ? 'dovenull' : me.username}`,
      'first_valid_uid = 0',
      'mail_location = maildir:~/Maildir',
      'mail_plugins = ',
      'passdb {',
      '  driver = passwd-file',
      `  args = scheme=PLAIN username_format=%u ${path.join(dir, 'passwd')}`,
      '}',
      'userdb {',
      '  driver = static',
      `  args = uid=${mailUser} gid=${mailUser} home=${home}/%u`,
      '}',
      'namespace inbox {',
      '  inbox = yes',
      '  separator = /',
      ...mailboxes.flatMap(([name, use]) => [
        `  mailbox ${name} {`,
        `    special_use = ${use}`,
        '    auto = subscribe',
        '  }',
      ]),
      '}',
      'service imap-login {',
      '  inet_listener imap {',
      '    address = 127.0.0.1',
      `    port = ${port}`,
      '  }',
      '  inet_listener imaps {',
      '    port = 0',
      '  }',
      '}',
      'service anvil {',
      '  chroot =',
      // No growing wait after failed logins (the tests try wrong passwords on purpose).
      '  unix_listener anvil-auth-penalty {',
      '    mode = 0',
      '  }',
      '}',
      'service imap-login {',
      '  chroot =',
      '}',
      'protocol imap {',
      '  mail_max_userip_connections = 50',
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('/usr/sbin/dovecot', ['-F', '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '');
      throw new Error(`dovecot exited: ${stderr} ${log}`);
    }
    if (await greets(port)) break;
    if (Date.now() > deadline) throw new Error(`dovecot did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    host: '127.0.0.1',
    port,
    hostPort: `127.0.0.1:${port}`,
    maildir: (user) => path.join(home, user, 'Maildir'),
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
