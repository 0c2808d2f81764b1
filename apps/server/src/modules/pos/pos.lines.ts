import { randomUUID } from 'node:crypto';
import { POS_MESSAGES, type CartLineInput, type OrderLine } from '@worksphere/contracts';
import { templateError } from '../../platform/errors.js';
import type { PosProductRow } from './pos.catalogue.repo.js';
import { invalid } from './pos.errors.js';

/**
 * Turn cart lines into order lines from the catalogue as it is now: the product must exist
 * in the organisation and be available; each choice must belong to the product; a required
 * group needs a choice and a single-choice group takes one at most. The unit price is the
 * product's price plus the chosen options' deltas (never below zero), captured here.
 * Given the shop's business day, a product sold out today or without enough stock left is
 * refused too (the order's transaction takes the stock for good, see takeStock).
 */
export function captureLines(
  cart: CartLineInput[],
  products: PosProductRow[],
  today?: string,
): OrderLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const wanted = new Map<string, number>();
  for (const line of cart) {
    const id = line.productId.toLowerCase();
    wanted.set(id, (wanted.get(id) ?? 0) + line.quantity);
  }
  return cart.map((line) => {
    const product = byId.get(line.productId.toLowerCase());
    if (!product) throw invalid(POS_MESSAGES.productNotFound);
    if (!product.available) {
      throw templateError('CONFLICT', POS_MESSAGES.productUnavailable, { name: product.name });
    }
    if (today !== undefined) assertInStock(product, wanted.get(product.id) ?? 0, today);
    const chosen = new Set(line.choiceIds.map((id) => id.toLowerCase()));
    const known = new Set(product.optionGroups.flatMap((g) => g.choices.map((c) => c.id)));
    for (const id of chosen) {
      if (!known.has(id)) {
        throw templateError('VALIDATION_ERROR', POS_MESSAGES.optionNotFound, {
          name: product.name,
        });
      }
    }
    const options: OrderLine['options'] = [];
    for (const group of product.optionGroups) {
      const picked = group.choices.filter((choice) => chosen.has(choice.id));
      if (group.required && picked.length === 0) {
        throw templateError('VALIDATION_ERROR', POS_MESSAGES.optionRequired, {
          group: group.name,
          name: product.name,
        });
      }
      if (!group.multiple && picked.length > 1) {
        throw templateError('VALIDATION_ERROR', POS_MESSAGES.optionTooMany, {
          group: group.name,
          name: product.name,
        });
      }
      for (const choice of picked) {
        options.push({
          groupName: group.name,
          choiceName: choice.name,
          priceDelta: choice.priceDelta,
        });
      }
    }
    const unitPrice = Math.max(
      0,
      product.price + options.reduce((sum, option) => sum + option.priceDelta, 0),
    );
    return {
      id: randomUUID(),
      productId: product.id,
      name: product.name,
      options,
      quantity: line.quantity,
      unitPrice,
      lineTotal: unitPrice * line.quantity,
      note: line.note,
    };
  });
}

/** Refuse a product sold out today, or counted with fewer left than the order wants. */
export function assertInStock(product: PosProductRow, quantity: number, today: string) {
  if (product.soldOutDay === today || product.stock === 0) {
    throw templateError('CONFLICT', POS_MESSAGES.soldOut, { name: product.name });
  }
  if (product.stock !== null && product.stock < quantity) {
    throw templateError('CONFLICT', POS_MESSAGES.stockTooLow, {
      count: product.stock,
      name: product.name,
    });
  }
}
