import { describe, expect, it } from 'vitest';
import { matchOrder, type Product } from './order-match.js';

const latte: Product = {
  id: 'latte',
  name: 'Latte',
  price: 400,
  available: true,
  optionGroups: [
    {
      name: 'Size',
      choices: [
        { id: 'small', name: 'Small' },
        { id: 'large', name: 'Large' },
      ],
    },
    {
      name: 'Milk',
      choices: [
        { id: 'whole', name: 'Whole milk' },
        { id: 'oat', name: 'Oat milk' },
      ],
    },
    { name: 'Extras', choices: [{ id: 'shot', name: 'Extra shot' }] },
  ],
};
const bagel: Product = {
  id: 'bagel',
  name: 'Bagel',
  price: 300,
  available: true,
  optionGroups: [],
};

describe('matching an offline order to the catalogue', () => {
  it('reads "with oat milk" as the Oat milk choice, never Whole milk', () => {
    expect(
      matchOrder([{ quantity: 2, words: 'large lattes with oat milk' }], [latte, bagel]),
    ).toEqual({
      ok: true,
      lines: [{ product: latte, quantity: 2, choiceIds: ['oat', 'large'] }],
    });
  });

  it('adds "and an extra shot" to the line before, and keeps the next product its own line', () => {
    const match = matchOrder(
      [
        { quantity: 1, words: 'latte with oat milk' },
        { quantity: 1, words: 'extra shot' },
        { quantity: 1, words: 'bagel' },
      ],
      [latte, bagel],
    );
    expect(match).toEqual({
      ok: true,
      lines: [
        { product: latte, quantity: 1, choiceIds: ['oat', 'shot'] },
        { product: bagel, quantity: 1, choiceIds: [] },
      ],
    });
  });

  it('names what it could not find', () => {
    expect(matchOrder([{ quantity: 1, words: 'latte with soy milk' }], [latte])).toEqual({
      ok: false,
      missingOption: 'soy milk',
      product: 'Latte',
    });
    expect(matchOrder([{ quantity: 1, words: 'croissant' }], [latte])).toEqual({
      ok: false,
      missingProduct: 'croissant',
    });
  });
});
