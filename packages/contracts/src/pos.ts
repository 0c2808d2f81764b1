import { z } from 'zod';
import { isId, requiredText, text, timeZoneSchema } from './validation.js';

/*
 * Point of sale (issue 12): catalogue, shop settings, orders, the public ordering page and the
 * AI hand-off. Money is integer minor units everywhere (cents for EUR, yen for JPY): the
 * currency's exponent only matters for display (Intl.NumberFormat knows it).
 *
 * THE MONEY RULE (computeTotals below, the only place totals are computed):
 * 1. unit price = product price + the chosen options' price deltas, captured when ordered;
 * 2. line total = unit price × quantity, exact (integers);
 * 3. subtotal = sum of line totals;
 * 4. discount: an amount (minor units) or a percentage in basis points of the subtotal,
 *    rounded half away from zero once; never more than the subtotal;
 * 5. tax, rounded half away from zero ONCE per order on the discounted subtotal:
 *    - tax-exclusive shop: tax = net × rate / 10000, total = net + tax;
 *    - tax-inclusive shop (prices already hold the tax, the default): tax = net × rate /
 *      (10000 + rate), total = net.
 * Half away from zero is symmetric, so a refund (every quantity negated) is exactly the
 * original's totals negated. The browser may preview with computeTotals; the server always
 * recomputes from the catalogue and never reads totals from a request.
 */

/*
 * ROUTES (under /api). Staff, signed in (pos:manage changes the catalogue and settings;
 * pos:sell or pos:manage reads it and sells):
 *   GET  /pos/catalogue                      → {categories, products, settings}
 *   GET  /pos/settings, PUT /pos/settings    → {settings}
 *   POST /pos/categories (201), PUT|DELETE /pos/categories/{id}      → {category} | {ok}
 *   POST /pos/products (201), PUT|DELETE /pos/products/{id}          → {product} | {ok}
 *   PUT  /pos/products/{id}/image (multipart, field `image`), DELETE  → {product}
 *   GET  /pos/images/{file}                  (the staff imageUrl)
 *   POST /pos/orders (201) → {order};  POST /pos/orders/preview → {lines, totals}
 *   GET  /pos/orders?day=&status=            → {orders};  GET /pos/orders/{id} → {order}
 *   POST /pos/orders/{id}/status | /payment → {order};  POST /pos/orders/{id}/refund (201)
 *   GET  /pos/summary?day=                   → {summary} ("Sales today")
 * Public, no session:
 *   GET  /pos/public/{orgSlug}/menu          → PublicMenuResponse (404 shopNotFound)
 *   POST /pos/public/{orgSlug}/orders        → 201 (200 on a replayed clientKey) {order, token}
 *   GET  /pos/public/{orgSlug}/orders/{token} → {order: PublicOrderStatus}
 *   GET  /pos/public/{orgSlug}/images/{file} (the public imageUrl)
 * Live: see POS_EVENTS below.
 */

// ---------------------------------------------------------------------------------- limits

export const POS_NAME_MAX_LENGTH = 120;
export const POS_DESCRIPTION_MAX_LENGTH = 2_000;
export const POS_NOTE_MAX_LENGTH = 500;
/** 10 000 000 minor units: 100 000.00 in a two-decimal currency. */
export const POS_PRICE_MAX = 10_000_000;
export const POS_QUANTITY_MAX = 999;
export const POS_LINES_MAX = 100;
export const POS_OPTION_GROUPS_MAX = 10;
export const POS_OPTION_CHOICES_MAX = 20;
/** Largest product image upload (JPEG, PNG, WebP or GIF). */
export const POS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

// -------------------------------------------------------------------------------- messages

/** Every text a user sees about the point of sale (server answers and the web's own). */
export const POS_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${POS_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `Description must be at most ${POS_DESCRIPTION_MAX_LENGTH} characters.`,
  noteTooLong: `Note must be at most ${POS_NOTE_MAX_LENGTH} characters.`,
  priceInvalid: `Enter a price between 0 and ${POS_PRICE_MAX} in minor units (whole cents).`,
  priceDeltaInvalid: `Enter a price change between -${POS_PRICE_MAX} and ${POS_PRICE_MAX} in minor units.`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${POS_QUANTITY_MAX}.`,
  cartEmpty: 'Add at least one product to the order.',
  tooManyLines: `An order holds at most ${POS_LINES_MAX} lines.`,
  tooManyOptionGroups: `A product has at most ${POS_OPTION_GROUPS_MAX} option groups.`,
  tooManyChoices: `An option group has at most ${POS_OPTION_CHOICES_MAX} choices.`,
  choicesRequired: 'An option group needs at least one choice.',
  currencyInvalid: 'Use a three-letter currency code such as EUR or USD.',
  taxRateInvalid: 'Tax rate must be between 0 and 10000 basis points (0 to 100%).',
  hoursInvalid: 'Opening hours use HH:MM, and each period must close after it opens.',
  hoursOverlap: 'Opening periods of the same day must not overlap.',
  discountInvalid: 'Enter a discount amount of 0 or more, or a percentage from 0 to 100%.',
  phoneInvalid: 'Enter a valid phone number (digits, spaces, +, -, parentheses; 6 to 20 digits).',
  customerNameRequired: 'Enter your name.',
  clientKeyInvalid: 'The order key must be 16 to 100 letters, digits, dashes or underscores.',
  categoryNotFound: 'Category not found.',
  productNotFound: 'Product not found.',
  productUnavailable: '{name} is not available at the moment.',
  optionNotFound: 'That option does not exist for {name}.',
  optionRequired: 'Choose {group} for {name}.',
  optionTooMany: 'Choose only one {group} for {name}.',
  orderNotFound: 'Order not found.',
  shopNotFound: 'This shop does not exist.',
  shopClosed: 'The shop is closed now. Please order during opening hours.',
  shopNotAccepting: 'The shop is not taking online orders at the moment.',
  illegalTransition: 'An order that is {from} cannot become {to}.',
  cancelPaid: 'This order is paid: refund it instead of cancelling it.',
  alreadyPaid: 'This order is already paid.',
  payCancelled: 'A cancelled order cannot be paid.',
  paymentMethodRequired: 'Choose how the order was paid.',
  refundNotPaid: 'Only a paid order can be refunded.',
  refundTwice: 'This order has already been refunded.',
  refundOfRefund: 'A refund cannot be refunded.',
  refundCancelled: 'A cancelled order cannot be refunded.',
  refundChangeForbidden: 'A refund cannot be changed.',
  imageTypeNotAllowed: 'Use a JPEG, PNG, WebP or GIF image.',
  imageTooLarge: `The image must be at most ${POS_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  imageMissing: 'Choose an image to upload.',
  categoryNameTaken: 'A category with this name already exists.',
  soldOut: '{name} is sold out.',
  stockTooLow: 'Only {count} left of {name}.',
  stockInvalid: 'Stock must be a whole number of 0 or more, or empty when not counted.',
  shopClosedUntil: 'The shop is closed now. It opens again {when}.',
  pickupInvalid: 'Choose one of the pickup times offered.',
  pickupFull: 'This pickup time is full. Please choose another one.',
  colorInvalid: 'Use a colour written as #RRGGBB.',
  addressTooLong: 'Address must be at most 300 characters.',
  slotMinutesInvalid: 'Slot length must be 5 to 120 minutes.',
  ordersPerSlotInvalid: 'Orders per slot must be from 0 (no limit) to 500.',
  readySms: 'Your order #{number} at {shop} is ready for pickup.',
  rateLimited: 'Too many orders from your address. Please wait a minute and try again.',
  // Texts the web shows (kept here so there is one place per feature).
  orderPlaced: 'Order #{number} placed.',
  newOnlineOrder: 'New online order #{number}.',
  closedNow: 'Closed now',
  openNow: 'Open now',
  unknownShopTitle: 'Shop not found',
  unknownShopBody: 'We could not find this shop. Check the address and try again.',
} as const;

/** Fill {name}-style placeholders of a POS_MESSAGES text. */
export function posMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

// ---------------------------------------------------------------------------- money rule

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;

/** An order discount: `amount` in minor units, or `percent` in basis points (1000 = 10%). */
export const discountSchema = z
  .object({
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int().min(0),
  })
  .refine((d) => d.kind === 'amount' || d.value <= 10_000, {
    message: POS_MESSAGES.discountInvalid,
  })
  .refine((d) => d.kind === 'percent' || d.value <= POS_PRICE_MAX * POS_QUANTITY_MAX, {
    message: POS_MESSAGES.discountInvalid,
  });
export type Discount = z.infer<typeof discountSchema>;

/** n / d rounded half away from zero, exactly (BigInt: no float rounding at any size). */
export function divideRounded(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  const quotient = (2n * absN + absD) / (2n * absD);
  return Number(negative ? -quotient : quotient);
}

export interface TotalsLine {
  /** Minor units, options included. */
  unitPrice: number;
  /** Negative in a refund. */
  quantity: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  discount: Discount | null;
  taxRateBasisPoints: number;
  taxInclusive: boolean;
}

export interface Totals {
  lineTotals: number[];
  subtotal: number;
  discountAmount: number;
  tax: number;
  total: number;
}

/** The money rule written at the top of this file; pure, used by server and browser alike. */
export function computeTotals(input: TotalsInput): Totals {
  const lineTotals = input.lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = lineTotals.reduce((sum, value) => sum + value, 0);
  let discountAmount = 0;
  if (input.discount) {
    discountAmount =
      input.discount.kind === 'amount'
        ? input.discount.value * Math.sign(subtotal)
        : divideRounded(subtotal * input.discount.value, 10_000);
    if (Math.abs(discountAmount) > Math.abs(subtotal)) discountAmount = subtotal;
  }
  const net = subtotal - discountAmount;
  const rate = input.taxRateBasisPoints;
  const tax = input.taxInclusive
    ? divideRounded(net * rate, 10_000 + rate)
    : divideRounded(net * rate, 10_000);
  const total = input.taxInclusive ? net : net + tax;
  return { lineTotals, subtotal, discountAmount: discountAmount || 0, tax: tax || 0, total };
}

// -------------------------------------------------------------------------------- catalogue

const nameSchema = requiredText(
  POS_MESSAGES.nameRequired,
  POS_NAME_MAX_LENGTH,
  POS_MESSAGES.nameTooLong,
);
const descriptionSchema = text()
  .trim()
  .max(POS_DESCRIPTION_MAX_LENGTH, POS_MESSAGES.descriptionTooLong);
const noteSchema = text().trim().max(POS_NOTE_MAX_LENGTH, POS_MESSAGES.noteTooLong);
const priceSchema = z
  .number({ message: POS_MESSAGES.priceInvalid })
  .int(POS_MESSAGES.priceInvalid)
  .min(0, POS_MESSAGES.priceInvalid)
  .max(POS_PRICE_MAX, POS_MESSAGES.priceInvalid);
const priceDeltaSchema = z
  .number({ message: POS_MESSAGES.priceDeltaInvalid })
  .int(POS_MESSAGES.priceDeltaInvalid)
  .min(-POS_PRICE_MAX, POS_MESSAGES.priceDeltaInvalid)
  .max(POS_PRICE_MAX, POS_MESSAGES.priceDeltaInvalid);
const sortOrderSchema = z.number().int().min(-1_000_000).max(1_000_000);
/** An id given by the client for a record it already knows; never trusted beyond lookup. */
const idSchema = text().refine(isId, { message: 'Use an id.' });

export const posCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type PosCategory = z.infer<typeof posCategorySchema>;

/** POST /pos/categories (201 {category}); PUT /pos/categories/{id} takes the same, partial. */
export const posCategoryRequestSchema = z.object({
  name: nameSchema.prefault(''),
  sortOrder: sortOrderSchema.default(0),
});
export const posCategoryUpdateSchema = z.object({
  name: nameSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
});
export type PosCategoryRequest = z.input<typeof posCategoryRequestSchema>;
export type PosCategoryUpdate = z.input<typeof posCategoryUpdateSchema>;

/** One choice of an option group, e.g. "Large" (+50). Ids are made by the server. */
export const posOptionChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceDelta: z.number().int(),
});
/**
 * An option group of a product, e.g. "Size": `required` means exactly one choice must be made
 * when `multiple` is false, at least one when true; `multiple` allows several (toppings).
 */
export const posOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  choices: z.array(posOptionChoiceSchema),
});
export type PosOptionChoice = z.infer<typeof posOptionChoiceSchema>;
export type PosOptionGroup = z.infer<typeof posOptionGroupSchema>;

/** Option groups as sent by the manager: ids kept when given (existing), made when left out. */
const optionGroupInputSchema = z.object({
  id: idSchema.optional(),
  name: nameSchema.prefault(''),
  required: z.boolean().default(false),
  multiple: z.boolean().default(false),
  choices: z
    .array(
      z.object({
        id: idSchema.optional(),
        name: nameSchema.prefault(''),
        priceDelta: priceDeltaSchema.default(0),
      }),
    )
    .min(1, POS_MESSAGES.choicesRequired)
    .max(POS_OPTION_CHOICES_MAX, POS_MESSAGES.tooManyChoices),
});
const optionGroupsInputSchema = z
  .array(optionGroupInputSchema)
  .max(POS_OPTION_GROUPS_MAX, POS_MESSAGES.tooManyOptionGroups);
export type PosOptionGroupInput = z.output<typeof optionGroupInputSchema>;

const stockSchema = z
  .number({ message: POS_MESSAGES.stockInvalid })
  .int(POS_MESSAGES.stockInvalid)
  .min(0, POS_MESSAGES.stockInvalid)
  .max(1_000_000, POS_MESSAGES.stockInvalid)
  .nullable();

/**
 * A product. `imageUrl` is null without an image; for staff it is the signed-in route, on the
 * public menu the public one (which serves only available products' images).
 */
export const posProductSchema = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  imageUrl: z.string().nullable(),
  available: z.boolean(),
  sortOrder: z.number().int(),
  optionGroups: z.array(posOptionGroupSchema),
  /** Units left when counted (each order takes its quantity), null when not counted. */
  stock: z.number().int().nullable(),
  /** Marked sold out for today (the shop's business day); sells again tomorrow. */
  soldOutToday: z.boolean(),
  /** What customers see as "Sold out": sold out today or no stock left. */
  soldOut: z.boolean(),
});
export type PosProduct = z.infer<typeof posProductSchema>;

/** POST /pos/products (201 {product}). The image is uploaded apart (PUT .../image). */
export const posProductRequestSchema = z.object({
  categoryId: idSchema.nullable().default(null),
  name: nameSchema.prefault(''),
  description: descriptionSchema.default(''),
  price: priceSchema,
  available: z.boolean().default(true),
  sortOrder: sortOrderSchema.default(0),
  optionGroups: optionGroupsInputSchema.default([]),
  stock: stockSchema.default(null),
  soldOutToday: z.boolean().default(false),
});
/** PUT /pos/products/{id}: a field left out stays; optionGroups replaces the whole list. */
export const posProductUpdateSchema = z.object({
  categoryId: idSchema.nullable().optional(),
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  price: priceSchema.optional(),
  available: z.boolean().optional(),
  sortOrder: sortOrderSchema.optional(),
  optionGroups: optionGroupsInputSchema.optional(),
  stock: stockSchema.optional(),
  soldOutToday: z.boolean().optional(),
});
export type PosProductRequest = z.input<typeof posProductRequestSchema>;
export type PosProductInput = z.output<typeof posProductRequestSchema>;
export type PosProductUpdate = z.input<typeof posProductUpdateSchema>;
export type PosProductUpdateInput = z.output<typeof posProductUpdateSchema>;

// --------------------------------------------------------------------------- shop settings

export const POS_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type PosWeekday = (typeof POS_WEEKDAYS)[number];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** Minutes since midnight of an HH:MM (24:00 is 1440). */
export function clockMinutes(value: string): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** One opening period of a day in the shop's time zone; close after open (24:00 = midnight). */
export const openingPeriodSchema = z
  .object({
    open: text().regex(CLOCK, POS_MESSAGES.hoursInvalid),
    close: text().regex(CLOCK, POS_MESSAGES.hoursInvalid),
  })
  .refine((p) => clockMinutes(p.close) > clockMinutes(p.open), {
    message: POS_MESSAGES.hoursInvalid,
  });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

const dayPeriodsSchema = z
  .array(openingPeriodSchema)
  .max(6)
  .refine(
    (periods) => {
      const sorted = [...periods].sort((a, b) => clockMinutes(a.open) - clockMinutes(b.open));
      return sorted.every(
        (p, i) => i === 0 || clockMinutes(p.open) >= clockMinutes(sorted[i - 1]!.close),
      );
    },
    { message: POS_MESSAGES.hoursOverlap },
  );

/** Opening hours per weekday; an empty list (or a missing day) is closed all day. */
export const openingHoursSchema = z.object(
  Object.fromEntries(POS_WEEKDAYS.map((day) => [day, dayPeriodsSchema.default([])])) as Record<
    PosWeekday,
    z.ZodDefault<typeof dayPeriodsSchema>
  >,
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * The shop's settings. Tax-inclusive by default (menu prices are what the customer pays, as
 * is usual for food and retail in Europe); a tax-exclusive shop adds tax on top.
 * `acceptingOnlineOrders` pauses the public page without changing the hours.
 */
export const posSettingsSchema = z.object({
  currency: z.string(),
  taxRateBasisPoints: z.number().int(),
  taxInclusive: z.boolean(),
  timeZone: z.string(),
  openingHours: openingHoursSchema,
  acceptingOnlineOrders: z.boolean(),
  /** The public page: a short description, the address, colours (#rrggbb) and the logo. */
  description: z.string(),
  address: z.string(),
  brandColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
  /** Pickup slots: length in minutes, and orders one slot takes (0: no limit). */
  slotMinutes: z.number().int(),
  ordersPerSlot: z.number().int(),
});
export type PosSettings = z.infer<typeof posSettingsSchema>;

/** Settings of an organisation that never saved any (always open, online orders on). */
export const DEFAULT_POS_SETTINGS: PosSettings = {
  currency: 'EUR',
  taxRateBasisPoints: 0,
  taxInclusive: true,
  timeZone: 'UTC',
  openingHours: Object.fromEntries(
    POS_WEEKDAYS.map((day) => [day, [{ open: '00:00', close: '24:00' }]]),
  ) as OpeningHours,
  acceptingOnlineOrders: true,
  description: '',
  address: '',
  brandColor: '#1f2937',
  accentColor: '#f59e0b',
  logoUrl: null,
  slotMinutes: 15,
  ordersPerSlot: 0,
};

export const POS_ADDRESS_MAX_LENGTH = 300;
const colorSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, POS_MESSAGES.colorInvalid);

/** GET /pos/settings → {settings}; PUT /pos/settings (pos:manage), a field left out stays. */
export const posSettingsUpdateSchema = z.object({
  currency: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, POS_MESSAGES.currencyInvalid)
    .optional(),
  taxRateBasisPoints: z
    .number({ message: POS_MESSAGES.taxRateInvalid })
    .int(POS_MESSAGES.taxRateInvalid)
    .min(0, POS_MESSAGES.taxRateInvalid)
    .max(10_000, POS_MESSAGES.taxRateInvalid)
    .optional(),
  taxInclusive: z.boolean().optional(),
  timeZone: timeZoneSchema.optional(),
  openingHours: openingHoursSchema.optional(),
  acceptingOnlineOrders: z.boolean().optional(),
  description: descriptionSchema.optional(),
  address: text().trim().max(POS_ADDRESS_MAX_LENGTH, POS_MESSAGES.addressTooLong).optional(),
  brandColor: colorSchema.optional(),
  accentColor: colorSchema.optional(),
  slotMinutes: z
    .number({ message: POS_MESSAGES.slotMinutesInvalid })
    .int(POS_MESSAGES.slotMinutesInvalid)
    .min(5, POS_MESSAGES.slotMinutesInvalid)
    .max(120, POS_MESSAGES.slotMinutesInvalid)
    .optional(),
  ordersPerSlot: z
    .number({ message: POS_MESSAGES.ordersPerSlotInvalid })
    .int(POS_MESSAGES.ordersPerSlotInvalid)
    .min(0, POS_MESSAGES.ordersPerSlotInvalid)
    .max(500, POS_MESSAGES.ordersPerSlotInvalid)
    .optional(),
});
export type PosSettingsUpdate = z.input<typeof posSettingsUpdateSchema>;
export const posSettingsResponseSchema = z.object({ settings: posSettingsSchema });

/** GET /pos/catalogue (pos:sell or pos:manage): everything the staff screen needs at once. */
export const posCatalogueResponseSchema = z.object({
  categories: z.array(posCategorySchema),
  products: z.array(posProductSchema),
  settings: posSettingsSchema,
});
export type PosCatalogueResponse = z.infer<typeof posCatalogueResponseSchema>;

// ---------------------------------------------------------------------------------- orders

export const ORDER_STATUSES = ['new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * Allowed status changes: forward along new → preparing → ready → completed (steps may be
 * skipped, e.g. a counter sale goes new → completed), or cancelled from any open status.
 * Nothing goes back, and completed and cancelled are final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['preparing', 'ready', 'completed', 'cancelled'],
  preparing: ['ready', 'completed', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const ORDER_SOURCES = ['counter', 'online', 'assistant'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * One line of a cart: what the staff screen, the public page and the assistant hand-off
 * (`pos_add_order`) all send. choiceIds are ids of the product's option choices.
 */
export const cartLineSchema = z.object({
  productId: idSchema,
  quantity: z
    .number({ message: POS_MESSAGES.quantityInvalid })
    .int(POS_MESSAGES.quantityInvalid)
    .min(1, POS_MESSAGES.quantityInvalid)
    .max(POS_QUANTITY_MAX, POS_MESSAGES.quantityInvalid),
  choiceIds: z
    .array(idSchema)
    .max(POS_OPTION_GROUPS_MAX * POS_OPTION_CHOICES_MAX)
    .default([]),
  note: noteSchema.default(''),
});
export type CartLine = z.input<typeof cartLineSchema>;
export type CartLineInput = z.output<typeof cartLineSchema>;

const cartLinesSchema = z
  .array(cartLineSchema)
  .min(1, POS_MESSAGES.cartEmpty)
  .max(POS_LINES_MAX, POS_MESSAGES.tooManyLines);

/** A chosen option as captured on the order (names and delta as they were then). */
export const orderLineOptionSchema = z.object({
  groupName: z.string(),
  choiceName: z.string(),
  priceDelta: z.number().int(),
});

/** An order line as stored: the product's name and price captured at order time. */
export const orderLineSchema = z.object({
  id: z.string(),
  /** The product sold (it may have been deleted since; the line keeps its name and price). */
  productId: z.string().nullable(),
  name: z.string(),
  options: z.array(orderLineOptionSchema),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  note: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  /** Null when the customer (public page) or the system made the change. */
  byUserId: z.string().nullable(),
  byName: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const orderTotalsSchema = z.object({
  currency: z.string(),
  subtotal: z.number().int(),
  discountAmount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  taxInclusive: z.boolean(),
});

/** An order as staff see it. Refunds have negative quantities and totals and `refundOfId`. */
export const posOrderSchema = z
  .object({
    id: z.string(),
    /** Daily number per organisation, from 1 each business day (shop time zone). */
    number: z.number().int(),
    businessDay: z.string(),
    source: z.enum(ORDER_SOURCES),
    status: orderStatusSchema,
    statusHistory: z.array(statusChangeSchema),
    lines: z.array(orderLineSchema),
    discount: discountSchema.nullable(),
    paymentMethod: paymentMethodSchema.nullable(),
    paid: z.boolean(),
    paidAt: z.string().nullable(),
    customerName: z.string(),
    customerPhone: z.string(),
    note: z.string(),
    /** Public orders: the pickup slot's start; null for as soon as possible. */
    pickupAt: z.string().nullable(),
    refundOfId: z.string().nullable(),
    refundedById: z.string().nullable(),
    createdAt: z.string(),
    createdByName: z.string(),
  })
  .extend(orderTotalsSchema.shape);
export type PosOrder = z.infer<typeof posOrderSchema>;

/**
 * POST /pos/orders (pos:sell) → 201 {order}. Totals come from the server. `paid` with a
 * paymentMethod records the payment at once; `status` lets a counter sale start completed.
 */
export const createPosOrderRequestSchema = z.object({
  lines: cartLinesSchema,
  discount: discountSchema.nullable().default(null),
  paymentMethod: paymentMethodSchema.nullable().default(null),
  paid: z.boolean().default(false),
  source: z.enum(['counter', 'assistant']).default('counter'),
  status: z.enum(['new', 'completed']).default('new'),
  customerName: text().trim().max(POS_NAME_MAX_LENGTH, POS_MESSAGES.nameTooLong).default(''),
  customerPhone: text().trim().max(40).default(''),
  note: noteSchema.default(''),
});
export type CreatePosOrderRequest = z.input<typeof createPosOrderRequestSchema>;
export type CreatePosOrderInput = z.output<typeof createPosOrderRequestSchema>;

/** POST /pos/orders/preview (pos:sell) → {totals, lines}: the server's figures for a cart. */
export const previewPosOrderRequestSchema = createPosOrderRequestSchema.pick({
  lines: true,
  discount: true,
});

export const posOrderPreviewResponseSchema = z.object({
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
});
export type PosOrderPreviewResponse = z.infer<typeof posOrderPreviewResponseSchema>;

/** POST /pos/orders/{id}/status → {order}; an illegal change answers 409 illegalTransition. */
export const changeOrderStatusRequestSchema = z.object({ status: orderStatusSchema });

/** POST /pos/orders/{id}/payment → {order}: records payment (once) with its method. */
export const payOrderRequestSchema = z.object({ paymentMethod: paymentMethodSchema });

/**
 * POST /pos/orders/{id}/refund → 201 {order: the refund}: a full refund of a paid order, as a
 * new completed, paid order with every quantity and total negated, linked by refundOfId.
 * paymentMethod defaults to the original's.
 */
export const refundOrderRequestSchema = z.object({
  paymentMethod: paymentMethodSchema.nullable().default(null),
  note: noteSchema.default(''),
});

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/**
 * GET /pos/orders?day=YYYY-MM-DD&status=new,preparing → {orders}: one business day (shop time
 * zone; today when left out), oldest first; status filters by one or more statuses. Today's
 * list also holds the open orders (new, preparing, ready) of earlier days, first.
 */
export const listPosOrdersQuerySchema = z.object({
  day: text()
    .regex(dayPattern, 'Use a day as YYYY-MM-DD.')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use a real day.')
    .optional(),
  status: text()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(orderStatusSchema))
    .optional(),
});
export type ListPosOrdersQuery = z.input<typeof listPosOrdersQuerySchema>;

export const posOrderResponseSchema = z.object({ order: posOrderSchema });
export const posOrdersResponseSchema = z.object({ orders: z.array(posOrderSchema) });

/**
 * GET /pos/summary?day= (pos:sell) → {summary}: the "Sales today" dashboard widget (its type,
 * 'pos-sales-today', joins DASHBOARD_WIDGET_TYPES together with the web's widget registry). Paid
 * orders (refunds count negative) of one business day; open = orders not yet completed or
 * cancelled (today: earlier days' too). byPaymentMethod is the money taken by each method,
 * tips included, each part of a split payment under its own method (as the Z report), so
 * total + tips = the sum of byPaymentMethod.
 */
export const posSalesSummarySchema = z.object({
  day: z.string(),
  currency: z.string(),
  orderCount: z.number().int(),
  openCount: z.number().int(),
  total: z.number().int(),
  tax: z.number().int(),
  tips: z.number().int(),
  refunds: z.number().int(),
  byPaymentMethod: z.array(
    z.object({
      paymentMethod: paymentMethodSchema,
      count: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type PosSalesSummary = z.infer<typeof posSalesSummarySchema>;
export const posSalesSummaryResponseSchema = z.object({ summary: posSalesSummarySchema });

// ------------------------------------------------------------------------------- public API

/** The shop as the public sees it: its name and hours, and how prices read. */
export const publicShopSchema = z.object({
  name: z.string(),
  currency: z.string(),
  taxRateBasisPoints: z.number().int(),
  taxInclusive: z.boolean(),
  timeZone: z.string(),
  openingHours: openingHoursSchema,
  openNow: z.boolean(),
  acceptingOnlineOrders: z.boolean(),
  description: z.string(),
  address: z.string(),
  brandColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
  /** When the shop opens next (ISO instant) while closed; null when open or never. */
  opensAt: z.string().nullable(),
  /**
   * Pickup slots offered (ISO instants of their start), full ones left out: today's still to
   * come, else the next opening day's (orders for those are taken while the shop is closed).
   */
  pickupSlots: z.array(z.string()),
  slotMinutes: z.number().int(),
});

/**
 * GET /pos/public/{orgSlug}/menu (no session) → the available products (and the categories
 * holding some); 404 shopNotFound for an unknown slug.
 */
export const publicMenuResponseSchema = z.object({
  shop: publicShopSchema,
  categories: z.array(posCategorySchema),
  products: z.array(posProductSchema),
});
export type PublicMenuResponse = z.infer<typeof publicMenuResponseSchema>;

const phoneSchema = text()
  .trim()
  .refine(
    (value) => {
      if (!/^\+?[\d\s().-]+$/.test(value)) return false;
      const digits = value.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 20;
    },
    { message: POS_MESSAGES.phoneInvalid },
  );

/**
 * POST /pos/public/{orgSlug}/orders (no session) → 201 {order, token}, or 200 with the same
 * order and token when clientKey was already used (a retry). Pickup only; refused with 409
 * shopClosedUntil outside opening hours unless for an offered pickup slot (orders ahead),
 * 429 rateLimited past the per-address limit.
 */
export const placePublicOrderRequestSchema = z.object({
  clientKey: text().regex(/^[A-Za-z0-9_-]{16,100}$/, POS_MESSAGES.clientKeyInvalid),
  customerName: requiredText(
    POS_MESSAGES.customerNameRequired,
    POS_NAME_MAX_LENGTH,
    POS_MESSAGES.nameTooLong,
  ).prefault(''),
  customerPhone: phoneSchema,
  lines: cartLinesSchema,
  note: noteSchema.default(''),
  /** A pickup slot's start from the menu's pickupSlots; null: as soon as possible. */
  pickupAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type PlacePublicOrderRequest = z.input<typeof placePublicOrderRequestSchema>;

/** What the order's status page shows: nothing else about the order or the organisation. */
export const publicOrderStatusSchema = z
  .object({
    number: z.number().int(),
    status: orderStatusSchema,
    shopName: z.string(),
    /** The pickup slot's start, or null for as soon as possible. */
    pickupAt: z.string().nullable(),
    lines: z.array(orderLineSchema.omit({ id: true, productId: true })),
  })
  .extend(orderTotalsSchema.shape);
export type PublicOrderStatus = z.infer<typeof publicOrderStatusSchema>;

export const placePublicOrderResponseSchema = z.object({
  order: publicOrderStatusSchema,
  /** Unguessable: the key of GET /pos/public/orders/{token} and of the live status room. */
  token: z.string(),
});
export type PlacePublicOrderResponse = z.infer<typeof placePublicOrderResponseSchema>;

/** GET /pos/public/orders/{token} (no session) → {order}; 404 orderNotFound. */
export const publicOrderStatusResponseSchema = z.object({ order: publicOrderStatusSchema });

// ------------------------------------------------------------------------------- live events

/**
 * socket.io. Staff: signed-in sockets (default namespace) holding pos:sell or pos:manage get
 * POS_EVENTS.order with {order: PosOrder, change: 'created' | 'updated'} for every new or
 * changed order of their organisation.
 * Public: namespace POS_PUBLIC_NAMESPACE (no session); emit POS_EVENTS.watch with {token} and
 * an acknowledgement callback → {order: PublicOrderStatus} or {error}; afterwards
 * POS_EVENTS.status carries {order: PublicOrderStatus} on every change of that order.
 */
export const POS_PUBLIC_NAMESPACE = '/pos-public';
export const POS_EVENTS = {
  order: 'pos:order',
  watch: 'pos:watch',
  status: 'pos:status',
  /** Browser-only: the assistant hand-off to an open order screen (spec 3). */
  addOrder: 'pos_add_order',
} as const;

export const posOrderEventSchema = z.object({
  order: posOrderSchema,
  change: z.enum(['created', 'updated']),
});
export type PosOrderEvent = z.infer<typeof posOrderEventSchema>;

// -------------------------------------------------------------------------- assistant hand-off

/**
 * The AI's `uiUpdateData` of type `pos_add_order` (spec 3): cart lines exactly as
 * POST /pos/orders accepts them, plus optional customer and note. The browser puts them in
 * the cart (or in session storage under POS_HANDOFF_STORAGE_KEY before navigating).
 */
export const posAddOrderPayloadSchema = z.object({
  lines: cartLinesSchema,
  customerName: text().trim().max(POS_NAME_MAX_LENGTH).default(''),
  note: noteSchema.default(''),
});
export type PosAddOrderPayload = z.input<typeof posAddOrderPayloadSchema>;
export const posAddOrderUiUpdateSchema = z.object({
  type: z.literal('pos_add_order'),
  payload: posAddOrderPayloadSchema,
});
export const POS_HANDOFF_STORAGE_KEY = 'worksphere.pos.handoff';
