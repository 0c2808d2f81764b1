import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { outsideTransaction } from '../../platform/db/prepared.js';
import { organizations } from '../organizations/organizations.table.js';
import { posPayments } from './pos.counter.table.js';
import { insertNumberedOrderPrepared } from './pos.prepared.js';
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
  const database = outsideTransaction(db);
  if (database) return insertNumberedOrderPrepared(database, values);
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

/** Orders still to be made or collected. */
export const OPEN_STATUSES: PosOrderRow['status'][] = ['new', 'preparing', 'ready'];

/**
 * The orders of a business day, or of today with the open ones of earlier days beside
 * (`withEarlierOpen`: an order placed before midnight and not yet collected is still due).
 */
function ofDay(organizationId: string, businessDay: string, withEarlierOpen: boolean) {
  const sameDay = eq(posOrders.businessDay, businessDay);
  return and(
    eq(posOrders.organizationId, organizationId),
    withEarlierOpen
      ? or(
          sameDay,
          and(lt(posOrders.businessDay, businessDay), inArray(posOrders.status, OPEN_STATUSES)),
        )
      : sameDay,
  );
}

/** Orders of one business day (see ofDay), oldest first, optionally of some statuses only. */
export function listOrders(
  db: DbExecutor,
  organizationId: string,
  businessDay: string,
  statuses: string[] | undefined,
  withEarlierOpen = false,
) {
  return db
    .select()
    .from(posOrders)
    .where(
      and(
        ofDay(organizationId, businessDay, withEarlierOpen),
        statuses?.length
          ? inArray(posOrders.status, statuses as PosOrderRow['status'][])
          : undefined,
      ),
    )
    .orderBy(asc(posOrders.businessDay), asc(posOrders.number));
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

/**
 * Paid totals of one business day: the sums of the orders (refunds negative), and the money
 * taken by each method. A split payment counts each part under its own method (its payment
 * rows, tip included); an order paid without rows counts its total and tip under its method.
 */
export async function salesOfDay(db: DbExecutor, organizationId: string, businessDay: string) {
  const ofDay = and(
    eq(posOrders.organizationId, organizationId),
    eq(posOrders.businessDay, businessDay),
    eq(posOrders.paid, true),
  );
  const [sums] = await db
    .select({
      total: sql<number>`coalesce(sum(${posOrders.total}), 0)::bigint`.mapWith(Number),
      tax: sql<number>`coalesce(sum(${posOrders.tax}), 0)::bigint`.mapWith(Number),
      tips: sql<number>`coalesce(sum(${posOrders.tip}), 0)::bigint`.mapWith(Number),
      refunds:
        sql<number>`coalesce(sum(${posOrders.total}) filter (where ${posOrders.refundOfId} is not null), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(posOrders)
    .where(ofDay);
  const byMethod = await db.execute<{ method: string; count: number; total: string }>(sql`
    select method, count(distinct order_id)::int as count, sum(amount)::bigint as total from (
      select ${posPayments.method} as method, ${posPayments.orderId} as order_id,
          ${posPayments.amount} as amount
        from ${posPayments} join ${posOrders} on ${posOrders.id} = ${posPayments.orderId}
        where ${ofDay}
      union all
      select ${posOrders.paymentMethod}, ${posOrders.id}, ${posOrders.total} + ${posOrders.tip}
        from ${posOrders}
        where ${ofDay} and ${posOrders.paymentMethod} is not null
          and not exists (select 1 from ${posPayments} where ${posPayments.orderId} = ${posOrders.id})
    ) as taken group by method`);
  return {
    total: sums?.total ?? 0,
    tax: sums?.tax ?? 0,
    tips: sums?.tips ?? 0,
    refunds: sums?.refunds ?? 0,
    byMethod: byMethod.rows.map((row) => ({
      method: row.method,
      count: Number(row.count),
      total: Number(row.total),
    })),
  };
}

/** How many orders of the day are not refunds, and how many are still open (see ofDay). */
export async function orderCounts(
  db: DbExecutor,
  organizationId: string,
  businessDay: string,
  withEarlierOpen = false,
) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${posOrders.businessDay} = ${businessDay} and ${posOrders.refundOfId} is null and ${posOrders.status} <> 'cancelled')::int`,
      open: sql<number>`count(*) filter (where ${posOrders.status} in ('new', 'preparing', 'ready'))::int`,
    })
    .from(posOrders)
    .where(ofDay(organizationId, businessDay, withEarlierOpen));
  return { orders: row?.orders ?? 0, open: row?.open ?? 0 };
}
