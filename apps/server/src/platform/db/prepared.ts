import type { Database } from './database.js';

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
