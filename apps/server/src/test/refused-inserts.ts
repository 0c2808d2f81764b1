import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';

const NAME = /^[a-z_][a-z0-9_]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PostgreSQL refuses every new row of `table` whose `column` is `id` until the answered
 * function is called: a write that fails in the middle of a transaction, so a test can show
 * that the transaction's earlier writes (an audit event...) rolled back with it. Only rows of
 * that one id are refused, so tests running at the same time are not disturbed.
 */
export async function refuseInserts(
  db: Database,
  table: string,
  column: string,
  id: string,
): Promise<() => Promise<void>> {
  if (!NAME.test(table) || !NAME.test(column) || !UUID.test(id)) {
    throw new Error('refuseInserts: a plain table and column name and a uuid');
  }
  const name = `test_refuse_${randomBytes(6).toString('hex')}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.${column}::text = '${id.toLowerCase()}' THEN
          RAISE EXCEPTION 'refused by the test';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION IF EXISTS ${name}()`));
  };
}
