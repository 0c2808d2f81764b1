import type { PosProduct } from '@worksphere/contracts';
import { cartReducer, toCartLines, type CartItem } from './cart';

const keyOf = (slug: string) => `worksphere.pos.cart.${slug}`;

/** The public cart kept for the tab: a reload or a step back on a phone does not empty it. */
export function saveCart(slug: string, items: readonly CartItem[]) {
  try {
    if (items.length === 0) window.sessionStorage.removeItem(keyOf(slug));
    else window.sessionStorage.setItem(keyOf(slug), JSON.stringify(toCartLines(items)));
  } catch {
    // Storage full or refused: the cart still works in memory.
  }
}

/** The saved cart against today's menu: products gone or no longer on it are left out. */
export function loadCart(slug: string, products: readonly PosProduct[]): CartItem[] {
  let lines: unknown;
  try {
    lines = JSON.parse(window.sessionStorage.getItem(keyOf(slug)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(lines)) return [];
  let items: CartItem[] = [];
  for (const line of lines as Array<Record<string, unknown>>) {
    const product = products.find((candidate) => candidate.id === line?.productId);
    const quantity = Number(line?.quantity);
    if (!product || !Number.isInteger(quantity) || quantity < 1) continue;
    const known = new Set(product.optionGroups.flatMap((g) => g.choices.map((c) => c.id)));
    const choiceIds = Array.isArray(line.choiceIds)
      ? line.choiceIds.filter((id): id is string => typeof id === 'string' && known.has(id))
      : [];
    const note = typeof line.note === 'string' ? line.note : '';
    items = cartReducer(items, { type: 'add', product, choiceIds, note, quantity });
  }
  return items;
}
