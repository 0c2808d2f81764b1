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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The Z report as a printable A4 page (the PDF renderer runs no script and loads nothing). */
export function reportHtml(report: PosReport): string {
  const decimals = decimalsOf(report.currency);
  const money = (minor: number) =>
    `${(minor / 10 ** decimals).toFixed(decimals)} ${escapeHtml(report.currency)}`;
  const table = (title: string, rows: (string | number)[][]) =>
    `<h2>${escapeHtml(title)}</h2><table>${rows
      .map(
        (row) =>
          `<tr>${row
            .map((cell, index) =>
              index === 0
                ? `<th>${escapeHtml(String(cell))}</th>`
                : `<td>${escapeHtml(String(cell))}</td>`,
            )
            .join('')}</tr>`,
      )
      .join('')}</table>`;
  const range = report.from === report.to ? report.from : `${report.from} – ${report.to}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Z report ${escapeHtml(range)}</title>
<style>@page { size: A4; margin: 16mm; } body { font: 11pt/1.4 sans-serif; color: #000; }
h1 { font-size: 16pt; margin: 0 0 4pt; } h2 { font-size: 12pt; margin: 14pt 0 4pt; }
table { width: 100%; border-collapse: collapse; } th { text-align: left; font-weight: normal; }
td { text-align: right; font-variant-numeric: tabular-nums; } tr { border-top: 1px solid #ddd; }</style>
</head><body><h1>Z report</h1><p>${escapeHtml(range)} (${escapeHtml(report.timeZone)})</p>
${table('Summary', [
  ['Orders', report.orderCount],
  ['Refunds issued', report.refundCount],
  ['Gross sales', money(report.grossSales)],
  ['Refunds', money(report.refunds)],
  ['Net sales', money(report.netSales)],
  ['Discounts', money(report.discounts)],
  ['Tax', money(report.tax)],
  ['Tips', money(report.tips)],
])}
${table(
  'By payment method',
  report.byMethod.map((row) => [row.method, money(row.amount)]),
)}
${table(
  'By product',
  report.byProduct.map((row) => [row.name, row.quantity, money(row.total)]),
)}
${table(
  'By hour',
  report.byHour.map((row) => [
    `${String(row.hour).padStart(2, '0')}:00`,
    row.orders,
    money(row.total),
  ]),
)}
</body></html>`;
}
