import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/databases.js';
import { openDatabase, runMigrations } from './database.js';

const adminUrl = inject('adminUrl');
const name = `ws_migrate_race_${process.pid}_${Date.now()}`;

afterAll(async () => {
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
});

describe('migrations', () => {
  it('lets processes started together on an empty database all start, each migration applied once', async () => {
    await adminQuery(adminUrl, `create database "${name}"`);
    // Pools of one, as small as any process could have: the lock must not take the pool's
    // only connection from the migration itself.
    const handles = Array.from({ length: 3 }, () => openDatabase(databaseUrl(adminUrl, name), 1));
    try {
      const results = await Promise.allSettled(handles.map((handle) => runMigrations(handle)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);

      const { rows } = await handles[0]!.db.execute<{ applied: string; distinct_hashes: string }>(
        sql`select count(*) as applied, count(distinct hash) as distinct_hashes from drizzle.__drizzle_migrations`,
      );
      expect(Number(rows[0]!.applied)).toBeGreaterThan(40);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct_hashes);

      // A process starting later finds everything applied and carries on.
      await expect(runMigrations(handles[1]!)).resolves.toBeUndefined();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
