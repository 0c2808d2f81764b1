import type { PosProduct } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { searchProducts, sectionsOf } from './catalogue';

const product = (id: string, name: string, categoryId: string | null, sortOrder = 0) =>
  ({
    id,
    name,
    categoryId,
    sortOrder,
    description: '',
    price: 100,
    imageUrl: null,
    available: true,
    stock: null,
    soldOutToday: false,
    soldOut: false,
    optionGroups: [],
  }) satisfies PosProduct;

describe('the catalogue on screen', () => {
  it('groups products by category in sort order, the uncategorised last', () => {
    const sections = sectionsOf(
      [
        { id: 'drinks', name: 'Drinks', sortOrder: 2 },
        { id: 'food', name: 'Food', sortOrder: 1 },
        { id: 'empty', name: 'Empty', sortOrder: 0 },
      ],
      [
        product('a', 'Tea', 'drinks', 1),
        product('b', 'Coffee', 'drinks', 0),
        product('c', 'Bagel', 'food'),
        product('d', 'Gift card', null),
        product('e', 'Orphan', 'deleted'),
      ],
    );
    expect(sections.map((s) => [s.category?.name ?? null, s.products.map((p) => p.name)])).toEqual([
      ['Food', ['Bagel']],
      ['Drinks', ['Coffee', 'Tea']],
      [null, ['Gift card', 'Orphan']],
    ]);
  });

  it('searches names and descriptions, ignoring case and accents', () => {
    const products = [product('a', 'Crème brûlée', null), product('b', 'Latte', null)];
    expect(searchProducts(products, 'creme').map((p) => p.id)).toEqual(['a']);
    expect(searchProducts(products, '  ').map((p) => p.id)).toEqual(['a', 'b']);
    expect(searchProducts(products, 'LAT').map((p) => p.id)).toEqual(['b']);
  });
});
