import { ORDER_STATUSES, type OrderStatus } from '@worksphere/contracts';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '../../../../platform/api/ApiError';
import { Alert } from '../../../../ui/Alert';
import { Button, buttonClasses } from '../../../../ui/Button';
import { QueryFailed } from '../../../../ui/QueryStatus';
import { PageSpinner } from '../../../../ui/Spinner';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { usePublicOrderQuery } from '../../api/publicPosApi';
import { usePublicOrderLive } from '../../api/usePublicOrderLive';
import { useReadyNotification } from '../../api/useReadyNotification';
import { posMessages } from '../../pos.messages';
import { formatMoney } from '../../utils/money';
import { TotalsTable } from '../CartList';

const messages = posMessages.publicOrder;
const STEPS = ORDER_STATUSES.filter((status) => status !== 'cancelled');

/** The confirmation and live status of a placed order, found by its unguessable token. */
export function PublicOrderStatusView({ slug, token }: { slug: string; token: string }) {
  const orderQuery = usePublicOrderQuery(slug, token);
  usePublicOrderLive(slug, token);
  useDocumentTitle(
    orderQuery.data
      ? `${messages.confirmationTitle(orderQuery.data.number)} · ${orderQuery.data.shopName}`
      : posMessages.loading,
  );
  const menuPath = `/pos/orders/${encodeURIComponent(slug)}`;
  const dates = useDateFormatter();
  const notify = useReadyNotification(orderQuery.data);

  if (orderQuery.isPending) return <PageSpinner label={posMessages.loading} />;
  if (orderQuery.isError) {
    return (
      <div className="mx-auto w-full max-w-xl space-y-4 p-4">
        {orderQuery.error instanceof ApiError && orderQuery.error.status === 404 ? (
          <Alert tone="error">{messages.statusNotFound}</Alert>
        ) : (
          <QueryFailed
            message={posMessages.loadFailed}
            retryLabel={posMessages.retry}
            onRetry={() => void orderQuery.refetch()}
          />
        )}
        <Link to={menuPath} className={buttonClasses('secondary')}>
          {messages.back}
        </Link>
      </div>
    );
  }

  const order = orderQuery.data;
  const reached = STEPS.indexOf(order.status as (typeof STEPS)[number]);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6">
      <p className="text-sm text-zinc-500">{order.shopName}</p>
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900">
        {messages.confirmationTitle(order.number)}
      </h1>
      <p className="mt-1 text-sm text-zinc-600">{messages.confirmationLead}</p>
      {order.pickupAt ? (
        <p className="mt-2 font-semibold text-zinc-900">
          {messages.pickupAt(dates.formatTimeOrDateTime(order.pickupAt))}
        </p>
      ) : null}

      <section
        aria-labelledby="pos-status-title"
        className="my-6 rounded-xl border border-zinc-200 p-4"
      >
        <h2 id="pos-status-title" className="sr-only">
          {messages.statusLabel}
        </h2>
        <p role="status" aria-live="polite" className="text-lg font-semibold text-zinc-900">
          <span data-testid="order-status">{posMessages.status[order.status]}</span>
          <span className="mt-0.5 block text-sm font-normal text-zinc-600">
            {messages.statusHelp[order.status]}
          </span>
        </p>
        {order.status !== 'cancelled' ? (
          <ol className="mt-4 grid grid-cols-4 gap-1 text-center text-xs">
            {STEPS.map((step: OrderStatus, index) => (
              <li key={step} className="flex flex-col items-center gap-1">
                <span
                  className={clsx(
                    'flex size-7 items-center justify-center rounded-full border-2',
                    index <= reached
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-zinc-300 text-zinc-400',
                  )}
                >
                  {index <= reached ? <Check aria-hidden className="size-4" /> : index + 1}
                </span>
                <span className={index <= reached ? 'font-medium text-zinc-900' : 'text-zinc-500'}>
                  {posMessages.status[step]}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        <p className="mt-3 text-xs text-zinc-500">{messages.live}</p>
        {order.status === 'new' || order.status === 'preparing' ? (
          notify.state === 'off' ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void notify.enable()}
            >
              {messages.notifyMe}
            </Button>
          ) : notify.state === 'on' ? (
            <p className="mt-3 text-sm text-zinc-700">{messages.notifyOn}</p>
          ) : notify.state === 'blocked' ? (
            <p className="mt-3 text-sm text-zinc-700">{messages.notifyBlocked}</p>
          ) : null
        ) : null}
      </section>

      <ul className="mb-3 divide-y divide-zinc-100">
        {order.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-3 py-2 text-sm">
            <span>
              {line.quantity} × {line.name}
              {line.options.length > 0 ? (
                <span className="block text-xs text-zinc-500">
                  {line.options.map((option) => option.choiceName).join(', ')}
                </span>
              ) : null}
            </span>
            <span className="tabular-nums">{formatMoney(line.lineTotal, order.currency)}</span>
          </li>
        ))}
      </ul>
      <TotalsTable totals={order} currency={order.currency} taxInclusive={order.taxInclusive} />
      <Link to={menuPath} className={clsx(buttonClasses('secondary'), 'mt-6 w-full')}>
        {messages.newOrder}
      </Link>
    </div>
  );
}
