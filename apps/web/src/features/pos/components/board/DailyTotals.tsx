import type { PosSalesSummary } from '@worksphere/contracts';
import { posMessages } from '../../pos.messages';
import { formatMoney } from '../../utils/money';

const messages = posMessages.board;

/**
 * The day's paid takings, then the money taken by each payment method (each part of a split
 * payment under its own method, tips included, so the methods add up to total and tips).
 */
export function DailyTotals({ summary }: { summary: PosSalesSummary }) {
  const money = (value: number) => formatMoney(value, summary.currency);
  return (
    <section
      aria-label={messages.totalsTitle}
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm"
    >
      <p>
        <span className="text-zinc-500">{posMessages.cart.total}: </span>
        <span className="tabular-nums font-semibold text-zinc-900" data-testid="day-total">
          {money(summary.total)}
        </span>
      </p>
      {summary.tips !== 0 ? (
        <p>
          <span className="text-zinc-500">{messages.tips}: </span>
          <span className="tabular-nums">{money(summary.tips)}</span>
        </p>
      ) : null}
      {summary.byPaymentMethod.map((row) => (
        <p key={row.paymentMethod}>
          <span className="text-zinc-500">{posMessages.paymentMethods[row.paymentMethod]}: </span>
          <span className="tabular-nums font-medium">{money(row.total)}</span>
          <span className="text-zinc-500"> ({row.count})</span>
        </p>
      ))}
      {summary.refunds !== 0 ? (
        <p>
          <span className="text-zinc-500">{messages.refunds}: </span>
          <span className="tabular-nums">{money(summary.refunds)}</span>
        </p>
      ) : null}
      <p className="text-zinc-500">
        {messages.ordersCount(summary.orderCount)} · {messages.open(summary.openCount)}
      </p>
    </section>
  );
}
