import type { PosProduct } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  cartReducer,
  itemsFromHandoff,
  missingRequiredGroups,
  previewTotals,
  toCartLines,
  unitPriceOf,
  type CartItem,
} from './cart';

const coffee: PosProduct = {
  id: 'p1',
  categoryId: null,
  name: 'Coffee',
  description: '',
  price: 250,
  imageUrl: null,
  available: true,
  stock: null,
  soldOutToday: false,
  soldOut: false,
  sortOrder: 0,
  optionGroups: [
    {
      id: 'g1',
      name: 'Size',
      required: true,
      multiple: false,
      choices: [
        { id: 'c1', name: 'Small', priceDelta: 0 },
        { id: 'c2', name: 'Large', priceDelta: 80 },
      ],
    },
    {
      id: 'g2',
      name: 'Extras',
      required: false,
      multiple: true,
      choices: [{ id: 'c3', name: 'Oat milk', priceDelta: 45 }],
    },
  ],
};

describe('the cart', () => {
  it('adds the same product with the same choices and note to one row', () => {
    let items: CartItem[] = [];
    items = cartReducer(items, { type: 'add', product: coffee, choiceIds: ['c2'], note: '' });
    items = cartReducer(items, { type: 'add', product: coffee, choiceIds: ['c2'], note: ' ' });
    items = cartReducer(items, { type: 'add', product: coffee, choiceIds: ['c1'], note: '' });
    expect(items.map((item) => item.quantity)).toEqual([2, 1]);
    items = cartReducer(items, { type: 'setQuantity', key: items[1]!.key, quantity: 0 });
    expect(items).toHaveLength(1);
  });

  it('prices options and asks for required groups', () => {
    expect(unitPriceOf(coffee, ['c2', 'c3'])).toBe(375);
    expect(missingRequiredGroups(coffee, ['c3']).map((g) => g.name)).toEqual(['Size']);
    expect(missingRequiredGroups(coffee, ['c1'])).toEqual([]);
  });

  it('previews totals with the contracts’ money rule', () => {
    const items = cartReducer([], {
      type: 'add',
      product: coffee,
      choiceIds: ['c2'],
      note: '',
      quantity: 3,
    });
    const totals = previewTotals(
      items,
      { taxRateBasisPoints: 1000, taxInclusive: true },
      { kind: 'percent', value: 1000 },
    );
    expect(totals).toMatchObject({ subtotal: 990, discountAmount: 99, total: 891, tax: 81 });
    expect(toCartLines(items)).toEqual([
      { productId: 'p1', quantity: 3, choiceIds: ['c2'], note: '' },
    ]);
  });

  it('fills the cart from the assistant’s hand-off and counts unknown products', () => {
    const { items, missing } = itemsFromHandoff(
      {
        lines: [
          { productId: 'p1', quantity: 2, choiceIds: ['c1', 'nope'], note: 'hot' },
          { productId: 'gone', quantity: 1 },
        ],
      },
      [coffee],
    );
    expect(missing).toBe(1);
    expect(items).toMatchObject([{ quantity: 2, choiceIds: ['c1'], note: 'hot' }]);
  });
});
