import {
  canChangeStatus,
  computeTotals,
  PAYMENT_METHODS,
  POS_MESSAGES,
  type CartLineInput,
  type CreatePosOrderInput,
  type Discount,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PosOrder,
  type PosSalesSummary,
  type PosSettings,
  type PublicOrderStatus,
} from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { forbidden, isUniqueViolation, templateError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import { users } from '../users/users.table.js';
import * as catalogue from './pos.catalogue.repo.js';
import * as counter from './pos.counter.repo.js';
import { settingsOf } from './pos.catalogue.service.js';
import { shopClock } from './pos.hours.js';
import { captureLines } from './pos.lines.js';
import * as repo from './pos.orders.repo.js';
import { presentOrder, presentPublicOrder } from './pos.presenter.js';
import { splitRefund } from './pos.refund-parts.js';
import { conflict, invalid, orderNotFound } from './pos.errors.js';

/** Where order changes are announced (socket.io; tests may listen). */
export type PosEvents = {
  /** To the organisation's staff (pos:sell or pos:manage). */
  order: (organizationId: string, order: PosOrder, change: 'created' | 'updated') => void;
  /** To the status page of a public order, by its token's hash. */
  publicStatus: (tokenHash: string, order: PublicOrderStatus) => void;
  /**
   * An order became ready: the customer hears of it (SMS) when the shop can send one. Awaited,
   * so the message is on record when the change is answered; it never throws.
   */
  orderReady?: (row: repo.PosOrderRow) => Promise<void>;
};

export function assertSeller(session: SessionContext) {
  if (!hasPermission(session, 'pos:sell') && !hasPermission(session, 'pos:manage')) {
    throw forbidden();
  }
}

async function staffName(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return '';
  return `${row.firstName} ${row.lastName}`.trim() || row.username;
}

/** The distinct product ids of a cart, lower-cased. */
export function productIdsOf(cart: CartLineInput[]) {
  return [...new Set(cart.map((line) => line.productId.toLowerCase()))];
}

/** What a new order row needs besides its lines and totals. */
export type NewOrder = {
  organizationId: string;
  settings: PosSettings;
  cart: CartLineInput[];
  discount: Discount | null;
  source: OrderSource;
  status: 'new' | 'completed';
  paymentMethod: PaymentMethod | null;
  paid: boolean;
  customerName: string;
  customerPhone: string;
  note: string;
  createdById: string | null;
  createdByName: string;
  clientKey?: string;
  tokenHash?: string;
  tokenSealed?: string;
  /** Public orders: the pickup slot chosen (checked against the offered ones), or null. */
  pickupAt?: Date | null;
};

/**
 * In the order's transaction: take the counted products' stock (a conditional update each,
 * so parallel orders never oversell) and hold the pickup slot's place when slots are limited.
 */
async function reserveForOrder(
  tx: DbExecutor,
  order: NewOrder,
  products: catalogue.PosProductRow[],
  lines: { productId: string | null; quantity: number }[],
) {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    if (line.productId)
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  for (const product of products) {
    const quantity = wanted.get(product.id);
    if (product.stock === null || !quantity) continue;
    if (!(await catalogue.takeStock(tx, order.organizationId, product.id, quantity))) {
      throw templateError('CONFLICT', POS_MESSAGES.soldOut, { name: product.name });
    }
  }
  const { pickupAt, settings } = order;
  if (pickupAt && settings.ordersPerSlot > 0) {
    await catalogue.lockPickupSlot(tx, order.organizationId, pickupAt);
    const counts = await catalogue.pickupCounts(tx, order.organizationId, pickupAt);
    if ((counts.get(pickupAt.toISOString()) ?? 0) >= settings.ordersPerSlot) {
      throw conflict(POS_MESSAGES.pickupFull);
    }
  }
}

/** Capture the lines, compute the totals (the money rule), number and store the order. */
export async function insertNewOrder(
  db: DbExecutor,
  order: NewOrder,
  now = new Date(),
  /** The cart's products when already read (of this organisation only). */
  productsRead?: catalogue.PosProductRow[],
) {
  const products =
    productsRead ??
    (await catalogue.findProducts(db, order.organizationId, productIdsOf(order.cart)));
  const { settings } = order;
  const businessDay = shopClock(settings.timeZone, now).day;
  const own = products.filter((product) => product.organizationId === order.organizationId);
  const lines = captureLines(order.cart, own, businessDay);
  const totals = computeTotals({
    lines,
    discount: order.discount,
    taxRateBasisPoints: settings.taxRateBasisPoints,
    taxInclusive: settings.taxInclusive,
  });
  const needsReserving =
    own.some((product) => product.stock !== null) ||
    Boolean(order.pickupAt && settings.ordersPerSlot > 0);
  if (!needsReserving) return insertOrderRow(db, order, lines, totals, businessDay, now);
  return db.transaction(async (tx) => {
    await reserveForOrder(tx, order, own, lines);
    return insertOrderRow(tx, order, lines, totals, businessDay, now);
  });
}

function insertOrderRow(
  db: DbExecutor,
  order: NewOrder,
  lines: ReturnType<typeof captureLines>,
  totals: ReturnType<typeof computeTotals>,
  businessDay: string,
  now: Date,
) {
  const { settings } = order;
  return repo.insertNumberedOrder(db, {
    organizationId: order.organizationId,
    businessDay,
    source: order.source,
    status: order.status,
    statusHistory: [
      {
        status: order.status,
        at: now.toISOString(),
        byUserId: order.createdById,
        byName: order.createdByName,
      },
    ],
    lines,
    discount: order.discount,
    currency: settings.currency,
    subtotal: totals.subtotal,
    discountAmount: totals.discountAmount,
    tax: totals.tax,
    total: totals.total,
    taxRateBasisPoints: settings.taxRateBasisPoints,
    taxInclusive: settings.taxInclusive,
    paymentMethod: order.paymentMethod,
    paid: order.paid,
    paidAt: order.paid ? now : null,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    note: order.note,
    pickupAt: order.pickupAt ?? null,
    clientKey: order.clientKey ?? null,
    tokenHash: order.tokenHash ?? null,
    tokenSealed: order.tokenSealed ?? null,
    createdById: order.createdById,
    createdByName: order.createdByName,
    createdAt: now,
  });
}

/** The staff side of orders: create, change status, pay, refund, list and sum. */
export function createOrdersService({ db }: AppDeps, events: PosEvents) {
  async function announce(row: repo.PosOrderRow, change: 'created' | 'updated') {
    const refundedById =
      change === 'created' ? null : await repo.findRefundOf(db, row.organizationId, row.id);
    const order = presentOrder(row, refundedById);
    events.order(row.organizationId, order, change);
    if (row.tokenHash) {
      const shopName = await catalogue.findShopName(db, row.organizationId);
      events.publicStatus(row.tokenHash, presentPublicOrder(row, shopName));
    }
    return order;
  }

  async function lockedOrder(tx: DbExecutor, session: SessionContext, id: string) {
    const row = isUuid(id)
      ? await repo.findOrder(tx, session.organizationId, id, { forUpdate: true })
      : undefined;
    if (!row) throw orderNotFound();
    return row;
  }

  /** The day asked or the shop's today; today's lists also hold earlier days' open orders. */
  async function dayOf(organizationId: string, day: string | undefined) {
    const settings = await settingsOf(db, organizationId);
    const today = shopClock(settings.timeZone).day;
    return { settings, day: day ?? today, isToday: (day ?? today) === today };
  }

  return {
    async createOrder(session: SessionContext, input: CreatePosOrderInput) {
      assertSeller(session);
      if (input.paid && !input.paymentMethod) throw invalid(POS_MESSAGES.paymentMethodRequired);
      const settings = await settingsOf(db, session.organizationId);
      const row = await insertNewOrder(db, {
        organizationId: session.organizationId,
        settings,
        cart: input.lines,
        discount: input.discount,
        source: input.source,
        status: input.status,
        paymentMethod: input.paymentMethod,
        paid: input.paid,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        note: input.note,
        createdById: session.userId,
        createdByName: await staffName(db, session.userId),
      });
      return announce(row, 'created');
    },

    /** The server's lines and totals for a cart, without storing anything. */
    async previewOrder(session: SessionContext, cart: CartLineInput[], discount: Discount | null) {
      assertSeller(session);
      const settings = await settingsOf(db, session.organizationId);
      const ids = productIdsOf(cart);
      const lines = captureLines(
        cart,
        await catalogue.findProducts(db, session.organizationId, ids),
      );
      const totals = computeTotals({
        lines,
        discount,
        taxRateBasisPoints: settings.taxRateBasisPoints,
        taxInclusive: settings.taxInclusive,
      });
      return {
        lines,
        totals: {
          currency: settings.currency,
          subtotal: totals.subtotal,
          discountAmount: totals.discountAmount,
          tax: totals.tax,
          total: totals.total,
          taxRateBasisPoints: settings.taxRateBasisPoints,
          taxInclusive: settings.taxInclusive,
        },
      };
    },

    async getOrder(session: SessionContext, id: string) {
      assertSeller(session);
      const row = isUuid(id) ? await repo.findOrder(db, session.organizationId, id) : undefined;
      if (!row) throw orderNotFound();
      return presentOrder(row, await repo.findRefundOf(db, session.organizationId, row.id));
    },

    async changeStatus(session: SessionContext, id: string, status: OrderStatus) {
      assertSeller(session);
      const byName = await staffName(db, session.userId);
      const row = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, session, id);
        if (order.refundOfId) throw conflict(POS_MESSAGES.refundChangeForbidden);
        if (!canChangeStatus(order.status, status)) {
          throw templateError('CONFLICT', POS_MESSAGES.illegalTransition, {
            from: order.status,
            to: status,
          });
        }
        if (status === 'cancelled' && order.paid) throw conflict(POS_MESSAGES.cancelPaid);
        // What a cancelled order took goes back on the shelf, with the cancellation.
        if (status === 'cancelled') {
          await catalogue.returnStock(tx, session.organizationId, order.lines);
        }
        return repo.updateOrder(tx, session.organizationId, order.id, {
          status,
          statusHistory: [
            ...order.statusHistory,
            { status, at: new Date().toISOString(), byUserId: session.userId, byName },
          ],
        });
      });
      if (status === 'ready') await events.orderReady?.(row);
      return announce(row, 'updated');
    },

    async payOrder(session: SessionContext, id: string, paymentMethod: PaymentMethod) {
      assertSeller(session);
      const row = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, session, id);
        if (order.refundOfId) throw conflict(POS_MESSAGES.refundChangeForbidden);
        if (order.paid) throw conflict(POS_MESSAGES.alreadyPaid);
        if (order.status === 'cancelled') throw conflict(POS_MESSAGES.payCancelled);
        return repo.updateOrder(tx, session.organizationId, order.id, {
          paid: true,
          paidAt: new Date(),
          paymentMethod,
        });
      });
      return announce(row, 'updated');
    },

    /**
     * A full refund: a new completed, paid order of today with every quantity negated and
     * the same discount and tax rate, so its totals are the original's negated exactly.
     */
    async refundOrder(
      session: SessionContext,
      id: string,
      input: { paymentMethod: PaymentMethod | null; note: string },
    ) {
      assertSeller(session);
      const byName = await staffName(db, session.userId);
      const settings = await settingsOf(db, session.organizationId);
      const now = new Date();
      const { refund, original } = await db
        .transaction(async (tx) => {
          const order = await lockedOrder(tx, session, id);
          if (order.refundOfId) throw conflict(POS_MESSAGES.refundOfRefund);
          if (order.status === 'cancelled') throw conflict(POS_MESSAGES.refundCancelled);
          if (!order.paid) throw conflict(POS_MESSAGES.refundNotPaid);
          if (await repo.findRefundOf(tx, session.organizationId, order.id)) {
            throw conflict(POS_MESSAGES.refundTwice);
          }
          const lines = order.lines.map((line) => ({
            ...line,
            quantity: -line.quantity,
            lineTotal: -line.lineTotal,
          }));
          const totals = computeTotals({
            lines,
            discount: order.discount ?? null,
            taxRateBasisPoints: order.taxRateBasisPoints,
            taxInclusive: order.taxInclusive,
          });
          const businessDay = shopClock(settings.timeZone, now).day;
          await catalogue.returnStock(tx, session.organizationId, order.lines);
          const created = await repo.insertNumberedOrder(tx, {
            organizationId: session.organizationId,
            businessDay,
            source: 'counter',
            status: 'completed',
            statusHistory: [
              { status: 'completed', at: now.toISOString(), byUserId: session.userId, byName },
            ],
            lines,
            discount: order.discount,
            currency: order.currency,
            subtotal: totals.subtotal,
            discountAmount: totals.discountAmount,
            tax: totals.tax,
            total: totals.total,
            taxRateBasisPoints: order.taxRateBasisPoints,
            taxInclusive: order.taxInclusive,
            paymentMethod: input.paymentMethod ?? order.paymentMethod,
            paid: true,
            paidAt: now,
            customerName: order.customerName,
            customerPhone: order.customerPhone,
            note: input.note,
            refundOfId: order.id,
            createdById: session.userId,
            createdByName: byName,
            createdAt: now,
          });
          // No method chosen: a split payment is paid back across its methods, each its share.
          if (!input.paymentMethod) {
            const paid = await counter.listPayments(tx, session.organizationId, [order.id]);
            const parts = splitRefund(created.total, paid);
            if (parts.length > 1) {
              await counter.insertPayments(
                tx,
                parts.map((part, index) => ({
                  organizationId: session.organizationId,
                  orderId: created.id,
                  method: part.method,
                  amount: part.amount,
                  tendered: null,
                  change: 0,
                  // A millisecond apart: the parts list back in the order of the payment's.
                  createdAt: new Date(now.getTime() + index),
                })),
              );
            }
          }
          return { refund: created, original: order };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(POS_MESSAGES.refundTwice);
          throw error;
        });
      const presented = await announce(refund, 'created');
      events.order(session.organizationId, presentOrder(original, refund.id), 'updated');
      return presented;
    },

    async listOrders(session: SessionContext, query: { day?: string; status?: OrderStatus[] }) {
      assertSeller(session);
      const { day, isToday } = await dayOf(session.organizationId, query.day);
      const rows = await repo.listOrders(db, session.organizationId, day, query.status, isToday);
      const refunds = await repo.refundsOf(
        db,
        session.organizationId,
        rows.filter((row) => row.paid && !row.refundOfId).map((row) => row.id),
      );
      return rows.map((row) => presentOrder(row, refunds.get(row.id) ?? null));
    },

    /**
     * "Sales today": paid totals of a business day, refunds subtracted, and the money taken by
     * each payment method (each part of a split payment under its own, tips included).
     */
    async salesSummary(session: SessionContext, dayAsked?: string): Promise<PosSalesSummary> {
      assertSeller(session);
      const { settings, day, isToday } = await dayOf(session.organizationId, dayAsked);
      const [sales, counts] = await Promise.all([
        repo.salesOfDay(db, session.organizationId, day),
        repo.orderCounts(db, session.organizationId, day, isToday),
      ]);
      return {
        day,
        currency: settings.currency,
        orderCount: counts.orders,
        openCount: counts.open,
        total: sales.total,
        tax: sales.tax,
        tips: sales.tips,
        refunds: sales.refunds,
        byPaymentMethod: PAYMENT_METHODS.map((paymentMethod) => {
          const row = sales.byMethod.find((candidate) => candidate.method === paymentMethod);
          return { paymentMethod, count: row?.count ?? 0, total: row?.total ?? 0 };
        }),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
