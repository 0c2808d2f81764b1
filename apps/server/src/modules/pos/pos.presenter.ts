import type {
  PosCategory,
  PosOrder,
  PosProduct,
  PosSettings,
  PublicOrderStatus,
} from '@worksphere/contracts';
import { DEFAULT_POS_SETTINGS } from '@worksphere/contracts';
import type { PosCategoryRow, PosProductRow, PosSettingsRow } from './pos.catalogue.repo.js';
import type { PosOrderRow } from './pos.orders.repo.js';

/** The shop's logo, served publicly by its slug; null without a logo or a known slug. */
export function logoUrl(
  row: Pick<PosSettingsRow, 'logoId' | 'logoExtension'> | undefined,
  slug: string | undefined,
) {
  return row?.logoId && row.logoExtension && slug
    ? `/api/pos/public/${encodeURIComponent(slug)}/logo/${row.logoId}.${row.logoExtension}`
    : null;
}

/** Currencies of the zones' countries where a shop is most likely; else EUR. */
const CURRENCY_BY_ZONE: [RegExp, string][] = [
  [/^America\/(Toronto|Vancouver|Montreal|Edmonton|Winnipeg|Halifax|Regina|St_Johns)$/, 'CAD'],
  [/^America\/(Mexico_City|Cancun|Monterrey|Tijuana)$/, 'MXN'],
  [/^America\/Sao_Paulo$/, 'BRL'],
  [/^(America|Pacific\/Honolulu)/, 'USD'],
  [/^Europe\/London$/, 'GBP'],
  [/^Europe\/Zurich$/, 'CHF'],
  [/^Europe\/(Stockholm)$/, 'SEK'],
  [/^Europe\/(Oslo)$/, 'NOK'],
  [/^Europe\/(Copenhagen)$/, 'DKK'],
  [/^Europe\/(Warsaw)$/, 'PLN'],
  [/^Asia\/Tokyo$/, 'JPY'],
  [/^Asia\/(Kolkata|Calcutta)$/, 'INR'],
  [/^Asia\/Singapore$/, 'SGD'],
  [/^Australia\//, 'AUD'],
  [/^Pacific\/Auckland$/, 'NZD'],
];

/**
 * The settings of a shop that never saved any: its organisation's zone (the weather
 * location's) and that country's currency, instead of UTC and EUR for everyone.
 */
export function shopDefaults(timeZone: string | null | undefined): PosSettings {
  if (!timeZone) return DEFAULT_POS_SETTINGS;
  const currency = CURRENCY_BY_ZONE.find(([zone]) => zone.test(timeZone))?.[1] ?? 'EUR';
  return { ...DEFAULT_POS_SETTINGS, timeZone, currency };
}

/** A shop's settings: as saved, else its defaults. */
export function presentShopSettings(shop: {
  slug: string;
  settings: PosSettingsRow | null;
  weatherTimeZone: string | null;
}): PosSettings {
  return shop.settings
    ? presentSettings(shop.settings, shop.slug)
    : shopDefaults(shop.weatherTimeZone);
}

/** The settings as saved, or the defaults; the logo's address needs the shop's slug. */
export function presentSettings(row: PosSettingsRow | undefined, slug?: string): PosSettings {
  if (!row) return DEFAULT_POS_SETTINGS;
  return {
    currency: row.currency,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxInclusive: row.taxInclusive,
    timeZone: row.timeZone,
    openingHours: { ...DEFAULT_POS_SETTINGS.openingHours, ...row.openingHours },
    acceptingOnlineOrders: row.acceptingOnlineOrders,
    description: row.description,
    address: row.address,
    brandColor: row.brandColor,
    accentColor: row.accentColor,
    logoUrl: logoUrl(row, slug),
    slotMinutes: row.slotMinutes,
    ordersPerSlot: row.ordersPerSlot,
  };
}

export function presentCategory(row: PosCategoryRow): PosCategory {
  return { id: row.id, name: row.name, sortOrder: row.sortOrder };
}

/** Staff see images through the signed-in route, the public through the shop's public one. */
export function imageFile(row: Pick<PosProductRow, 'imageId' | 'imageExtension'>) {
  return row.imageId && row.imageExtension ? `${row.imageId}.${row.imageExtension}` : null;
}
export const staffImageUrl = (file: string) => `/api/pos/images/${file}`;
export const publicImageUrl = (slug: string, file: string) =>
  `/api/pos/public/${encodeURIComponent(slug)}/images/${file}`;

/**
 * A product as staff or customers see it; `today` is the shop's business day (sold out
 * today only counts on that day).
 */
export function presentProduct(
  row: PosProductRow,
  imageUrl: (file: string) => string,
  today?: string,
): PosProduct {
  const file = imageFile(row);
  const soldOutToday = today !== undefined && row.soldOutDay === today;
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: file ? imageUrl(file) : null,
    available: row.available,
    sortOrder: row.sortOrder,
    optionGroups: row.optionGroups,
    stock: row.stock,
    soldOutToday,
    soldOut: soldOutToday || row.stock === 0,
  };
}

export function presentOrder(row: PosOrderRow, refundedById: string | null): PosOrder {
  return {
    id: row.id,
    number: row.number,
    businessDay: row.businessDay,
    source: row.source,
    status: row.status,
    statusHistory: row.statusHistory,
    lines: row.lines,
    discount: row.discount ?? null,
    paymentMethod: row.paymentMethod,
    paid: row.paid,
    paidAt: row.paidAt?.toISOString() ?? null,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    note: row.note,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    refundOfId: row.refundOfId,
    refundedById,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    currency: row.currency,
    subtotal: row.subtotal,
    discountAmount: row.discountAmount,
    tax: row.tax,
    total: row.total,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxInclusive: row.taxInclusive,
  };
}

/** The status page's view: number, status, lines, totals and the shop's name; nothing else. */
export function presentPublicOrder(row: PosOrderRow, shopName: string): PublicOrderStatus {
  return {
    number: row.number,
    status: row.status,
    shopName,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    lines: row.lines.map((line) => ({
      name: line.name,
      options: line.options,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      note: line.note,
    })),
    currency: row.currency,
    subtotal: row.subtotal,
    discountAmount: row.discountAmount,
    tax: row.tax,
    total: row.total,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxInclusive: row.taxInclusive,
  };
}
