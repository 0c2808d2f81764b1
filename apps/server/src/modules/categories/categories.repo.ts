import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CategoryType } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { categories } from './categories.table.js';

export type CategoryRow = typeof categories.$inferSelect;

/** The organisation's categories of one kind, by name. */
export async function listCategories(db: DbExecutor, organizationId: string, type: CategoryType) {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.organizationId, organizationId), eq(categories.type, type)))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function findCategory(
  db: DbExecutor,
  organizationId: string,
  type: CategoryType,
  categoryId: string,
) {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.organizationId, organizationId),
        eq(categories.type, type),
        eq(categories.id, categoryId),
      ),
    );
  return row;
}

/** The category of this kind with this name, ignoring case (optionally not this one). */
export async function findCategoryByName(
  db: DbExecutor,
  organizationId: string,
  type: CategoryType,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.organizationId, organizationId),
        eq(categories.type, type),
        sql`lower(${categories.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertCategory(db: DbExecutor, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

/** Insert unless the name is taken; undefined when it was (a concurrent insert won). */
export async function insertCategoryIfMissing(
  db: DbExecutor,
  values: typeof categories.$inferInsert,
) {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renameCategory(
  db: DbExecutor,
  organizationId: string,
  type: CategoryType,
  categoryId: string,
  name: string,
) {
  const [row] = await db
    .update(categories)
    .set({ name })
    .where(
      and(
        eq(categories.organizationId, organizationId),
        eq(categories.type, type),
        eq(categories.id, categoryId),
      ),
    )
    .returning();
  return row;
}

/** Delete one category; tasks and notes in it keep existing without a category. */
export async function deleteCategory(
  db: DbExecutor,
  organizationId: string,
  type: CategoryType,
  categoryId: string,
) {
  const rows = await db
    .delete(categories)
    .where(
      and(
        eq(categories.organizationId, organizationId),
        eq(categories.type, type),
        eq(categories.id, categoryId),
      ),
    )
    .returning({ id: categories.id });
  return rows.length === 1;
}
