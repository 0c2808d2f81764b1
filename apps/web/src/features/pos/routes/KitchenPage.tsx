import type { PosOrder } from '@worksphere/contracts';
import clsx from 'clsx';
import { Maximize2, Minimize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { QueryFailed } from '../../../ui/QueryStatus';
import { PageSpinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useChangeStatusMutation, useOrdersQuery } from '../api/posApi';
import { usePosOrderEvents } from '../api/usePosOrderEvents';
import { NoPosAccess } from '../components/NoPosAccess';
import { PosSubNav } from '../components/PosSubNav';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { canSell } from '../utils/permissions';

const messages = posCounterMessages.kitchen;

/** Orders the kitchen still makes: new or preparing, oldest first. */
export function kitchenOrders(orders: PosOrder[]): PosOrder[] {
  return orders
    .filter(
      (order) => !order.refundOfId && (order.status === 'new' || order.status === 'preparing'),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** /pos/kitchen: a full-screen view of open orders by age; "Bump" sends one to ready. Live. */
export function KitchenPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  if (!canSell(user)) return <NoPosAccess />;
  return <KitchenDisplay />;
}

function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function KitchenDisplay() {
  const ordersQuery = useOrdersQuery('');
  const bump = useChangeStatusMutation();
  const now = useMinuteClock();
  const screen = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  usePosOrderEvents();

  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  function toggleFullScreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void screen.current?.requestFullscreen?.();
  }

  if (ordersQuery.isPending) return <PageSpinner label={posMessages.loading} />;
  if (ordersQuery.isError) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <QueryFailed
          message={posMessages.loadFailed}
          retryLabel={posMessages.retry}
          onRetry={() => void ordersQuery.refetch()}
        />
      </div>
    );
  }
  const open = kitchenOrders(ordersQuery.data);

  return (
    <div ref={screen} className="min-h-full bg-zinc-950 p-4 text-white">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{messages.title}</h1>
        <div className="flex items-center gap-2">
          {fullScreen ? null : (
            <div className="rounded-lg bg-white p-0.5">
              <PosSubNav />
            </div>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={toggleFullScreen}
            icon={
              fullScreen ? (
                <Minimize2 aria-hidden className="size-4" />
              ) : (
                <Maximize2 aria-hidden className="size-4" />
              )
            }
          >
            {fullScreen ? messages.exitFullScreen : messages.fullScreen}
          </Button>
        </div>
      </div>
      {open.length === 0 ? (
        <p className="mt-16 text-center text-lg text-zinc-400" role="status">
          {messages.empty}
        </p>
      ) : (
        <ol
          aria-label={messages.orders}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {open.map((order) => {
            const minutes = Math.max(0, Math.floor((now - Date.parse(order.createdAt)) / 60_000));
            return (
              <li
                key={order.id}
                aria-label={`#${order.number}`}
                className={clsx(
                  'flex flex-col rounded-xl border-2 bg-zinc-900 p-4',
                  minutes >= 15
                    ? 'border-red-500'
                    : minutes >= 8
                      ? 'border-amber-400'
                      : 'border-zinc-700',
                )}
              >
                <div className="mb-2 flex items-baseline justify-between gap-2">
                  <span className="text-3xl font-bold">#{order.number}</span>
                  <span className="text-sm text-zinc-300">
                    {posMessages.status[order.status]} · {messages.age(minutes)}
                  </span>
                </div>
                {order.customerName ? (
                  <p className="mb-2 text-sm text-zinc-300">{order.customerName}</p>
                ) : null}
                <ul className="flex-1 space-y-1 text-lg">
                  {order.lines.map((line) => (
                    <li key={line.id}>
                      <span className="font-semibold">{line.quantity} ×</span> {line.name}
                      {line.options.length > 0 ? (
                        <span className="block pl-6 text-base text-zinc-300">
                          {line.options.map((option) => option.choiceName).join(', ')}
                        </span>
                      ) : null}
                      {line.note ? (
                        <span className="block pl-6 text-base italic text-amber-300">
                          {line.note}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {order.note ? (
                  <p className="mt-2 rounded bg-amber-950 p-2 text-base italic text-amber-200">
                    {order.note}
                  </p>
                ) : null}
                <Button
                  className="mt-3"
                  size="lg"
                  aria-label={messages.bumpLabel(order.number)}
                  isLoading={bump.isPending && bump.variables?.id === order.id}
                  onClick={() => bump.mutate({ id: order.id, status: 'ready' })}
                >
                  {messages.bump}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
