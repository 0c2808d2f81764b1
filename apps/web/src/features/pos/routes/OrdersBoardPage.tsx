import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { type OrderStatus, type PosOrder, type PosOrderEvent } from '@worksphere/contracts';
import { addDays, lightFormat, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import {
  useCatalogueQuery,
  useChangeStatusMutation,
  useOrdersQuery,
  usePayOrderMutation,
  useRefundOrderMutation,
  useSummaryQuery,
} from '../api/posApi';
import { usePosOrderEvents } from '../api/usePosOrderEvents';
import { BoardColumn } from '../components/board/BoardColumn';
import type { BoardActions } from '../components/board/boardActions';
import { DailyTotals } from '../components/board/DailyTotals';
import { NoPosAccess } from '../components/NoPosAccess';
import { PosSubNav } from '../components/PosSubNav';
import { PaymentDialog } from '../components/PaymentDialog';
import { PrintableReceipt } from '../components/Receipt';
import { RefundDialog } from '../components/RefundDialog';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney } from '../utils/money';
import { posMessages } from '../pos.messages';
import { BOARD_COLUMNS, ordersByStatus, playChime } from '../utils/board';
import { columnKeyboardCoordinates } from '../utils/columnKeyboardCoordinates';
import { canSell } from '../utils/permissions';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';

const messages = posMessages.board;

/** /pos/board: the day's orders by status, live. */
export function OrdersBoardPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  if (!canSell(user)) return <NoPosAccess />;
  return <OrdersBoard />;
}

function OrdersBoard() {
  // '' is the shop's today (its time zone decides); the summary says which day that is.
  const [day, setDay] = useState('');
  const ordersQuery = useOrdersQuery(day);
  const summaryQuery = useSummaryQuery(day);
  const shownDay = day || summaryQuery.data?.day || '';
  const changeStatus = useChangeStatusMutation();
  const pay = usePayOrderMutation();
  const refund = useRefundOrderMutation();
  const [refunding, setRefunding] = useState<PosOrder | null>(null);
  const [printing, setPrinting] = useState<PosOrder | null>(null);
  const [charging, setCharging] = useState<PosOrder | null>(null);
  const [refundingLines, setRefundingLines] = useState<PosOrder | null>(null);
  const [notifying, setNotifying] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'granted',
  );
  const user = useCurrentUser();
  // Times on cards and receipts are the shop's (the catalogue is usually cached already).
  const timeZone = useCatalogueQuery().data?.settings.timeZone;

  // The receipt is in the page once rendered; print then, and take it away after.
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(null);
  }, [printing]);

  const onEvent = useCallback((event: PosOrderEvent) => {
    if (event.change === 'created' && event.order.source === 'online') {
      playChime();
      toast.info(posMessages.shared.newOnlineOrder(event.order.number));
      // Another tab or app in front: the system's own notification.
      if (
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted' &&
        document.visibilityState !== 'visible'
      ) {
        const { order } = event;
        new Notification(posCounterMessages.notify.title(order.number), {
          body: [order.customerName, formatMoney(order.total, order.currency)]
            .filter(Boolean)
            .join(' · '),
          tag: `pos-order-${order.id}`,
        });
      }
    }
  }, []);
  usePosOrderEvents(onEvent);

  const actions = useMemo<BoardActions>(
    () => ({
      changeStatus: (order, status) =>
        changeStatus.mutate(
          { id: order.id, status },
          {
            onSuccess: (changed) =>
              toast.success(messages.moved(changed.number, posMessages.status[changed.status])),
            onError: (error) => toast.error(error.message),
          },
        ),
      pay: (order, paymentMethod) =>
        pay.mutate(
          { id: order.id, paymentMethod },
          { onError: (error) => toast.error(error.message) },
        ),
      refund: (order) => setRefunding(order),
      charge: (order) => setCharging(order),
      refundLines: (order) => setRefundingLines(order),
      print: (order) => setPrinting(order),
    }),
    [changeStatus, pay],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const order = ordersQuery.data?.find((candidate) => candidate.id === active.id);
    const to = over.id as OrderStatus;
    if (!order || order.status === to) return;
    // The server decides (another screen may have moved it meanwhile); its refusal is shown.
    actions.changeStatus(order, to);
  }

  const moveDay = (delta: number) =>
    shownDay && setDay(lightFormat(addDays(parseISO(shownDay), delta), 'yyyy-MM-dd'));
  const columns = ordersByStatus(ordersQuery.data ?? []);

  return (
    <PageFrame>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className={pageTitleClasses}>{messages.title}</h1>
        <PosSubNav />
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <IconButton
          label={messages.previousDay}
          icon={<ChevronLeft className="size-4" />}
          onClick={() => moveDay(-1)}
        />
        <input
          type="date"
          aria-label={messages.day}
          value={shownDay}
          onChange={(event) => setDay(event.target.value)}
          className="rounded-lg border border-zinc-300 px-2 py-1.5 text-sm"
        />
        <IconButton
          label={messages.nextDay}
          icon={<ChevronRight className="size-4" />}
          onClick={() => moveDay(1)}
        />
        <Button variant="secondary" size="sm" onClick={() => setDay('')} disabled={day === ''}>
          {messages.today}
        </Button>
        {typeof Notification !== 'undefined' ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={notifying}
            onClick={() =>
              void Notification.requestPermission().then((permission) =>
                setNotifying(permission === 'granted'),
              )
            }
          >
            {notifying ? posCounterMessages.notify.enabled : posCounterMessages.notify.enable}
          </Button>
        ) : null}
      </div>
      {summaryQuery.data ? (
        <div className="mb-4">
          <DailyTotals summary={summaryQuery.data} />
        </div>
      ) : null}
      {ordersQuery.isPending ? (
        <QueryLoading label={posMessages.loading} />
      ) : ordersQuery.isError ? (
        <QueryFailed
          message={posMessages.loadFailed}
          retryLabel={posMessages.retry}
          onRetry={() => void ordersQuery.refetch()}
        />
      ) : (
        <DndContext
          sensors={sensors}
          onDragEnd={handleDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: messages.dragInstructions },
            announcements: announcementsFor(ordersQuery.data),
          }}
        >
          <p className="sr-only">{messages.dragHint}</p>
          <div className="flex gap-3 overflow-x-auto pb-2 sm:grid sm:grid-cols-3 sm:overflow-visible lg:grid-cols-5">
            {BOARD_COLUMNS.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                orders={columns[status]}
                actions={actions}
              />
            ))}
          </div>
        </DndContext>
      )}
      {printing ? (
        <PrintableReceipt order={printing} shopName={user.organizationName} timeZone={timeZone} />
      ) : null}
      <PaymentDialog
        order={charging}
        onClose={() => setCharging(null)}
        onPaid={(paid) => {
          setCharging(null);
          const message = posCounterMessages.payment.paid(paid.order.number);
          toast.success(
            paid.change > 0
              ? `${message} ${posCounterMessages.payment.changeToGive(formatMoney(paid.change, paid.order.currency))}`
              : message,
          );
        }}
      />
      <RefundDialog
        order={refundingLines}
        refunds={ordersQuery.data ?? []}
        onClose={() => setRefundingLines(null)}
      />
      <ConfirmDialog
        isOpen={refunding !== null}
        title={refunding ? messages.refundConfirmTitle(refunding.number) : ''}
        description={messages.refundConfirmBody}
        confirmLabel={messages.refund}
        isBusy={refund.isPending}
        onClose={() => setRefunding(null)}
        onConfirm={() => {
          if (!refunding) return;
          refund.mutate(
            { id: refunding.id },
            {
              onSuccess: () => setRefunding(null),
              onError: (error) => toast.error(error.message),
            },
          );
        }}
      />
    </PageFrame>
  );
}

/** What a screen reader hears while a card is moved, by order number and column name. */
function announcementsFor(orders: readonly PosOrder[]): Announcements {
  const numberOf = (id: UniqueIdentifier) => orders.find((order) => order.id === id)?.number ?? 0;
  const columnOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : (posMessages.status[id as OrderStatus] ?? '');
  const drag = messages.drag;
  return {
    onDragStart: ({ active }) => drag.picked(numberOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? drag.over(numberOf(active.id), columnOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? drag.dropped(numberOf(active.id), columnOf(over.id))
        : drag.cancelled(numberOf(active.id)),
    onDragCancel: ({ active }) => drag.cancelled(numberOf(active.id)),
  };
}
