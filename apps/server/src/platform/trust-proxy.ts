import { isIP } from 'node:net';
import { z } from 'zod';

/** false, true (every hop), a hop count, or the trusted proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** Names @fastify/proxy-addr knows for private address ranges. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix (CIDR) or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/**
 * TRUST_PROXY: which proxies may set X-Forwarded-For. None by default, since trusting the
 * header from anyone lets every client pick its own address and dodge per-address limits.
 */
export const trustProxyFromEnv = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) || false;
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length) {
      context.addIssue({
        code: 'custom',
        message: `Use true, false, a hop count or addresses/CIDRs, not: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` option. Fastify 5 ignores a bare hop count (it cannot tell a proxy
 * from a direct client), so the count becomes a trust function: the operator who sets it
 * promises that clients only reach the server through that many proxies.
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
