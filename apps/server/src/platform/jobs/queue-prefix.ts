import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/**
 * The Redis key prefix of every BullMQ queue (the assistant's runs, mail sync): the configured
 * JOB_QUEUE_PREFIX, or else one named after the database. Installations, or test databases,
 * sharing one Redis then never take each other's jobs without anyone having to set it.
 */
export async function jobQueuePrefix(db: Database, configured: string | undefined) {
  if (configured) return configured;
  const result = await db.execute<{ name: string }>(sql`select current_database() as name`);
  return `worksphere:${result.rows[0]?.name ?? 'default'}`;
}

/**
 * The prefix as the queues ask for it: the database is asked once the app is ready, since the
 * product starts its embedded PostgreSQL while it builds the app. An app closed before it was
 * ready answers an error, so nothing waits for it forever.
 */
export function jobQueuePrefixOnceReady(
  app: FastifyInstance,
  db: Database,
  configured: string | undefined,
): () => Promise<string> {
  if (configured) return () => Promise.resolve(configured);
  let settle: { resolve: (prefix: string) => void; reject: (error: Error) => void } | undefined;
  const prefix = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  prefix.catch(() => undefined);
  app.addHook('onReady', async () => settle?.resolve(await jobQueuePrefix(db, undefined)));
  app.addHook('preClose', async () => settle?.reject(new Error('closed before it was ready')));
  return () => prefix;
}
