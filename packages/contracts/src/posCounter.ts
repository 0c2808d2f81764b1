import { z } from 'zod';
import { PAYMENT_METHODS, paymentMethodSchema, POS_NOTE_MAX_LENGTH, POS_PRICE_MAX } from './pos.js';
import { isId, requiredText, text } from './validation.js';

/*
 * At the counter (issue 28): split payments with cash tendered and change, tips, refunds of
 * some lines with a reason, the cash drawer and the end-of-day (Z) report. Money is integer
 * minor units. The server checks every money rule:
 * - payments: sum of amounts = order total + tip; cash may be tendered above its amount
 *   (change = tendered − amount); other methods take no change;
 * - refunds: each line at most its quantity not yet refunded; the refunds of an order never
 *   add up to more than it was paid (without the tip);
 * - drawer: one open session per register and organisation; expected = opening float + cash
 *   taken (change already given back) + cash in − cash out; difference = counted − expected.
 *
 * ROUTES (under /api, pos:sell or pos:manage):
 *   POST /pos/orders/{id}/payments   {tip, payments[]}            → {order, tip, payments, change}
 *   GET  /pos/orders/{id}/payments                                → {tip, payments}
 *   POST /pos/orders/{id}/refunds (201) {lines?, reason, method?} → {order: the refund}
 *   PUT  /pos/orders/{id}/customer  {contactId|null}              → {order}
 *   GET  /pos/customers/{contactId}/orders                        → {orders}
 *   GET  /pos/drawer → {drawer|null};  POST /pos/drawer/open | /movements | /close → {drawer}
 *   GET  /pos/reports?from=&to=[&format=csv|pdf]                  → {report} | CSV | PDF
 *   PUT  /pos/products/{id}/barcode {barcode|null} (pos:manage)    → {productId, barcode}
 *   GET  /pos/products/barcode/{code}                             → {productId}
 *   POST /pos/orders/{id}/receipt-email {to|null}                 → {to}
 */

export const POS_SPLIT_MAX = 6;
export const POS_REGISTER_DEFAULT = 'main';

export const POS_COUNTER_MESSAGES = {
  amountInvalid: `Enter an amount from 0 to ${POS_PRICE_MAX} in minor units (whole cents).`,
  paymentsRequired: 'Add at least one payment.',
  tooManyPayments: `Split a payment across at most ${POS_SPLIT_MAX} parts.`,
  paymentsMismatch: 'The payments add up to {paid}, but the order with its tip is {due}.',
  cashShort: 'The cash tendered ({tendered}) is less than the cash part ({amount}).',
  changeCashOnly: 'Only cash can be tendered above its amount.',
  reasonRequired: 'Give a reason for the refund.',
  reasonTooLong: `The reason must be at most ${POS_NOTE_MAX_LENGTH} characters.`,
  refundLineNotFound: 'That line is not on this order.',
  refundTooMuch: 'Only {left} of {name} can still be refunded.',
  refundNothingLeft: 'Everything on this order has already been refunded.',
  contactNotFound: 'Contact not found.',
  drawerAlreadyOpen: 'The cash drawer is already open. Close it first.',
  drawerNotOpen: 'Open the cash drawer first.',
  movementReasonRequired: 'Give a reason for taking cash in or out.',
  movementZero: 'Enter an amount other than zero.',
  barcodeInvalid: 'A barcode is 1 to 64 letters, digits or dashes.',
  barcodeTaken: 'Another product already has this barcode.',
  barcodeUnknown: 'No product has the barcode {code}.',
  receiptEmailInvalid: 'Enter a valid e-mail address.',
  receiptNoAddress: 'Enter an e-mail address for the receipt.',
  receiptRateLimited: 'Too many receipts sent. Please wait a minute and try again.',
  reportRangeInvalid: 'Choose a first day on or before the last day, at most 366 days apart.',
} as const;

const amountSchema = z
  .number({ message: POS_COUNTER_MESSAGES.amountInvalid })
  .int(POS_COUNTER_MESSAGES.amountInvalid)
  .min(0, POS_COUNTER_MESSAGES.amountInvalid)
  .max(POS_PRICE_MAX * 100, POS_COUNTER_MESSAGES.amountInvalid);
const idSchema = text().refine(isId, { message: 'Use an id.' });
const reasonSchema = requiredText(
  POS_COUNTER_MESSAGES.reasonRequired,
  POS_NOTE_MAX_LENGTH,
  POS_COUNTER_MESSAGES.reasonTooLong,
);

// ------------------------------------------------------------------------------- payments

export const paymentPartSchema = z.object({
  method: paymentMethodSchema,
  amount: amountSchema,
  /** Cash only: what the customer handed over; the change is tendered − amount. */
  tendered: amountSchema.nullable().default(null),
});
export type PaymentPartInput = z.output<typeof paymentPartSchema>;

/** POST /pos/orders/{id}/payments: pays an unpaid order once, possibly across methods. */
export const payOrderPartsRequestSchema = z.object({
  tip: amountSchema.default(0),
  payments: z
    .array(paymentPartSchema)
    .min(1, POS_COUNTER_MESSAGES.paymentsRequired)
    .max(POS_SPLIT_MAX, POS_COUNTER_MESSAGES.tooManyPayments),
});
export type PayOrderPartsRequest = z.input<typeof payOrderPartsRequestSchema>;

export const posPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  method: paymentMethodSchema,
  /** Negative on a refund. */
  amount: z.number().int(),
  tendered: z.number().int().nullable(),
  change: z.number().int(),
  createdAt: z.string(),
});
export type PosPayment = z.infer<typeof posPaymentSchema>;

export const orderPaymentsResponseSchema = z.object({
  tip: z.number().int(),
  payments: z.array(posPaymentSchema),
});
export type OrderPaymentsResponse = z.infer<typeof orderPaymentsResponseSchema>;

// -------------------------------------------------------------------------------- refunds

/**
 * POST /pos/orders/{id}/refunds → 201 {order: the refund}: some lines (lineId and how many),
 * or every line not yet refunded when `lines` is left out. method defaults to the original's.
 */
export const refundLinesRequestSchema = z.object({
  lines: z
    .array(z.object({ lineId: text().min(1).max(100), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100)
    .optional(),
  reason: reasonSchema.prefault(''),
  method: paymentMethodSchema.nullable().default(null),
});
export type RefundLinesRequest = z.input<typeof refundLinesRequestSchema>;

// ------------------------------------------------------------------------------- barcodes

/** What scanners send: EAN/UPC digits, Code 128 letters and dashes. */
export const barcodeSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, POS_COUNTER_MESSAGES.barcodeInvalid);

/**
 * PUT /pos/products/{id}/barcode (pos:manage) {barcode|null} → {productId, barcode};
 * GET /pos/products/barcode/{code} (pos:sell) → {productId} (404 barcodeUnknown).
 */
export const productBarcodeRequestSchema = z.object({ barcode: barcodeSchema.nullable() });

// ------------------------------------------------------------------------------- customer

export const attachCustomerRequestSchema = z.object({ contactId: idSchema.nullable() });

// -------------------------------------------------------------------------------- receipt

/**
 * POST /pos/orders/{id}/receipt-email {to|null} → {to}: the receipt as plain text through the
 * product's mail transport; `to` left out sends to the attached contact's first address.
 * Limited per member (POS_RECEIPT_RATE_LIMIT_*): 429 receiptRateLimited.
 */
export const emailReceiptRequestSchema = z.object({
  to: text()
    .trim()
    .toLowerCase()
    .pipe(z.email(POS_COUNTER_MESSAGES.receiptEmailInvalid))
    .nullable()
    .default(null),
});

// --------------------------------------------------------------------------------- drawer

export const openDrawerRequestSchema = z.object({ openingFloat: amountSchema });
export const drawerMovementRequestSchema = z.object({
  /** Positive: cash put in; negative: cash taken out. */
  amount: z
    .number({ message: POS_COUNTER_MESSAGES.amountInvalid })
    .int(POS_COUNTER_MESSAGES.amountInvalid)
    .min(-POS_PRICE_MAX * 100, POS_COUNTER_MESSAGES.amountInvalid)
    .max(POS_PRICE_MAX * 100, POS_COUNTER_MESSAGES.amountInvalid)
    .refine((value) => value !== 0, POS_COUNTER_MESSAGES.movementZero),
  reason: requiredText(
    POS_COUNTER_MESSAGES.movementReasonRequired,
    POS_NOTE_MAX_LENGTH,
    POS_COUNTER_MESSAGES.reasonTooLong,
  ).prefault(''),
});
export const closeDrawerRequestSchema = z.object({
  counted: amountSchema,
  note: text().trim().max(POS_NOTE_MAX_LENGTH, POS_COUNTER_MESSAGES.reasonTooLong).default(''),
});

export const drawerSchema = z.object({
  id: z.string(),
  register: z.string(),
  openingFloat: z.number().int(),
  openedAt: z.string(),
  openedByName: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string(),
  cashSales: z.number().int(),
  cashIn: z.number().int(),
  cashOut: z.number().int(),
  expected: z.number().int(),
  counted: z.number().int().nullable(),
  /** counted − expected once closed. */
  difference: z.number().int().nullable(),
  movements: z.array(
    z.object({ amount: z.number().int(), reason: z.string(), at: z.string(), byName: z.string() }),
  ),
});
export type PosDrawer = z.infer<typeof drawerSchema>;

// --------------------------------------------------------------------------------- report

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = text()
  .regex(dayPattern, 'Use a day as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real day.');

/** GET /pos/reports?from=&to=&format=csv|pdf: business days in the shop's time zone (today if left out). */
export const posReportQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
});

export const posReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  orderCount: z.number().int(),
  refundCount: z.number().int(),
  /** Paid sales before refunds, discounts already taken off. */
  grossSales: z.number().int(),
  refunds: z.number().int(),
  netSales: z.number().int(),
  discounts: z.number().int(),
  tax: z.number().int(),
  tips: z.number().int(),
  /** Money taken per method (tips included, refunds negative). */
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number().int() })),
  byProduct: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), total: z.number().int() }),
  ),
  byHour: z.array(
    z.object({ hour: z.number().int(), orders: z.number().int(), total: z.number().int() }),
  ),
});
export type PosReport = z.infer<typeof posReportSchema>;
