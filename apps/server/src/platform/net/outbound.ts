import dns, { type LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { buildConnector, RequestInit, Response } from 'undici';
import { fillMessage } from '@worksphere/contracts';

/**
 * Requests the server makes to addresses that users (not operators) give it: Web Push
 * endpoints today, later CalDAV, e-mail and webhooks. Without a guard such a request is a blind
 * SSRF: a user could make the server POST to its own admin ports, the database, the cloud's
 * metadata service or other machines on the private network.
 *
 * The rule: https only, to addresses on the public internet, checked when the address is given
 * (so the user gets a clear 400) and again on every connection, against the very addresses the
 * socket connects to (so a DNS answer that changes in between, "DNS rebinding", gets nowhere).
 * Operators and tests may list exact `host:port` pairs (OUTBOUND_ALLOWED_HOSTS) that skip the
 * address check and may also use plain http, e.g. a push service inside their own network.
 */

/** Refused by the guard: the message says why, fit to show to the user who gave the address. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
  constructor(
    message: string,
    /** The values of the text's `{fields}` (the host...), for an error body's `params`. */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The refusals that name the host (and the address it resolves to). */
const DID_NOT_RESOLVE_IN_TIME = '{host} did not resolve in time.';
const DOES_NOT_RESOLVE = '{host} does not resolve.';
const RESOLVES_TO_PRIVATE = '{host} resolves to {address}, which is not a public internet address.';
const NOT_PUBLIC = '{host} is not a public internet address.';

/** Resolves a host name to every address it has (dns.lookup by default; tests fake DNS). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export type OutboundOptions = {
  /** Exact `host:port` pairs (IPv6 as `[::1]:443`) exempt from the checks. */
  allowedHosts?: readonly string[];
  resolve?: ResolveHost;
  /** Whole-request time-out for `fetch` when the caller gives no signal. */
  timeoutMs?: number;
  /** Time-out for DNS and for opening the connection. */
  connectTimeoutMs?: number;
};

export type Outbound = ReturnType<typeof createOutbound>;

// IPv6 addresses outside 2000::/3 are not global unicast (IPv4-compatible ::a.b.c.d and the like).
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/**
 * Is this an address anybody on the internet could reach? Loopback, private (RFC 1918),
 * link-local (with the 169.254.169.254 metadata service), unique-local (with fd00:ec2::254),
 * CGNAT (with 100.100.100.200), multicast, broadcast, unspecified, documentation, NAT64, 6to4,
 * Teredo and the other special ranges are not. IPv4-mapped IPv6 is judged as the IPv4 inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!net.isIP(address)) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  // ipaddr.js names every special range; only what it leaves over is ordinary unicast.
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(IPV6_GLOBAL_UNICAST);
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');

/** `host:port` as OUTBOUND_ALLOWED_HOSTS spells it, IPv6 in brackets, lower case. */
function hostKey(hostname: string, port: string, protocol: string): string {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const host = net.isIPv6(bare) ? `[${bare}]` : bare;
  return `${host}:${port || defaultPort(protocol)}`;
}

/** An allow-list entry in the form hostKey gives (canonical host as the URL parser writes it). */
function normaliseAllowedEntry(entry: string): string {
  const colon = entry.lastIndexOf(':');
  try {
    return `${new URL(`http://${entry.slice(0, colon)}`).hostname}:${entry.slice(colon + 1)}`;
  } catch {
    return entry.toLowerCase();
  }
}

function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  refusal: () => OutboundRefusedError,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(refusal()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const systemResolve: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true });

export function createOutbound({
  allowedHosts = [],
  resolve = systemResolve,
  timeoutMs = 10_000,
  connectTimeoutMs = 5_000,
}: OutboundOptions = {}) {
  const allowed = new Set(allowedHosts.map(normaliseAllowedEntry));

  /** Every address of the host, or a refusal if there is none or any is not public. */
  async function publicAddressesOf(hostname: string): Promise<LookupAddress[]> {
    const addresses = await withTimeout(
      resolve(hostname).catch(() => [] as LookupAddress[]),
      connectTimeoutMs,
      () =>
        new OutboundRefusedError(fillMessage(DID_NOT_RESOLVE_IN_TIME, { host: hostname }), {
          host: hostname,
        }),
    );
    if (addresses.length === 0) {
      throw new OutboundRefusedError(fillMessage(DOES_NOT_RESOLVE, { host: hostname }), {
        host: hostname,
      });
    }
    // All of them: the socket may pick any, and a mix is a classic rebinding trick.
    const inner = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inner) {
      throw new OutboundRefusedError(
        fillMessage(RESOLVES_TO_PRIVATE, { host: hostname, address: inner.address }),
        { host: hostname, address: inner.address },
      );
    }
    return addresses;
  }

  /**
   * Check an address a user gives before it is stored: https, and a host whose addresses are all
   * public (or an allowed host:port). Answers the parsed URL; throws OutboundRefusedError.
   */
  async function assertPublicHttpsUrl(value: string | URL): Promise<URL> {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new OutboundRefusedError('That is not a valid address.');
    }
    if (allowed.has(hostKey(url.hostname, url.port, url.protocol))) return url;
    if (url.protocol !== 'https:')
      throw new OutboundRefusedError('Only https addresses are allowed.');
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (net.isIP(host)) {
      if (!isPublicAddress(host)) {
        throw new OutboundRefusedError(fillMessage(NOT_PUBLIC, { host }), { host });
      }
      return url;
    }
    await publicAddressesOf(host);
    return url;
  }

  // net/tls call this instead of dns.lookup, so the socket connects to an address we checked.
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    publicAddressesOf(hostname).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };

  /** undici, the largest package of the server, is loaded with the first request, not at start. */
  async function createGuardedClient() {
    const { Agent, buildConnector, fetch: undiciFetch } = await import('undici');
    const openChecked = buildConnector({ timeout: connectTimeoutMs, lookup: checkedLookup });
    const openAllowed = buildConnector({ timeout: connectTimeoutMs });

    /** Every connection of `fetch` (redirects included) passes here. */
    const guardedConnect: buildConnector.connector = (options, callback) => {
      if (allowed.has(hostKey(options.hostname, options.port, options.protocol))) {
        openAllowed(options, callback);
        return;
      }
      if (options.protocol !== 'https:') {
        callback(new OutboundRefusedError('Only https addresses are allowed.'), null);
        return;
      }
      // An IP literal never reaches the lookup: check it here.
      if (net.isIP(options.hostname) && !isPublicAddress(options.hostname)) {
        callback(
          new OutboundRefusedError(fillMessage(NOT_PUBLIC, { host: options.hostname }), {
            host: options.hostname,
          }),
          null,
        );
        return;
      }
      openChecked(options, callback);
    };

    const dispatcher = new Agent({
      connect: guardedConnect,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return { dispatcher, undiciFetch };
  }
  let client: ReturnType<typeof createGuardedClient> | undefined;

  /**
   * fetch through the guard, with a time-out. A refused address rejects with a TypeError whose
   * `cause` is an OutboundRefusedError. Redirects are not followed unless asked for.
   */
  async function fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const signal = AbortSignal.timeout(timeoutMs);
    client ??= createGuardedClient();
    const { dispatcher, undiciFetch } = await client;
    return undiciFetch(url, { redirect: 'manual', signal, ...init, dispatcher });
  }

  /**
   * For protocols other than HTTP (IMAP, SMTP at a user-given host): the address to connect to,
   * checked like a URL's host. An allowed host:port is answered as given; otherwise one of the
   * host's addresses, all of which must be public, so the connection goes where we checked.
   */
  async function resolvePublicHost(hostname: string, port: number): Promise<string> {
    const bare = hostname.replace(/^\[(.*)\]$/, '$1');
    if (allowed.has(hostKey(bare, String(port), 'tcp:'))) return bare;
    if (net.isIP(bare)) {
      if (!isPublicAddress(bare)) {
        throw new OutboundRefusedError(fillMessage(NOT_PUBLIC, { host: bare }), { host: bare });
      }
      return bare;
    }
    const [first] = await publicAddressesOf(bare);
    return first!.address;
  }

  return {
    assertPublicHttpsUrl,
    resolvePublicHost,
    fetch,
    close: async () => {
      if (client) await (await client).dispatcher.close();
    },
  };
}
