import type { PosReport } from '@worksphere/contracts';
import { stringify } from 'csv-stringify/sync';

/*
 * The Z report as CSV: one section after another (summary, by method, by product, by hour),
 * amounts in the currency's major units ("12.50"), so a spreadsheet adds them up as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const guardCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** How many decimals the currency has (JPY 0, EUR 2, …). */
function decimalsOf(currency: string) {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export function reportCsv(report: PosReport): string {
  const decimals = decimalsOf(report.currency);
  const money = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);
  const rows: string[][] = [
    ['Z report', report.from, report.to, report.currency, report.timeZone],
    [],
    ['Summary', 'Amount'],
    ['Orders', String(report.orderCount)],
    ['Refunds issued', String(report.refundCount)],
    ['Gross sales', money(report.grossSales)],
    ['Refunds', money(report.refunds)],
    ['Net sales', money(report.netSales)],
    ['Discounts', money(report.discounts)],
    ['Tax', money(report.tax)],
    ['Tips', money(report.tips)],
    [],
    ['Payment method', 'Amount'],
    ...report.byMethod.map((row) => [row.method, money(row.amount)]),
    [],
    ['Product', 'Quantity', 'Amount'],
    ...report.byProduct.map((row) => [guardCell(row.name), String(row.quantity), money(row.total)]),
    [],
    ['Hour', 'Orders', 'Amount'],
    ...report.byHour.map((row) => [
      `${String(row.hour).padStart(2, '0')}:00`,
      String(row.orders),
      money(row.total),
    ]),
  ];
  return stringify(rows, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
