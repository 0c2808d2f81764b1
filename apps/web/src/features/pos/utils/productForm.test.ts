import type { PosProduct } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { posMessages } from '../pos.messages';
import { emptyProductForm, productFormOf, productRequestOf } from './productForm';

describe('the product form', () => {
  it('turns typed amounts into minor units and keeps option ids', () => {
    const product: PosProduct = {
      id: 'p1',
      categoryId: 'c1',
      name: 'Latte',
      description: '',
      price: 350,
      imageUrl: null,
      available: true,
      stock: null,
      soldOutToday: false,
      soldOut: false,
      sortOrder: 2,
      optionGroups: [
        {
          id: 'g1',
          name: 'Size',
          required: true,
          multiple: false,
          choices: [{ id: 'ch1', name: 'Large', priceDelta: 50 }],
        },
      ],
    };
    const form = productFormOf(product, 'EUR');
    expect(form.price).toBe('3.50');
    expect(form.groups[0]!.choices[0]!.delta).toBe('0.50');
    form.price = '3.9';
    form.groups[0]!.choices.push({ name: 'Small', delta: '-0.30' });
    expect(productRequestOf(form, 'EUR')).toEqual({
      request: {
        name: 'Latte',
        description: '',
        price: 390,
        categoryId: 'c1',
        available: true,
        stock: null,
        soldOutToday: false,
        sortOrder: 2,
        optionGroups: [
          {
            id: 'g1',
            name: 'Size',
            required: true,
            multiple: false,
            choices: [
              { id: 'ch1', name: 'Large', priceDelta: 50 },
              { name: 'Small', priceDelta: -30 },
            ],
          },
        ],
      },
    });
  });

  it('names the amounts that are not money', () => {
    const form = { ...emptyProductForm(), name: 'Tea', price: '2.555' };
    form.groups = [
      { name: 'Milk', required: false, multiple: true, choices: [{ name: 'Oat', delta: 'x' }] },
    ];
    expect(productRequestOf(form, 'EUR')).toEqual({
      errors: {
        price: posMessages.settings.moneyInvalid,
        'groups.0.0': posMessages.settings.moneyInvalid,
      },
    });
  });
});
