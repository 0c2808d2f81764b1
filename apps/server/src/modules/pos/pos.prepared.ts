import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { preparedStatement, preparedStatements } from '../../platform/db/prepared.js';
import { organizations } from '../organizations/organizations.table.js';
import { weatherLocations } from '../weather/weather.table.js';
import { posOrderCounters, posOrders, posProducts, posSettings } from './pos.table.js';

/*
 * The statements of a public order (the shop's busiest path: every customer's order), named
 * and prepared: Drizzle builds each SQL text once instead of on every order (building the
 * order's insert cost more CPU than running it), and PostgreSQL plans each once per
 * connection. They run on the database's pool only, never in a transaction (see
 * outsideTransaction); the repositories fall back to the query builder there.
 */

type PosProductRow = typeof posProducts.$inferSelect;
const productColumns = Object.entries(getTableColumns(posProducts));

/**
 * A product row from its `to_jsonb` form: each column's JSON value as Drizzle maps it from the
 * driver (timestamps from their ISO text), so it equals the query builder's row.
 */
function productFromJson(json: Record<string, unknown>): PosProductRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of productColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as PosProductRow;
}

/**
 * The shop by slug with its settings and weather zone, and the cart's products among `ids`
 * (a uuid[]), in one statement: a public order's first round trip.
 */
export const shopWithProductsStatement = preparedStatement('pos_shop_with_products', (db, name) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      settings: posSettings,
      weatherTimeZone: weatherLocations.timezone,
      products: sql<PosProductRow[]>`(
        select coalesce(json_agg(to_jsonb(p)), '[]'::json) from ${posProducts} p
        where p.organization_id = ${organizations.id}
          and p.id = any(${sql.placeholder('ids')}::uuid[]))`.mapWith((value: unknown) =>
        (value as Record<string, unknown>[]).map(productFromJson),
      ),
    })
    .from(organizations)
    .leftJoin(posSettings, eq(posSettings.organizationId, organizations.id))
    .leftJoin(weatherLocations, eq(weatherLocations.organizationId, organizations.id))
    .where(eq(organizations.slug, sql.placeholder('slug')))
    .prepare(name),
);

/** A public shop by slug with its saved settings (null until first saved) and weather zone. */
export const shopWithSettingsStatement = preparedStatement('pos_shop_by_slug', (db, name) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      settings: posSettings,
      weatherTimeZone: weatherLocations.timezone,
    })
    .from(organizations)
    .leftJoin(posSettings, eq(posSettings.organizationId, organizations.id))
    .leftJoin(weatherLocations, eq(weatherLocations.organizationId, organizations.id))
    .where(eq(organizations.slug, sql.placeholder('slug')))
    .prepare(name),
);

type NewOrderValues = Omit<typeof posOrders.$inferInsert, 'number'>;

/**
 * The numbered insert (the daily counter's upsert as a data-modifying CTE, see
 * insertNumberedOrder), one statement per set of columns given: a public order, a counter
 * sale and the assistant's order each give the same columns every time.
 */
const insertStatements = preparedStatements(
  'pos_insert_order',
  (db: Database, columns: (keyof NewOrderValues)[], name) => {
    const counter = db.$with('counter').as(
      db
        .insert(posOrderCounters)
        .values({
          organizationId: sql.placeholder('organizationId'),
          businessDay: sql.placeholder('businessDay'),
          lastNumber: 1,
        })
        .onConflictDoUpdate({
          target: [posOrderCounters.organizationId, posOrderCounters.businessDay],
          set: { lastNumber: sql`${posOrderCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: posOrderCounters.lastNumber }),
    );
    const values = Object.fromEntries(
      columns.map((column) => [column, sql.placeholder(column)]),
    ) as unknown as NewOrderValues;
    return db
      .with(counter)
      .insert(posOrders)
      .values({ ...values, number: sql`(select ${counter.lastNumber} from ${counter})` })
      .returning()
      .prepare(name);
  },
);

/**
 * Insert a numbered order through the statement of its columns. Null and undefined values are
 * left out: a placeholder's value goes through its column's encoder, which would store a JSON
 * null for a jsonb column and fail on a null timestamp, and every nullable column of an order
 * defaults to null.
 */
export async function insertNumberedOrderPrepared(db: Database, values: NewOrderValues) {
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as NewOrderValues;
  const columns = (Object.keys(given) as (keyof NewOrderValues)[]).sort();
  // PostgreSQL cuts statement names at 63 bytes: the column list is named by its hash.
  const shape = createHash('sha1').update(columns.join(',')).digest('hex').slice(0, 12);
  const [row] = await insertStatements.get(db, shape, columns).execute(given);
  return row!;
}
