import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
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

export type Radicale = {
  url: string;
  hostPort: string;
  stop: () => Promise<void>;
};

/**
 * A real CalDAV server: Debian's radicale on a free loopback port, with its own config, plain
 * htpasswd users and storage in a temp dir; stopped by its pid.
 */
export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ws-radicale-'));
  const port = await freePort();
  const htpasswd = path.join(dir, 'users');
  await writeFile(
    htpasswd,
    Object.entries(users)
      .map(([name, password]) => `${name}:${password}`)
      .join('\n') + '\n',
  );
  const config = path.join(dir, 'config');
  await writeFile(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${htpasswd}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
      'mask_passwords = True',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('/usr/bin/radicale', ['--config', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${stderr}`);
    try {
      await fetch(`${url}/.well-known/caldav`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`radicale did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    hostPort: `127.0.0.1:${port}`,
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

/** MKCALENDAR for a user (radicale starts every user with no calendar). */
export async function makeCalendar(
  radicale: Radicale,
  user: string,
  password: string,
  name: string,
): Promise<string> {
  const calendarUrl = `${radicale.url}/${user}/${name}/`;
  const response = await fetch(calendarUrl, {
    method: 'MKCALENDAR',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'content-type': 'application/xml',
    },
    body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${name}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
  });
  if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`);
  return calendarUrl;
}
