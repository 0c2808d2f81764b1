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

export function presentSettings(row: PosSettingsRow | undefined): PosSettings {
  if (!row) return DEFAULT_POS_SETTINGS;
  return {
    currency: row.currency,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxInclusive: row.taxInclusive,
    timeZone: row.timeZone,
    openingHours: { ...DEFAULT_POS_SETTINGS.openingHours, ...row.openingHours },
    acceptingOnlineOrders: row.acceptingOnlineOrders,
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

export function presentProduct(row: PosProductRow, imageUrl: (file: string) => string): PosProduct {
  const file = imageFile(row);
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
