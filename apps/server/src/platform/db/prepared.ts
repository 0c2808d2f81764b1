import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { Database, DbExecutor } from './database.js';

/**
 * Named prepared statements built once per database and query shape. Building a Drizzle query
 * costs more than running a small one, and an unnamed statement is planned again by PostgreSQL
 * on every call; a named one is built here once and planned once per connection.
 */
export function preparedStatements<Query, Statement>(
  prefix: string,
  build: (db: Database, query: Query, name: string) => Statement,
) {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return {
    /** The statement of this shape; `query` only decides its SQL the first time. */
    get(db: Database, shape: string, query: Query): Statement {
      let statements = byDatabase.get(db);
      if (!statements) byDatabase.set(db, (statements = new Map()));
      let statement = statements.get(shape);
      if (!statement) {
        statement = build(db, query, `${prefix}_${shape}`);
        statements.set(shape, statement);
      }
      return statement;
    },
  };
}

/** One statement with no shape to vary: built on first use per database. */
export function preparedStatement<Statement>(
  name: string,
  build: (db: Database, name: string) => Statement,
) {
  const statements = preparedStatements<undefined, Statement>(name, (db, _query, fullName) =>
    build(db, fullName),
  );
  return (db: Database) => statements.get(db, 'v1', undefined);
}

/**
 * The database itself, or undefined inside a transaction: a prepared statement is built on the
 * database's pool and cannot run in a transaction's client, so a repository that may be called
 * either way prepares only for the database (Drizzle sets `$client` on it alone).
 */
export function outsideTransaction(db: DbExecutor): Database | undefined {
  return '$client' in db ? (db as Database) : undefined;
}

const dialect = new PgDialect();

/**
 * A raw SQL query (with `sql.placeholder`s for its values) as a named prepared statement on the
 * database's pool, for what the query builder cannot prepare (data-modifying CTEs, hand-written
 * aggregates). The SQL text is built once, here; a call only fills in the values. Rows come
 * back as node-postgres parses them (timestamps as Date, bigint counts as strings).
 */
export function namedStatement<Row extends QueryResultRow>(name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const client = (db as Database & { $client: Pool }).$client;
    const result = await client.query<Row>({
      name,
      text,
      values: fillPlaceholders(params, values),
    });
    return result.rows;
  };
}
