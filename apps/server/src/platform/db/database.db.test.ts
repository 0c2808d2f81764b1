import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/databases.js';
import { openDatabase } from './database.js';

const adminUrl = inject('adminUrl');
const handle = openDatabase(databaseUrl(adminUrl, 'postgres'), 2);

afterAll(() => handle.close());

describe('the database pool', () => {
  it('outlives a PostgreSQL that cuts a lent-out connection (a restart), then serves again', async () => {
    const client = await handle.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    // What a fast shutdown sends every backend: "terminating connection due to administrator
    // command", while this client sits between two statements with no query of its own.
    await adminQuery(adminUrl, `select pg_terminate_backend(${rows[0]!.pid})`);
    await ended;
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);

    const answer = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(answer.rows).toEqual([{ one: 1 }]);
  });
});
