import { useSummaryQuery } from '../api/posApi';
import { WidgetFooterLink, WidgetState } from '../../dashboard/widgets/WidgetState';
import { posMessages } from '../pos.messages';
import { formatMoney } from '../utils/money';
import { ORDERS_BOARD_PATH } from '../utils/posPaths';

const messages = posMessages.widget;

/**
 * "Sales today": the shop's paid takings of its business day, the money taken by each payment
 * method (tips included, split payments by part) and the tips.
 */
export function SalesTodayWidget() {
  const summaryQuery = useSummaryQuery('');
  return (
    <WidgetState query={summaryQuery} listName={messages.listName}>
      {(summary) => (
        <div>
          <p
            className="text-3xl font-semibold tabular-nums text-zinc-900"
            data-testid="sales-today-total"
          >
            {formatMoney(summary.total, summary.currency)}
          </p>
          <p className="mt-1 text-sm text-zinc-500">
            {messages.orders(summary.orderCount)} · {messages.open(summary.openCount)}
          </p>
          <dl className="mt-3 space-y-1 text-sm">
            {summary.byPaymentMethod.map((row) => (
              <div key={row.paymentMethod} className="flex justify-between">
                <dt className="text-zinc-600">{posMessages.paymentMethods[row.paymentMethod]}</dt>
                <dd className="tabular-nums text-zinc-900">
                  {formatMoney(row.total, summary.currency)}
                </dd>
              </div>
            ))}
            {summary.tips !== 0 ? (
              <div className="flex justify-between">
                <dt className="text-zinc-600">{posMessages.board.tips}</dt>
                <dd className="tabular-nums text-zinc-900">
                  {formatMoney(summary.tips, summary.currency)}
                </dd>
              </div>
            ) : null}
          </dl>
          <WidgetFooterLink to={ORDERS_BOARD_PATH}>{messages.toBoard}</WidgetFooterLink>
        </div>
      )}
    </WidgetState>
  );
}
