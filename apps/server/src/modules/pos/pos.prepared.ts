import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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

/** Products of the shop with this slug among `ids` (a uuid[]), asked beside the shop. */
export const productsOfShopStatement = preparedStatement('pos_products_of_shop', (db, name) =>
  db
    .select({ product: posProducts })
    .from(posProducts)
    .innerJoin(organizations, eq(organizations.id, posProducts.organizationId))
    .where(
      sql`${organizations.slug} = ${sql.placeholder('slug')}
        and ${posProducts.id} = any(${sql.placeholder('ids')}::uuid[])`,
    )
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
