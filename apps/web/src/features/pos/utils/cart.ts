import {
  computeTotals,
  type CartLine,
  type Discount,
  type PosAddOrderPayload,
  type PosProduct,
  type Totals,
} from '@worksphere/contracts';

/** One row of a cart on screen: a product with its chosen options, quantity and note. */
export type CartItem = {
  /** Same product, same choices and same note make the same row. */
  key: string;
  product: PosProduct;
  choiceIds: string[];
  quantity: number;
  note: string;
};

export type CartAction =
  | { type: 'add'; product: PosProduct; choiceIds: string[]; note: string; quantity?: number }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'setNote'; key: string; note: string }
  | { type: 'remove'; key: string }
  | { type: 'replace'; items: CartItem[] }
  | { type: 'clear' };

export function cartItemKey(productId: string, choiceIds: readonly string[], note: string) {
  return JSON.stringify([productId, [...choiceIds].sort(), note.trim()]);
}

/** The cart's state machine, shared by the staff screen and the public page. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const note = action.note.trim();
      const key = cartItemKey(action.product.id, action.choiceIds, note);
      const quantity = action.quantity ?? 1;
      const existing = items.find((item) => item.key === key);
      if (existing) {
        return items.map((item) =>
          item.key === key ? { ...item, quantity: item.quantity + quantity } : item,
        );
      }
      return [
        ...items,
        { key, product: action.product, choiceIds: action.choiceIds, quantity, note },
      ];
    }
    case 'setQuantity':
      if (action.quantity <= 0) return items.filter((item) => item.key !== action.key);
      return items.map((item) =>
        item.key === action.key ? { ...item, quantity: action.quantity } : item,
      );
    case 'setNote':
      return items.map((item) => (item.key === action.key ? { ...item, note: action.note } : item));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'replace':
      return action.items;
    case 'clear':
      return [];
  }
}

/** The chosen choices of a product, with their group. */
export function chosenOptions(product: PosProduct, choiceIds: readonly string[]) {
  return product.optionGroups.flatMap((group) =>
    group.choices
      .filter((choice) => choiceIds.includes(choice.id))
      .map((choice) => ({ group, choice })),
  );
}

/** Product price plus the chosen options' deltas (the money rule's step 1). */
export function unitPriceOf(product: PosProduct, choiceIds: readonly string[]): number {
  return chosenOptions(product, choiceIds).reduce(
    (sum, { choice }) => sum + choice.priceDelta,
    product.price,
  );
}

/** Groups still waiting for a choice: what keeps "Add to order" from going through. */
export function missingRequiredGroups(product: PosProduct, choiceIds: readonly string[]) {
  return product.optionGroups.filter(
    (group) => group.required && !group.choices.some((choice) => choiceIds.includes(choice.id)),
  );
}

/** A preview with the contracts' own rule; the server's answer replaces it. */
export function previewTotals(
  items: readonly CartItem[],
  settings: { taxRateBasisPoints: number; taxInclusive: boolean },
  discount: Discount | null = null,
): Totals {
  return computeTotals({
    lines: items.map((item) => ({
      unitPrice: unitPriceOf(item.product, item.choiceIds),
      quantity: item.quantity,
    })),
    discount,
    taxRateBasisPoints: settings.taxRateBasisPoints,
    taxInclusive: settings.taxInclusive,
  });
}

/** The cart as the API takes it. */
export function toCartLines(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({
    productId: item.product.id,
    quantity: item.quantity,
    choiceIds: item.choiceIds,
    note: item.note.trim(),
  }));
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The assistant's hand-off as cart rows: lines naming a product the catalogue does not hold
 * (deleted since, or invented) are counted apart so the screen can say so; choices the product
 * does not have are dropped.
 */
export function itemsFromHandoff(
  payload: PosAddOrderPayload,
  products: readonly PosProduct[],
): { items: CartItem[]; missing: number } {
  let items: CartItem[] = [];
  let missing = 0;
  for (const line of payload.lines) {
    const product = products.find((candidate) => candidate.id === line.productId);
    if (!product) {
      missing += 1;
      continue;
    }
    const known = new Set(product.optionGroups.flatMap((g) => g.choices.map((c) => c.id)));
    items = cartReducer(items, {
      type: 'add',
      product,
      choiceIds: (line.choiceIds ?? []).filter((id) => known.has(id)),
      note: line.note ?? '',
      quantity: line.quantity,
    });
  }
  return { items, missing };
}

/** An idempotency key for one order attempt: 32 hex digits (getRandomValues works without HTTPS). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
