import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { jobQueuePrefix, jobQueuePrefixOnceReady } from './queue-prefix.js';

describe('job queue prefix', () => {
  const testApp = useTestApp();

  it('is the configured one, or else named after the database (each test database its own)', async () => {
    const { rows } = await testApp.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    expect(rows[0]?.name).toMatch(/^ws_test_/);
    expect(await jobQueuePrefix(testApp.db, undefined)).toBe(`worksphere:${rows[0]?.name}`);
    expect(await jobQueuePrefix(testApp.db, 'tenant-a')).toBe('tenant-a');
  });

  it('asks the database only once the app is ready, and ends the wait if it closes first', async () => {
    const ready = Fastify();
    const prefix = jobQueuePrefixOnceReady(ready, testApp.db, undefined);
    let answered = false;
    void prefix().then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Built but not ready: the embedded PostgreSQL may still be starting.
    expect(answered).toBe(false);
    await ready.ready();
    expect(await prefix()).toMatch(/^worksphere:ws_test_/);
    await ready.close();

    const closedEarly = Fastify();
    const never = jobQueuePrefixOnceReady(closedEarly, testApp.db, undefined);
    await closedEarly.close();
    await expect(never()).rejects.toThrow('closed before it was ready');
  });
});
