import type { Redis, RedisOptions } from 'ioredis';

/*
 * ioredis is loaded only when REDIS_URL is set (270 KB of code that a start without Redis
 * never runs): `loadRedis()` once while the app is built, then `newRedis()` wherever a client
 * is made, synchronously as before.
 */
let RedisClient: typeof Redis | undefined;

export async function loadRedis(): Promise<void> {
  RedisClient ??= (await import('ioredis')).Redis;
}

export function newRedis(url: string, options: RedisOptions): Redis {
  if (!RedisClient) throw new Error('Redis is used before loadRedis() loaded it.');
  return new RedisClient(url, options);
}
