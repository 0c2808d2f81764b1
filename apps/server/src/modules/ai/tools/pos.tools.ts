import {
  computeTotals,
  POS_LINES_MAX,
  POS_NOTE_MAX_LENGTH,
  POS_QUANTITY_MAX,
  type PosProduct,
} from '@worksphere/contracts';
import { z } from 'zod';
import { assertCanSell } from '../../pos/pos.catalogue.service.js';
import { listProducts } from '../../pos/pos.catalogue.repo.js';
import { captureLines } from '../../pos/pos.lines.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

const presentProduct = (product: PosProduct) => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: product.price,
  available: product.available,
  optionGroups: product.optionGroups.map((group) => ({
    name: group.name,
    required: group.required,
    multiple: group.multiple,
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      priceDelta: choice.priceDelta,
    })),
  })),
});

/** Does every word of the query appear in the product's name or description? */
function matches(product: PosProduct, query: string | undefined): boolean {
  if (!query?.trim()) return true;
  const haystack = `${product.name} ${product.description}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word) || haystack.includes(word.replace(/e?s$/, '')));
}

export function posTools({ posCatalogue, deps }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'find_products',
      risk: 'none',
      untrustedContent: false,
      description:
        'Look up the point-of-sale catalogue (prices in minor units, e.g. cents) with option choices and their ids.',
      parameters: z.object({ query: z.string().max(200).optional() }),
      async run({ session }, args) {
        const catalogue = await posCatalogue.getCatalogue(session);
        return {
          currency: catalogue.settings.currency,
          products: catalogue.products
            .filter((product) => matches(product, args.query))
            .slice(0, 50)
            .map(presentProduct),
        };
      },
    }),
    defineTool({
      name: 'draft_pos_order',
      risk: 'none',
      untrustedContent: false,
      description:
        'Draft a point-of-sale order from catalogue product ids and option choice ids; the user reviews and places it on the order screen (nothing is charged or stored).',
      parameters: z.object({
        lines: z
          .array(
            z.object({
              productId: z.string(),
              quantity: z.number().int().min(1).max(POS_QUANTITY_MAX),
              choiceIds: z.array(z.string()).max(50).default([]),
              note: z.string().max(POS_NOTE_MAX_LENGTH).default(''),
            }),
          )
          .min(1)
          .max(POS_LINES_MAX),
        customerName: z.string().max(120).default(''),
        note: z.string().max(POS_NOTE_MAX_LENGTH).default(''),
      }),
      async run({ session, setUiUpdate }, args) {
        assertCanSell(session);
        const [products, catalogue] = await Promise.all([
          listProducts(deps.db, session.organizationId),
          posCatalogue.getSettings(session),
        ]);
        // The catalogue's own checks (exists, available, options): a bad line drafts nothing.
        const captured = captureLines(args.lines, products);
        const totals = computeTotals({
          lines: captured,
          discount: null,
          taxRateBasisPoints: catalogue.taxRateBasisPoints,
          taxInclusive: catalogue.taxInclusive,
        });
        const lines = captured.map((line, index) => ({
          productId: line.productId!,
          quantity: line.quantity,
          choiceIds: args.lines[index]!.choiceIds,
          note: line.note,
          name: line.name,
          options: line.options,
          unitPrice: line.unitPrice,
        }));
        setUiUpdate({
          type: 'pos_add_order',
          payload: {
            lines,
            customerName: args.customerName,
            note: args.note,
            currency: catalogue.currency,
          },
        });
        return { lines, currency: catalogue.currency, total: totals.total };
      },
    }),
  ];
}
