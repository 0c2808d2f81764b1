import {
  computeTotals,
  PAYMENT_METHODS,
  POS_COUNTER_MESSAGES,
  POS_MESSAGES,
  POS_REGISTER_DEFAULT,
  type Discount,
  type OrderLine,
  type PaymentMethod,
  type PaymentPartInput,
  type PosDrawer,
  type PosOrder,
  type PosPayment,
  type PosReport,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, forbidden, isUniqueViolation, templateError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import { eq } from 'drizzle-orm';
import { recordAuditEvent } from '../audit/audit.record.js';
import { findVisibleContact } from '../contacts/contacts.repo.js';
import { users } from '../users/users.table.js';
import * as catalogue from './pos.catalogue.repo.js';
import { settingsOf } from './pos.catalogue.service.js';
import * as repo from './pos.counter.repo.js';
import { shopClock } from './pos.hours.js';
import * as orders from './pos.orders.repo.js';
import { assertSeller, type PosEvents } from './pos.orders.service.js';
import { presentOrder, presentPublicOrder } from './pos.presenter.js';
import { receiptText } from './pos.receipt.js';
import { splitRefund } from './pos.refund-parts.js';
import { conflict, invalid, orderNotFound } from './pos.errors.js';

const CUSTOMER_ORDERS_MAX = 50;
const REPORT_DAYS_MAX = 366;

export function presentPayment(row: repo.PosPaymentRow): PosPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    method: row.method,
    amount: row.amount,
    tendered: row.tendered,
    change: row.change,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Check a split payment against the money rule and work out each part's change: the parts
 * add up to total + tip; cash may be tendered above its part, other methods may not.
 */
export function settlePayment(total: number, tip: number, parts: PaymentPartInput[]) {
  const due = total + tip;
  const paid = parts.reduce((sum, part) => sum + part.amount, 0);
  if (paid !== due) {
    throw templateError('VALIDATION_ERROR', POS_COUNTER_MESSAGES.paymentsMismatch, { paid, due });
  }
  return parts.map((part) => {
    const tendered = part.tendered ?? part.amount;
    if (part.method !== 'cash' && tendered !== part.amount) {
      throw invalid(POS_COUNTER_MESSAGES.changeCashOnly);
    }
    if (tendered < part.amount) {
      throw templateError('VALIDATION_ERROR', POS_COUNTER_MESSAGES.cashShort, {
        tendered,
        amount: part.amount,
      });
    }
    return {
      method: part.method,
      amount: part.amount,
      tendered: part.method === 'cash' ? tendered : null,
      change: tendered - part.amount,
    };
  });
}

/** The order's lines with how many of each were refunded already. */
function refundedQuantities(refunds: orders.PosOrderRow[]) {
  const refunded = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines) {
      refunded.set(line.id, (refunded.get(line.id) ?? 0) - line.quantity);
    }
  }
  return refunded;
}

/** An amount discount shrinks with the part refunded; a percentage stays as it is. */
function refundDiscount(original: orders.PosOrderRow, refundSubtotal: number): Discount | null {
  const discount = original.discount ?? null;
  if (!discount || discount.kind === 'percent' || original.subtotal === 0) return discount;
  const share = (original.discountAmount * Math.abs(refundSubtotal)) / original.subtotal;
  return { kind: 'amount', value: Math.round(share) };
}

async function staffName(db: DbExecutor, session: SessionContext) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!row) return '';
  return `${row.firstName} ${row.lastName}`.trim() || row.username;
}

/** The counter: split payments with change and tips, line refunds, customers, drawer, report. */
export function createCounterService({ db, mailer }: AppDeps, events: PosEvents) {
  async function announce(row: orders.PosOrderRow, change: 'created' | 'updated') {
    const refundedById =
      change === 'created' ? null : await orders.findRefundOf(db, row.organizationId, row.id);
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
      ? await orders.findOrder(tx, session.organizationId, id, { forUpdate: true })
      : undefined;
    if (!row) throw orderNotFound();
    return row;
  }

  async function presentDrawer(row: repo.DrawerSessionRow): Promise<PosDrawer> {
    const movements = await repo.listMovements(db, row.organizationId, row.id);
    const cashSales = await repo.cashTaken(
      db,
      row.organizationId,
      row.openedAt,
      row.closedAt ?? new Date(Date.now() + 1000),
    );
    const cashIn = movements.filter((m) => m.amount > 0).reduce((sum, m) => sum + m.amount, 0);
    const cashOut = -movements.filter((m) => m.amount < 0).reduce((sum, m) => sum + m.amount, 0);
    const expected = row.expected ?? row.openingFloat + cashSales + cashIn - cashOut;
    return {
      id: row.id,
      register: row.register,
      openingFloat: row.openingFloat,
      openedAt: row.openedAt.toISOString(),
      openedByName: row.openedByName,
      closedAt: row.closedAt?.toISOString() ?? null,
      closedByName: row.closedByName,
      cashSales,
      cashIn,
      cashOut,
      expected,
      counted: row.counted,
      difference: row.counted === null ? null : row.counted - expected,
      movements: movements.map((m) => ({
        amount: m.amount,
        reason: m.reason,
        at: m.createdAt.toISOString(),
        byName: m.createdByName,
      })),
    };
  }

  async function openDrawerOf(tx: DbExecutor, session: SessionContext) {
    const drawer = await repo.findOpenDrawer(tx, session.organizationId, POS_REGISTER_DEFAULT, {
      forUpdate: true,
    });
    if (!drawer) throw conflict(POS_COUNTER_MESSAGES.drawerNotOpen);
    return drawer;
  }

  return {
    /** Pay an unpaid order once, across one or more methods, with an optional tip. */
    async payParts(
      session: SessionContext,
      id: string,
      input: { tip: number; payments: PaymentPartInput[] },
    ) {
      assertSeller(session);
      const { row, payments } = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, session, id);
        if (order.refundOfId) throw conflict(POS_MESSAGES.refundChangeForbidden);
        if (order.paid) throw conflict(POS_MESSAGES.alreadyPaid);
        if (order.status === 'cancelled') throw conflict(POS_MESSAGES.payCancelled);
        const parts = settlePayment(order.total, input.tip, input.payments);
        const now = new Date();
        const largest = [...parts].sort((a, b) => b.amount - a.amount)[0]!;
        const updated = await repo.markPaid(tx, session.organizationId, order.id, {
          paidAt: now,
          paymentMethod: largest.method,
          tip: input.tip,
        });
        const inserted = await repo.insertPayments(
          tx,
          // A millisecond apart: the parts list back (receipts, e-mail) in the order given.
          parts.map((part, index) => ({
            ...part,
            organizationId: session.organizationId,
            orderId: order.id,
            createdAt: new Date(now.getTime() + index),
          })),
        );
        return { row: updated, payments: inserted };
      });
      const order = await announce(row, 'updated');
      return {
        order,
        tip: row.tip,
        payments: payments.map(presentPayment),
        change: payments.reduce((sum, payment) => sum + payment.change, 0),
      };
    },

    async listPayments(session: SessionContext, id: string) {
      assertSeller(session);
      const row = isUuid(id) ? await orders.findOrder(db, session.organizationId, id) : undefined;
      if (!row) throw orderNotFound();
      const rows = await repo.listPayments(db, session.organizationId, [row.id]);
      return { tip: row.tip, payments: rows.map(presentPayment) };
    },

    /**
     * Refund some lines (or all that is left) with a reason: a new completed, paid order with
     * those quantities negated, and a negative payment row of the refund's method.
     */
    async refundLines(
      session: SessionContext,
      id: string,
      input: {
        lines?: { lineId: string; quantity: number }[];
        reason: string;
        method: PaymentMethod | null;
      },
    ): Promise<PosOrder> {
      assertSeller(session);
      const byName = await staffName(db, session);
      const settings = await settingsOf(db, session.organizationId);
      const now = new Date();
      const { refund, original } = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, session, id);
        if (order.refundOfId) throw conflict(POS_MESSAGES.refundOfRefund);
        if (order.status === 'cancelled') throw conflict(POS_MESSAGES.refundCancelled);
        if (!order.paid) throw conflict(POS_MESSAGES.refundNotPaid);
        const previous = await repo.listRefundsOf(tx, session.organizationId, order.id);
        const refunded = refundedQuantities(previous);
        const left = (line: OrderLine) => line.quantity - (refunded.get(line.id) ?? 0);
        const asked =
          input.lines ?? order.lines.map((line) => ({ lineId: line.id, quantity: left(line) }));
        const wanted = new Map<string, number>();
        for (const part of asked) {
          wanted.set(part.lineId, (wanted.get(part.lineId) ?? 0) + part.quantity);
        }
        const lines: OrderLine[] = [];
        for (const [lineId, quantity] of wanted) {
          const line = order.lines.find((candidate) => candidate.id === lineId);
          if (!line) throw invalid(POS_COUNTER_MESSAGES.refundLineNotFound);
          if (quantity > left(line)) {
            throw templateError('CONFLICT', POS_COUNTER_MESSAGES.refundTooMuch, {
              left: left(line),
              name: line.name,
            });
          }
          if (quantity > 0) {
            lines.push({ ...line, quantity: -quantity, lineTotal: -line.unitPrice * quantity });
          }
        }
        if (lines.length === 0) throw conflict(POS_COUNTER_MESSAGES.refundNothingLeft);
        const alreadyRefunded = -previous.reduce((sum, row) => sum + row.total, 0);
        const takesTheRest = order.lines.every(
          (line) => left(line) === -(lines.find((l) => l.id === line.id)?.quantity ?? 0),
        );
        const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
        const discount = refundDiscount(order, subtotal);
        let totals = computeTotals({
          lines,
          discount,
          taxRateBasisPoints: order.taxRateBasisPoints,
          taxInclusive: order.taxInclusive,
        });
        if (takesTheRest) {
          // The last refund takes exactly what is left, so the refunds add up to the order.
          const sum = (key: 'subtotal' | 'discountAmount' | 'tax' | 'total') =>
            -(order[key] + previous.reduce((total, row) => total + row[key], 0));
          totals = {
            ...totals,
            subtotal: sum('subtotal'),
            discountAmount: sum('discountAmount'),
            tax: sum('tax'),
            total: sum('total'),
          };
        }
        // Rounding never lets the refunds pass what was paid.
        if (-totals.total > order.total - alreadyRefunded) {
          throw conflict(POS_COUNTER_MESSAGES.refundNothingLeft);
        }
        const method = input.method ?? order.paymentMethod ?? 'other';
        // The refunded units go back on the shelf, with the refund.
        await catalogue.returnStock(
          tx,
          session.organizationId,
          lines.map((line) => ({ productId: line.productId, quantity: -line.quantity })),
        );
        const created = await orders.insertNumberedOrder(tx, {
          organizationId: session.organizationId,
          businessDay: shopClock(settings.timeZone, now).day,
          source: 'counter',
          status: 'completed',
          statusHistory: [
            { status: 'completed', at: now.toISOString(), byUserId: session.userId, byName },
          ],
          lines,
          discount,
          currency: order.currency,
          subtotal: totals.subtotal,
          discountAmount: totals.discountAmount,
          tax: totals.tax,
          total: totals.total,
          taxRateBasisPoints: order.taxRateBasisPoints,
          taxInclusive: order.taxInclusive,
          paymentMethod: method,
          paid: true,
          paidAt: now,
          customerName: order.customerName,
          customerPhone: order.customerPhone,
          contactId: order.contactId,
          note: input.reason,
          refundOfId: order.id,
          createdById: session.userId,
          createdByName: byName,
          createdAt: now,
        });
        // No method chosen: paid back across the methods of a split payment, each its share.
        const parts = input.method
          ? []
          : splitRefund(
              created.total,
              await repo.listPayments(tx, session.organizationId, [order.id]),
            );
        await repo.insertPayments(
          tx,
          (parts.length > 0 ? parts : [{ method, amount: created.total }]).map((part, index) => ({
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
        return { refund: created, original: order };
      });
      const presented = await announce(refund, 'created');
      events.order(session.organizationId, presentOrder(original, refund.id), 'updated');
      return presented;
    },

    /** Attach a contact the seller may see (its name and first phone), or detach with null. */
    async attachCustomer(session: SessionContext, id: string, contactId: string | null) {
      assertSeller(session);
      const contact = contactId
        ? await findVisibleContact(db, session, contactId.toLowerCase())
        : undefined;
      if (contactId && !contact)
        throw new AppError('NOT_FOUND', POS_COUNTER_MESSAGES.contactNotFound);
      const row = await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, session, id);
        if (order.refundOfId) throw conflict(POS_MESSAGES.refundChangeForbidden);
        return repo.setContact(
          tx,
          session.organizationId,
          order.id,
          contact
            ? {
                contactId: contact.contact.id,
                customerName: contact.contact.displayName,
                customerPhone: contact.phones[0]?.number ?? order.customerPhone,
              }
            : { contactId: null },
        );
      });
      return announce(row!, 'updated');
    },

    async customerOrders(session: SessionContext, contactId: string) {
      assertSeller(session);
      const contact = isUuid(contactId)
        ? await findVisibleContact(db, session, contactId.toLowerCase())
        : undefined;
      if (!contact) throw new AppError('NOT_FOUND', POS_COUNTER_MESSAGES.contactNotFound);
      const rows = await repo.listOrdersOfContact(
        db,
        session.organizationId,
        contact.contact.id,
        CUSTOMER_ORDERS_MAX,
      );
      const refunds = await orders.refundsOf(
        db,
        session.organizationId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentOrder(row, refunds.get(row.id) ?? null));
    },

    /** Mail the receipt to an address, or to the attached contact's first one. */
    async emailReceipt(session: SessionContext, id: string, to: string | null) {
      assertSeller(session);
      const row = isUuid(id) ? await orders.findOrder(db, session.organizationId, id) : undefined;
      if (!row) throw orderNotFound();
      let address = to;
      if (!address && row.contactId) {
        const contact = await findVisibleContact(db, session, row.contactId);
        address = contact?.emails[0]?.address ?? null;
      }
      if (!address) throw invalid(POS_COUNTER_MESSAGES.receiptNoAddress);
      const [settings, shopName, payments] = await Promise.all([
        settingsOf(db, session.organizationId),
        catalogue.findShopName(db, session.organizationId),
        repo.listPayments(db, session.organizationId, [row.id]),
      ]);
      const { subject, text } = receiptText(
        presentOrder(row, null),
        shopName,
        settings.timeZone,
        row.tip,
        payments,
      );
      await mailer.send({ to: address, subject, text });
      return { to: address };
    },

    // ---- barcodes ------------------------------------------------------------------------
    async setBarcode(session: SessionContext, productId: string, barcode: string | null) {
      if (!hasPermission(session, 'pos:manage')) throw forbidden();
      const row = isUuid(productId)
        ? await repo
            .setBarcode(db, session.organizationId, productId.toLowerCase(), barcode)
            .catch((error: unknown) => {
              if (isUniqueViolation(error)) throw conflict(POS_COUNTER_MESSAGES.barcodeTaken);
              throw error;
            })
        : undefined;
      if (!row) throw new AppError('NOT_FOUND', POS_MESSAGES.productNotFound);
      return { productId: row.id, barcode: row.barcode };
    },

    async findByBarcode(session: SessionContext, code: string) {
      assertSeller(session);
      const row = await repo.findProductByBarcode(db, session.organizationId, code);
      if (!row) {
        throw templateError('NOT_FOUND', POS_COUNTER_MESSAGES.barcodeUnknown, { code });
      }
      return { productId: row.id };
    },

    // ---- drawer --------------------------------------------------------------------------
    async getDrawer(session: SessionContext) {
      assertSeller(session);
      const row =
        (await repo.findOpenDrawer(db, session.organizationId, POS_REGISTER_DEFAULT)) ??
        (await repo.findLastDrawer(db, session.organizationId, POS_REGISTER_DEFAULT));
      return row ? presentDrawer(row) : null;
    },

    async openDrawer(session: SessionContext, openingFloat: number) {
      assertSeller(session);
      const byName = await staffName(db, session);
      const row = await repo
        .insertDrawer(db, {
          organizationId: session.organizationId,
          register: POS_REGISTER_DEFAULT,
          openingFloat,
          openedByName: byName,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(POS_COUNTER_MESSAGES.drawerAlreadyOpen);
          throw error;
        });
      return presentDrawer(row);
    },

    async moveCash(session: SessionContext, amount: number, reason: string) {
      assertSeller(session);
      const byName = await staffName(db, session);
      const drawer = await db.transaction(async (tx) => {
        const open = await openDrawerOf(tx, session);
        await repo.insertMovement(tx, {
          organizationId: session.organizationId,
          sessionId: open.id,
          amount,
          reason,
          createdByName: byName,
        });
        return open;
      });
      return presentDrawer(drawer);
    },

    async closeDrawer(session: SessionContext, counted: number, note: string) {
      assertSeller(session);
      const byName = await staffName(db, session);
      const closed = await db.transaction(async (tx) => {
        const open = await openDrawerOf(tx, session);
        const closedAt = new Date();
        const { expected } = await presentDrawer({ ...open, closedAt });
        return repo.closeDrawer(tx, session.organizationId, open.id, {
          closedAt,
          closedByName: byName,
          expected,
          counted,
          note,
        });
      });
      return presentDrawer(closed);
    },

    // ---- report --------------------------------------------------------------------------
    /**
     * The Z report of some business days (shop time zone); today when not given. A CSV or PDF
     * of it leaves the application, so that is an export in the audit log.
     */
    async report(
      session: SessionContext,
      query: { from?: string; to?: string; format?: 'json' | 'csv' | 'pdf' },
    ): Promise<PosReport> {
      assertSeller(session);
      const settings = await settingsOf(db, session.organizationId);
      const today = shopClock(settings.timeZone).day;
      const from = query.from ?? query.to ?? today;
      const to = query.to ?? from;
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      if (days < 0 || days > REPORT_DAYS_MAX)
        throw invalid(POS_COUNTER_MESSAGES.reportRangeInvalid);
      const id = session.organizationId;
      const [totals, byMethod, byProduct, byHour] = await Promise.all([
        repo.reportTotals(db, id, from, to),
        repo.reportByMethod(db, id, from, to),
        repo.reportByProduct(db, id, from, to),
        repo.reportByHour(db, id, from, to, settings.timeZone),
      ]);
      if (query.format === 'csv' || query.format === 'pdf')
        await recordAuditEvent(db, {
          organizationId: id,
          actorUserId: session.userId,
          action: query.format === 'csv' ? 'export.csv' : 'export.document',
          target: { type: 'pos_report', id: null, label: `z-report-${from}-${to}.${query.format}` },
          details: { format: query.format, from, to, orders: totals.orderCount },
        });
      return {
        from,
        to,
        currency: settings.currency,
        timeZone: settings.timeZone,
        orderCount: totals.orderCount,
        refundCount: totals.refundCount,
        grossSales: totals.grossSales,
        refunds: totals.refunds,
        netSales: totals.grossSales + totals.refunds,
        discounts: totals.discounts,
        tax: totals.tax,
        tips: totals.tips,
        byMethod: PAYMENT_METHODS.map((method) => ({
          method,
          amount: byMethod.find((row) => row.method === method)?.amount ?? 0,
        })),
        byProduct,
        byHour,
      };
    },
  };
}

export type CounterService = ReturnType<typeof createCounterService>;
