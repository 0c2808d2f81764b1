import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { outsideTransaction } from '../../platform/db/prepared.js';
import { organizations } from '../organizations/organizations.table.js';
import { weatherLocations } from '../weather/weather.table.js';
import { shopWithProductsStatement, shopWithSettingsStatement } from './pos.prepared.js';
import { posCategories, posOrders, posProducts, posSettings } from './pos.table.js';

export type PosSettingsRow = typeof posSettings.$inferSelect;
export type PosCategoryRow = typeof posCategories.$inferSelect;
export type PosProductRow = typeof posProducts.$inferSelect;

export async function findSettings(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select()
    .from(posSettings)
    .where(eq(posSettings.organizationId, organizationId));
  return row;
}

export async function saveSettings(
  db: DbExecutor,
  row: Omit<PosSettingsRow, 'updatedAt'>,
): Promise<PosSettingsRow> {
  const { organizationId, ...values } = row;
  const [saved] = await db
    .insert(posSettings)
    .values(row)
    .onConflictDoUpdate({
      target: posSettings.organizationId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  void organizationId;
  return saved!;
}

/** The organisation a public slug names: its id and name only. */
export async function findShopBySlug(db: DbExecutor, slug: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  return row;
}

const shopColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  settings: posSettings,
  /** The organisation's weather location's zone: the shop's default time zone. */
  weatherTimeZone: weatherLocations.timezone,
};

/** A public shop by slug with its saved settings (null until first saved), in one query. */
export async function findShopWithSettings(db: DbExecutor, slug: string) {
  const database = outsideTransaction(db);
  if (database) return (await shopWithSettingsStatement(database).execute({ slug }))[0];
  const [row] = await db
    .select(shopColumns)
    .from(organizations)
    .leftJoin(posSettings, eq(posSettings.organizationId, organizations.id))
    .leftJoin(weatherLocations, eq(weatherLocations.organizationId, organizations.id))
    .where(eq(organizations.slug, slug));
  return row;
}

/** The organisation's shop: slug, saved settings (null until saved) and weather zone. */
export async function findShop(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select(shopColumns)
    .from(organizations)
    .leftJoin(posSettings, eq(posSettings.organizationId, organizations.id))
    .leftJoin(weatherLocations, eq(weatherLocations.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The shop whose logo this is, by the logo's id. */
export async function findShopByLogo(db: DbExecutor, logoId: string) {
  const [row] = await db
    .select({ settings: posSettings, slug: organizations.slug })
    .from(posSettings)
    .innerJoin(organizations, eq(organizations.id, posSettings.organizationId))
    .where(eq(posSettings.logoId, logoId));
  return row;
}

/** Point the shop's settings at a stored logo (or none); the settings must exist. */
export async function setLogo(
  db: DbExecutor,
  organizationId: string,
  logo: { logoId: string; logoExtension: string } | null,
) {
  const [row] = await db
    .update(posSettings)
    .set({
      logoId: logo?.logoId ?? null,
      logoExtension: logo?.logoExtension ?? null,
      updatedAt: new Date(),
    })
    .where(eq(posSettings.organizationId, organizationId))
    .returning();
  return row;
}

/** How many open orders each pickup slot (from `from` on) already holds, by ISO instant. */
export async function pickupCounts(db: DbExecutor, organizationId: string, from: Date) {
  const rows = await db
    .select({ pickupAt: posOrders.pickupAt, count: sql<number>`count(*)::int` })
    .from(posOrders)
    .where(
      and(
        eq(posOrders.organizationId, organizationId),
        isNotNull(posOrders.pickupAt),
        gte(posOrders.pickupAt, from),
        ne(posOrders.status, 'cancelled'),
      ),
    )
    .groupBy(posOrders.pickupAt);
  return new Map(rows.map((row) => [row.pickupAt!.toISOString(), row.count]));
}

/** Serialise orders for one pickup slot until the transaction ends (capacity is counted). */
export async function lockPickupSlot(db: DbExecutor, organizationId: string, pickupAt: Date) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`pos-slot:${organizationId}:${pickupAt.toISOString()}`}, 0))`,
  );
}

/**
 * Take `quantity` units of a counted product, only if that many are left: one conditional
 * update, so parallel orders can never take more than there is. False when too few are left.
 */
export async function takeStock(
  db: DbExecutor,
  organizationId: string,
  productId: string,
  quantity: number,
) {
  const rows = await db
    .update(posProducts)
    .set({ stock: sql`${posProducts.stock} - ${quantity}` })
    .where(
      and(
        eq(posProducts.organizationId, organizationId),
        eq(posProducts.id, productId),
        gte(posProducts.stock, quantity),
      ),
    )
    .returning({ stock: posProducts.stock });
  return rows.length > 0;
}

/**
 * Put back what a cancelled or refunded order took from counted products, in the caller's
 * transaction. Products no longer counted (stock null) are left as they are.
 */
export async function returnStock(
  db: DbExecutor,
  organizationId: string,
  lines: { productId: string | null; quantity: number }[],
) {
  const returned = new Map<string, number>();
  for (const line of lines) {
    if (line.productId && line.quantity > 0) {
      returned.set(line.productId, (returned.get(line.productId) ?? 0) + line.quantity);
    }
  }
  for (const [productId, quantity] of returned) {
    await db
      .update(posProducts)
      .set({ stock: sql`${posProducts.stock} + ${quantity}` })
      .where(
        and(
          eq(posProducts.organizationId, organizationId),
          eq(posProducts.id, productId),
          isNotNull(posProducts.stock),
        ),
      );
  }
}

export async function findShopName(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

// ---- categories ------------------------------------------------------------------------

export function listCategories(db: DbExecutor, organizationId: string) {
  return db
    .select()
    .from(posCategories)
    .where(eq(posCategories.organizationId, organizationId))
    .orderBy(asc(posCategories.sortOrder), asc(posCategories.name), asc(posCategories.id));
}

export async function findCategory(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(posCategories)
    .where(and(eq(posCategories.organizationId, organizationId), eq(posCategories.id, id)));
  return row;
}

/** A category of the organisation with this name, whatever the case (names are unique). */
export async function findCategoryByName(db: DbExecutor, organizationId: string, name: string) {
  const [row] = await db
    .select()
    .from(posCategories)
    .where(
      and(
        eq(posCategories.organizationId, organizationId),
        sql`lower(${posCategories.name}) = lower(${name})`,
      ),
    );
  return row;
}

export async function insertCategory(
  db: DbExecutor,
  values: typeof posCategories.$inferInsert,
): Promise<PosCategoryRow> {
  const [row] = await db.insert(posCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Partial<Pick<PosCategoryRow, 'name' | 'sortOrder'>>,
) {
  if (Object.values(values).every((value) => value === undefined)) {
    return findCategory(db, organizationId, id);
  }
  const [row] = await db
    .update(posCategories)
    .set(values)
    .where(and(eq(posCategories.organizationId, organizationId), eq(posCategories.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(db: DbExecutor, organizationId: string, id: string) {
  const rows = await db
    .delete(posCategories)
    .where(and(eq(posCategories.organizationId, organizationId), eq(posCategories.id, id)))
    .returning({ id: posCategories.id });
  return rows.length > 0;
}

// ---- products --------------------------------------------------------------------------

export function listProducts(
  db: DbExecutor,
  organizationId: string,
  { availableOnly = false }: { availableOnly?: boolean } = {},
) {
  return db
    .select()
    .from(posProducts)
    .where(
      and(
        eq(posProducts.organizationId, organizationId),
        availableOnly ? eq(posProducts.available, true) : undefined,
      ),
    )
    .orderBy(asc(posProducts.sortOrder), asc(posProducts.name), asc(posProducts.id));
}

export async function findProduct(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(posProducts)
    .where(and(eq(posProducts.organizationId, organizationId), eq(posProducts.id, id)));
  return row;
}

export function findProducts(db: DbExecutor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(posProducts)
    .where(and(eq(posProducts.organizationId, organizationId), inArray(posProducts.id, ids)));
}

export async function insertProduct(
  db: DbExecutor,
  values: typeof posProducts.$inferInsert,
): Promise<PosProductRow> {
  const [row] = await db.insert(posProducts).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Partial<Omit<PosProductRow, 'id' | 'organizationId' | 'createdAt'>>,
) {
  const [row] = await db
    .update(posProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(posProducts.organizationId, organizationId), eq(posProducts.id, id)))
    .returning();
  return row;
}

export async function deleteProduct(db: DbExecutor, organizationId: string, id: string) {
  const [row] = await db
    .delete(posProducts)
    .where(and(eq(posProducts.organizationId, organizationId), eq(posProducts.id, id)))
    .returning();
  return row;
}

/**
 * A public shop by slug with its settings, and its products among `ids`, in one round trip
 * (a public order's first). Undefined when no shop has the slug.
 */
export async function findShopWithProducts(db: Database, slug: string, ids: string[]) {
  const [row] = await shopWithProductsStatement(db).execute({ slug, ids });
  return row;
}

/** The product showing this image, with its organisation's slug (image routes check both). */
export async function findProductByImage(db: DbExecutor, imageId: string) {
  const [row] = await db
    .select({ product: posProducts, slug: organizations.slug })
    .from(posProducts)
    .innerJoin(organizations, eq(organizations.id, posProducts.organizationId))
    .where(eq(posProducts.imageId, imageId));
  return row;
}
