import type { PosProduct } from '@worksphere/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { cartReducer } from './cart';
import { loadCart, saveCart } from './storedCart';

const tea = {
  id: 'tea',
  categoryId: null,
  name: 'Tea',
  description: '',
  price: 200,
  imageUrl: null,
  available: true,
  stock: null,
  soldOutToday: false,
  soldOut: false,
  sortOrder: 0,
  optionGroups: [
    {
      id: 'g',
      name: 'Milk',
      required: false,
      multiple: false,
      choices: [{ id: 'oat', name: 'Oat', priceDelta: 30 }],
    },
  ],
} satisfies PosProduct;

describe('the saved public cart', () => {
  afterEach(() => window.sessionStorage.clear());

  it('comes back after a reload, per shop, without products that left the menu', () => {
    const items = cartReducer([], {
      type: 'add',
      product: tea,
      choiceIds: ['oat'],
      note: 'hot',
      quantity: 2,
    });
    saveCart('corner', items);
    expect(loadCart('corner', [tea])).toMatchObject([
      { product: { id: 'tea' }, choiceIds: ['oat'], note: 'hot', quantity: 2 },
    ]);
    expect(loadCart('other-shop', [tea])).toEqual([]);
    expect(loadCart('corner', [])).toEqual([]);
    saveCart('corner', []);
    expect(loadCart('corner', [tea])).toEqual([]);
  });

  it('ignores what is not a saved cart', () => {
    window.sessionStorage.setItem('worksphere.pos.cart.corner', '{oops');
    expect(loadCart('corner', [tea])).toEqual([]);
    window.sessionStorage.setItem(
      'worksphere.pos.cart.corner',
      JSON.stringify([
        { productId: 'tea', quantity: -1 },
        { productId: 'tea', quantity: 1, choiceIds: ['x'] },
      ]),
    );
    expect(loadCart('corner', [tea])).toMatchObject([{ quantity: 1, choiceIds: [] }]);
  });
});
