import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

const TOP_PRODUCTS = 3;

/** "how are sales today": today's figures of the till (its Z report, in the shop's day). */
export function salesTools({ posCounter }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'sales_today',
      risk: 'none',
      untrustedContent: false,
      description:
        "Today's point-of-sale figures (amounts in minor units, e.g. cents): orders, net sales, refunds, tips and the best-selling products.",
      parameters: z.object({}),
      async run({ session }) {
        if (!posCounter) throw new AppError('BAD_REQUEST', 'The point of sale is not available.');
        const report = await posCounter.report(session, {});
        return {
          day: report.from,
          currency: report.currency,
          orders: report.orderCount,
          netSales: report.netSales,
          grossSales: report.grossSales,
          refunds: report.refunds,
          tips: report.tips,
          topProducts: [...report.byProduct]
            .sort((a, b) => b.total - a.total)
            .slice(0, TOP_PRODUCTS),
        };
      },
    }),
  ];
}
