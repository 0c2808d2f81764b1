import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutbound,
  isPublicAddress,
  OutboundRefusedError,
  type ResolveHost,
} from './outbound.js';

describe('isPublicAddress', () => {
  it('accepts ordinary internet addresses', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, CGNAT, multicast, metadata and special ranges', () => {
    for (const address of [
      // IPv4
      '0.0.0.0',
      '0.1.2.3',
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // AWS, GCP, Azure metadata
      '169.254.0.1',
      '100.64.0.1',
      '100.100.100.200', // Alibaba metadata (CGNAT)
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '192.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '240.0.0.1',
      // IPv6
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00::1',
      'fd00:ec2::254', // AWS metadata over IPv6
      'ff02::1',
      'fec0::1',
      '2001:db8::1',
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2001::1', // Teredo
      '::127.0.0.1', // IPv4-compatible (deprecated)
      '100::1',
      // IPv4-mapped IPv6, both spellings
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:c0a8:0101',
      // not addresses at all
      'localhost',
      '',
      '127.1',
      '2130706433',
      '1.2.3.4.5',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

/** DNS as the tests want it: every name maps to a list of addresses (none: not found). */
function fakeDns(table: Record<string, string[] | (() => string[])>): ResolveHost {
  return async (hostname) => {
    const entry = table[hostname];
    const addresses = typeof entry === 'function' ? entry() : (entry ?? []);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('assertPublicHttpsUrl', () => {
  const outbound = createOutbound({
    allowedHosts: ['127.0.0.1:8443', 'push.internal:8080', '[::1]:9000'],
    resolve: fakeDns({
      'push.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
      'inner.example.com': ['10.1.2.3'],
      'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
      'metadata.example.com': ['169.254.169.254'],
      'mapped.example.com': ['::ffff:127.0.0.1'],
    }),
  });
  afterAll(() => outbound.close());

  const refusal = (url: string) =>
    outbound.assertPublicHttpsUrl(url).then(
      () => 'accepted',
      (error: unknown) => {
        expect(error).toBeInstanceOf(OutboundRefusedError);
        return (error as Error).message;
      },
    );

  it('accepts https to a host whose addresses are all public', async () => {
    const url = await outbound.assertPublicHttpsUrl('https://push.example.com/send/abc');
    expect(url.hostname).toBe('push.example.com');
    await expect(outbound.assertPublicHttpsUrl('https://8.8.8.8/x')).resolves.toBeInstanceOf(URL);
    await expect(
      outbound.assertPublicHttpsUrl('https://[2606:4700:4700::1111]/x'),
    ).resolves.toBeInstanceOf(URL);
  });

  it('refuses anything but https', async () => {
    for (const url of [
      'http://push.example.com/x',
      'ftp://push.example.com/x',
      'file:///etc/passwd',
      'gopher://push.example.com/',
      'javascript:alert(1)',
    ]) {
      expect(await refusal(url), url).toBe('Only https addresses are allowed.');
    }
    expect(await refusal('not a url')).toBe('That is not a valid address.');
  });

  it('refuses private, loopback and metadata addresses, written or resolved', async () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'https://10.0.0.1:8443/x',
      'https://192.168.0.10/x',
      'https://100.100.100.200/x',
      'https://0.0.0.0/x',
    ]) {
      expect(await refusal(url), url).toMatch(/is not a public internet address\.$/);
    }
    expect(await refusal('https://inner.example.com/x')).toBe(
      'inner.example.com resolves to 10.1.2.3, which is not a public internet address.',
    );
    expect(await refusal('https://mixed.example.com/x')).toContain('127.0.0.1');
    expect(await refusal('https://metadata.example.com/x')).toContain('169.254.169.254');
    expect(await refusal('https://mapped.example.com/x')).toContain('::ffff:127.0.0.1');
    expect(await refusal('https://nowhere.example.com/x')).toBe(
      'nowhere.example.com does not resolve.',
    );
  });

  it('lets exactly the allowed host:port pairs through, http included', async () => {
    for (const url of [
      'https://127.0.0.1:8443/x',
      'http://127.0.0.1:8443/x',
      'http://PUSH.internal:8080/x',
      'http://[::1]:9000/x',
      'http://[0:0::1]:9000/x',
    ]) {
      expect(await refusal(url), url).toBe('accepted');
    }
    for (const url of [
      'https://127.0.0.1/x',
      'http://127.0.0.1:8444/x',
      'http://push.internal/x',
    ]) {
      expect(await refusal(url), url).not.toBe('accepted');
    }
  });

  it('uses the real DNS by default: localhost is refused', async () => {
    const real = createOutbound();
    try {
      await expect(real.assertPublicHttpsUrl('https://localhost/x')).rejects.toThrow(
        /localhost resolves to .*, which is not a public internet address\./,
      );
    } finally {
      await real.close();
    }
  });
});

describe('resolvePublicHost (IMAP and SMTP hosts)', () => {
  const outbound = createOutbound({
    allowedHosts: ['127.0.0.1:143', 'mail.internal:993'],
    resolve: fakeDns({
      'imap.example.com': ['93.184.216.34'],
      'inner.example.com': ['10.1.2.3'],
      'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
    }),
  });
  afterAll(() => outbound.close());

  it('answers a checked public address to connect to, or an allowed host as given', async () => {
    await expect(outbound.resolvePublicHost('imap.example.com', 993)).resolves.toBe(
      '93.184.216.34',
    );
    await expect(outbound.resolvePublicHost('8.8.8.8', 465)).resolves.toBe('8.8.8.8');
    await expect(outbound.resolvePublicHost('127.0.0.1', 143)).resolves.toBe('127.0.0.1');
    await expect(outbound.resolvePublicHost('mail.internal', 993)).resolves.toBe('mail.internal');
  });

  it('refuses private, loopback and mixed hosts, and allowed hosts on another port', async () => {
    for (const [host, port] of [
      ['inner.example.com', 993],
      ['mixed.example.com', 993],
      ['127.0.0.1', 993],
      ['169.254.169.254', 143],
      ['mail.internal', 143],
    ] as const) {
      await expect(outbound.resolvePublicHost(host, port)).rejects.toBeInstanceOf(
        OutboundRefusedError,
      );
    }
  });
});

describe('fetch through the guard', () => {
  // A server on loopback that counts every connection it is offered.
  let connections = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: `http://127.0.0.1:${other}/landed` }).end();
    } else {
      response.writeHead(201).end('ok');
    }
  });
  server.on('connection', () => (connections += 1));
  // A second loopback server, not on any allow-list, to follow redirects to.
  let otherConnections = 0;
  const otherServer: Server = createServer((_request, response) => response.end('reached'));
  otherServer.on('connection', () => (otherConnections += 1));
  let port = 0;
  let other = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    other = (otherServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => otherServer.close(resolve));
  });

  const causeOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught as Error & { cause?: Error },
    );
    expect(error, 'the request should have been refused').toBeDefined();
    return error!.cause;
  };

  it('never connects to a private address, written or resolved, http or https', async () => {
    let calls = 0;
    const outbound = createOutbound({
      // Rebinding: public when the subscription was checked, loopback when the push is sent.
      resolve: fakeDns({
        'rebind.example.com': () => (++calls === 1 ? ['93.184.216.34'] : ['127.0.0.1']),
        'loopback.example.com': ['127.0.0.1'],
      }),
    });
    try {
      await outbound.assertPublicHttpsUrl(`https://rebind.example.com:${port}/push`);
      connections = 0;
      for (const url of [
        `https://rebind.example.com:${port}/push`,
        `https://loopback.example.com:${port}/push`,
        `https://127.0.0.1:${port}/push`,
        `https://[::ffff:127.0.0.1]:${port}/push`,
        `http://127.0.0.1:${port}/push`,
        `http://loopback.example.com:${port}/push`,
      ]) {
        const cause = await causeOf(outbound.fetch(url, { method: 'POST', body: 'x' }));
        expect(cause, url).toBeInstanceOf(OutboundRefusedError);
      }
      expect(connections).toBe(0);
    } finally {
      await outbound.close();
    }
  });

  it('reaches an allowed host:port, and re-checks where a redirect leads', async () => {
    const outbound = createOutbound({ allowedHosts: [`127.0.0.1:${port}`] });
    try {
      const response = await outbound.fetch(`http://127.0.0.1:${port}/push`, { method: 'POST' });
      expect(response.status).toBe(201);
      expect(await response.text()).toBe('ok');

      // Redirects are not followed by default...
      const manual = await outbound.fetch(`http://127.0.0.1:${port}/redirect`);
      expect(manual.status).toBe(302);
      await manual.body?.cancel();
      // ...and when they are, the next hop is checked like the first.
      otherConnections = 0;
      const cause = await causeOf(
        outbound.fetch(`http://127.0.0.1:${port}/redirect`, { redirect: 'follow' }),
      );
      expect(cause).toBeInstanceOf(OutboundRefusedError);
      expect(otherConnections).toBe(0);
    } finally {
      await outbound.close();
    }
  });
});
