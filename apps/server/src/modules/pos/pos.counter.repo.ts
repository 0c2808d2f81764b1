import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { posDrawerMovements, posDrawerSessions, posPayments } from './pos.counter.table.js';
import { posOrders, posProducts } from './pos.table.js';

/*
 * The SQL of the counter: payments, refunds already made, the drawer and the report's sums.
 * Every query is scoped by organisation.
 */

export type PosPaymentRow = typeof posPayments.$inferSelect;
export type NewPosPaymentRow = typeof posPayments.$inferInsert;
export type DrawerSessionRow = typeof posDrawerSessions.$inferSelect;
export type DrawerMovementRow = typeof posDrawerMovements.$inferSelect;

export async function insertPayments(db: DbExecutor, rows: NewPosPaymentRow[]) {
  if (rows.length === 0) return [];
  return db.insert(posPayments).values(rows).returning();
}

export function listPayments(db: DbExecutor, organizationId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as PosPaymentRow[]);
  return db
    .select()
    .from(posPayments)
    .where(
      and(eq(posPayments.organizationId, organizationId), inArray(posPayments.orderId, orderIds)),
    )
    .orderBy(asc(posPayments.createdAt), asc(posPayments.id));
}

/** The refunds of an order (each an order with negative lines). */
export function listRefundsOf(db: DbExecutor, organizationId: string, orderId: string) {
  return db
    .select()
    .from(posOrders)
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.refundOfId, orderId)))
    .orderBy(asc(posOrders.createdAt));
}

/** Record a paid order's method and tip (the payment rows are inserted beside). */
export async function markPaid(
  db: DbExecutor,
  organizationId: string,
  orderId: string,
  values: { paidAt: Date; paymentMethod: 'cash' | 'card' | 'other'; tip: number },
) {
  const [row] = await db
    .update(posOrders)
    .set({ ...values, paid: true, updatedAt: new Date() })
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.id, orderId)))
    .returning();
  return row!;
}

export async function setContact(
  db: DbExecutor,
  organizationId: string,
  orderId: string,
  values: { contactId: string | null; customerName?: string; customerPhone?: string },
) {
  const [row] = await db
    .update(posOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(posOrders.organizationId, organizationId), eq(posOrders.id, orderId)))
    .returning();
  return row;
}

/** A customer's orders (not refunds), newest first. */
export function listOrdersOfContact(
  db: DbExecutor,
  organizationId: string,
  contactId: string,
  upTo: number,
) {
  return db
    .select()
    .from(posOrders)
    .where(
      and(
        eq(posOrders.organizationId, organizationId),
        eq(posOrders.contactId, contactId),
        isNull(posOrders.refundOfId),
      ),
    )
    .orderBy(desc(posOrders.createdAt))
    .limit(upTo);
}

// -------------------------------------------------------------------------------- barcodes

export async function setBarcode(
  db: DbExecutor,
  organizationId: string,
  productId: string,
  barcode: string | null,
) {
  const [row] = await db
    .update(posProducts)
    .set({ barcode, updatedAt: new Date() })
    .where(and(eq(posProducts.organizationId, organizationId), eq(posProducts.id, productId)))
    .returning({ id: posProducts.id, barcode: posProducts.barcode });
  return row;
}

export async function findProductByBarcode(db: DbExecutor, organizationId: string, code: string) {
  const [row] = await db
    .select({ id: posProducts.id })
    .from(posProducts)
    .where(and(eq(posProducts.organizationId, organizationId), eq(posProducts.barcode, code)));
  return row;
}

// ---------------------------------------------------------------------------------- drawer

export async function findOpenDrawer(
  db: DbExecutor,
  organizationId: string,
  register: string,
  { forUpdate = false } = {},
) {
  const query = db
    .select()
    .from(posDrawerSessions)
    .where(
      and(
        eq(posDrawerSessions.organizationId, organizationId),
        eq(posDrawerSessions.register, register),
        isNull(posDrawerSessions.closedAt),
      ),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The last closed session (shown after closing until a new one opens). */
export async function findLastDrawer(db: DbExecutor, organizationId: string, register: string) {
  const [row] = await db
    .select()
    .from(posDrawerSessions)
    .where(
      and(
        eq(posDrawerSessions.organizationId, organizationId),
        eq(posDrawerSessions.register, register),
      ),
    )
    .orderBy(desc(posDrawerSessions.openedAt))
    .limit(1);
  return row;
}

export async function insertDrawer(db: DbExecutor, values: typeof posDrawerSessions.$inferInsert) {
  const [row] = await db.insert(posDrawerSessions).values(values).returning();
  return row!;
}

export async function closeDrawer(
  db: DbExecutor,
  organizationId: string,
  id: string,
  values: Pick<DrawerSessionRow, 'closedAt' | 'closedByName' | 'expected' | 'counted' | 'note'>,
) {
  const [row] = await db
    .update(posDrawerSessions)
    .set(values)
    .where(and(eq(posDrawerSessions.organizationId, organizationId), eq(posDrawerSessions.id, id)))
    .returning();
  return row!;
}

export async function insertMovement(
  db: DbExecutor,
  values: typeof posDrawerMovements.$inferInsert,
) {
  const [row] = await db.insert(posDrawerMovements).values(values).returning();
  return row!;
}

export function listMovements(db: DbExecutor, organizationId: string, sessionId: string) {
  return db
    .select()
    .from(posDrawerMovements)
    .where(
      and(
        eq(posDrawerMovements.organizationId, organizationId),
        eq(posDrawerMovements.sessionId, sessionId),
      ),
    )
    .orderBy(asc(posDrawerMovements.createdAt));
}

/**
 * Cash taken between two instants: cash payment rows (change already given back; refunds
 * negative), and cash orders paid without payment rows (paid at once or through
 * /payment, and full refunds made through /refund).
 */
export async function cashTaken(db: DbExecutor, organizationId: string, from: Date, to: Date) {
  const [rows] = await db
    .select({
      amount: sql<number>`coalesce(sum(${posPayments.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(posPayments)
    .where(
      and(
        eq(posPayments.organizationId, organizationId),
        eq(posPayments.method, 'cash'),
        gte(posPayments.createdAt, from),
        lt(posPayments.createdAt, to),
      ),
    );
  const [orders] = await db
    .select({ amount: sql<number>`coalesce(sum(${posOrders.total}), 0)::bigint`.mapWith(Number) })
    .from(posOrders)
    .where(
      and(
        eq(posOrders.organizationId, organizationId),
        eq(posOrders.paid, true),
        eq(posOrders.paymentMethod, 'cash'),
        gte(posOrders.paidAt, from),
        lt(posOrders.paidAt, to),
        sql`not exists (select 1 from ${posPayments} where ${posPayments.orderId} = ${posOrders.id})`,
      ),
    );
  return (rows?.amount ?? 0) + (orders?.amount ?? 0);
}

// ---------------------------------------------------------------------------------- report

const inDays = (organizationId: string, from: string, to: string) =>
  and(
    eq(posOrders.organizationId, organizationId),
    eq(posOrders.paid, true),
    sql`${posOrders.businessDay} between ${from} and ${to}`,
  );

/** Sums of the paid orders of some business days (refunds are negative). */
export async function reportTotals(
  db: DbExecutor,
  organizationId: string,
  from: string,
  to: string,
) {
  const [row] = await db
    .select({
      orderCount: sql<number>`count(*) filter (where ${posOrders.refundOfId} is null)::int`,
      refundCount: sql<number>`count(*) filter (where ${posOrders.refundOfId} is not null)::int`,
      grossSales:
        sql<number>`coalesce(sum(${posOrders.total}) filter (where ${posOrders.refundOfId} is null), 0)::bigint`.mapWith(
          Number,
        ),
      refunds:
        sql<number>`coalesce(sum(${posOrders.total}) filter (where ${posOrders.refundOfId} is not null), 0)::bigint`.mapWith(
          Number,
        ),
      discounts: sql<number>`coalesce(sum(${posOrders.discountAmount}), 0)::bigint`.mapWith(Number),
      tax: sql<number>`coalesce(sum(${posOrders.tax}), 0)::bigint`.mapWith(Number),
      tips: sql<number>`coalesce(sum(${posOrders.tip}), 0)::bigint`.mapWith(Number),
    })
    .from(posOrders)
    .where(inDays(organizationId, from, to));
  return row!;
}

/** Money per method: payment rows, and orders paid without rows (their total and tip). */
export async function reportByMethod(
  db: DbExecutor,
  organizationId: string,
  from: string,
  to: string,
) {
  const result = await db.execute<{ method: string; amount: string }>(sql`
    select method, sum(amount)::bigint as amount from (
      select ${posPayments.method} as method, ${posPayments.amount} as amount
        from ${posPayments} join ${posOrders} on ${posOrders.id} = ${posPayments.orderId}
        where ${inDays(organizationId, from, to)}
      union all
      select ${posOrders.paymentMethod}, ${posOrders.total} + ${posOrders.tip}
        from ${posOrders}
        where ${inDays(organizationId, from, to)} and ${posOrders.paymentMethod} is not null
          and not exists (select 1 from ${posPayments} where ${posPayments.orderId} = ${posOrders.id})
    ) as taken group by method`);
  return result.rows.map((row) => ({ method: row.method, amount: Number(row.amount) }));
}

/** Quantity and money per product name (refunded lines count negative). */
export async function reportByProduct(
  db: DbExecutor,
  organizationId: string,
  from: string,
  to: string,
) {
  const result = await db.execute<{ name: string; quantity: string; total: string }>(sql`
    select line->>'name' as name, sum((line->>'quantity')::int)::bigint as quantity,
        sum((line->>'lineTotal')::bigint)::bigint as total
      from ${posOrders}, jsonb_array_elements(${posOrders.lines}) as line
      where ${inDays(organizationId, from, to)}
      group by line->>'name'
      order by total desc, name`);
  return result.rows.map((row) => ({
    name: row.name,
    quantity: Number(row.quantity),
    total: Number(row.total),
  }));
}

/** Orders and money by the hour they were paid, in the shop's time zone. */
export async function reportByHour(
  db: DbExecutor,
  organizationId: string,
  from: string,
  to: string,
  timeZone: string,
) {
  const result = await db.execute<{ hour: number; orders: number; total: string }>(sql`
    select extract(hour from ${posOrders.paidAt} at time zone ${timeZone})::int as hour,
        (count(*) filter (where ${posOrders.refundOfId} is null))::int as orders,
        sum(${posOrders.total})::bigint as total
      from ${posOrders}
      where ${inDays(organizationId, from, to)}
      group by 1 order by 1`);
  return result.rows.map((row) => ({
    hour: Number(row.hour),
    orders: Number(row.orders),
    total: Number(row.total),
  }));
}
