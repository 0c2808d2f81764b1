import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { organizations } from '../organizations/organizations.table.js';
import { posOrderCounters, posOrders } from './pos.table.js';

export type PosOrderRow = typeof posOrders.$inferSelect;
export type NewPosOrderRow = typeof posOrders.$inferInsert;

/**
 * Insert an order with the next daily number in one statement: the counter's upsert is a
 * data-modifying CTE of the insert, so both happen or neither does, in one round trip.
 */
export async function insertNumberedOrder(
  db: DbExecutor,
  values: Omit<NewPosOrderRow, 'number'>,
): Promise<PosOrderRow> {
  const counter = db.$with('counter').as(
    db
      .insert(posOrderCounters)
      .values({
        organizationId: values.organizationId,
        businessDay: values.businessDay,
        lastNumber: 1,
      })
      .onConflictDoUpdate({
        target: [posOrderCounters.organizationId, posOrderCounters.businessDay],
        set: { lastNumber: sql`${posOrderCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: posOrderCounters.lastNumber }),
  );
  const [row] = await db
    .with(counter)
    .insert(posOrders)
    .values({ ...values, number: sql`(select ${counter.lastNumber} from ${counter})` })
    .returning();
  return row!;
}

/** One order of the organisation; `forUpdate` locks it until the transaction ends. */
export async function findOrder(
  db: DbExecutor,
  organizationId: string,
  id: string,
  { forUpdate = false } = {},
) {
  const query = db
    .select()
    .from(posOrders)
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findOrderByClientKey(
  db: DbExecutor,
  organizationId: string,
  clientKey: string,
) {
  const [row] = await db
    .select()
    .from(posOrders)
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.clientKey, clientKey)));
  return row;
}

/** A public order by its status token's hash, with the shop's name. */
export async function findOrderByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ order: posOrders, shopName: organizations.name, slug: organizations.slug })
    .from(posOrders)
    .innerJoin(organizations, eq(organizations.id, posOrders.organizationId))
    .where(eq(posOrders.tokenHash, tokenHash));
  return row;
}

export async function findRefundOf(db: DbExecutor, organizationId: string, orderId: string) {
  const [row] = await db
    .select({ id: posOrders.id })
    .from(posOrders)
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.refundOfId, orderId)));
  return row?.id ?? null;
}

export async function updateOrder(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Partial<
    Pick<PosOrderRow, 'status' | 'statusHistory' | 'paid' | 'paidAt' | 'paymentMethod'>
  >,
): Promise<PosOrderRow> {
  const [row] = await db
    .update(posOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.id, id)))
    .returning();
  return row!;
}

/** Orders of one business day, oldest first, optionally of some statuses only. */
export function listOrders(
  db: DbExecutor,
  organizationId: string,
  businessDay: string,
  statuses: string[] | undefined,
) {
  return db
    .select()
    .from(posOrders)
    .where(
      and(
        eq(posOrders.organizationId, organizationId),
        eq(posOrders.businessDay, businessDay),
        statuses?.length
          ? inArray(posOrders.status, statuses as PosOrderRow['status'][])
          : undefined,
      ),
    )
    .orderBy(asc(posOrders.number));
}

/** Which of these orders have a refund, as original id → refund id. */
export async function refundsOf(db: DbExecutor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: posOrders.id, refundOfId: posOrders.refundOfId })
    .from(posOrders)
    .where(and(eq(posOrders.organizationId, organizationId), inArray(posOrders.refundOfId, ids)));
  return new Map(rows.map((row) => [row.refundOfId!, row.id]));
}

/** Paid totals of one business day by payment method, refunds included (negative). */
export function salesByPaymentMethod(db: DbExecutor, organizationId: string, businessDay: string) {
  return db
    .select({
      paymentMethod: posOrders.paymentMethod,
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${posOrders.total}), 0)::bigint`.mapWith(Number),
      tax: sql<number>`coalesce(sum(${posOrders.tax}), 0)::bigint`.mapWith(Number),
      refunds:
        sql<number>`coalesce(sum(${posOrders.total}) filter (where ${posOrders.refundOfId} is not null), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(posOrders)
    .where(
      and(
        eq(posOrders.organizationId, organizationId),
        eq(posOrders.businessDay, businessDay),
        eq(posOrders.paid, true),
      ),
    )
    .groupBy(posOrders.paymentMethod);
}

/** How many orders of the day are not refunds, and how many are still open. */
export async function orderCounts(db: DbExecutor, organizationId: string, businessDay: string) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${posOrders.refundOfId} is null and ${posOrders.status} <> 'cancelled')::int`,
      open: sql<number>`count(*) filter (where ${posOrders.status} in ('new', 'preparing', 'ready'))::int`,
    })
    .from(posOrders)
    .where(
      and(eq(posOrders.organizationId, organizationId), eq(posOrders.businessDay, businessDay)),
    );
  return { orders: row?.orders ?? 0, open: row?.open ?? 0 };
}
