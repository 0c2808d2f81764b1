import {
  POS_EVENTS,
  type PosAddOrderPayload,
  type PosOrder,
  type PosProduct,
} from '@worksphere/contracts';
import { PackageOpen } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed } from '../../../ui/QueryStatus';
import { PageSpinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useCatalogueQuery } from '../api/posApi';
import { NoPosAccess } from '../components/NoPosAccess';
import { PosSubNav } from '../components/PosSubNav';
import { ProductOptionsDialog } from '../components/ProductOptionsDialog';
import { ProductPicker } from '../components/ProductPicker';
import type { PaidOrder } from '../api/counterApi';
import { BarcodeScanning } from '../components/BarcodeScanning';
import { PaymentDialog } from '../components/PaymentDialog';
import { ReceiptDialog } from '../components/ReceiptDialog';
import { StaffCheckoutPanel, type CheckoutDetails } from '../components/StaffCheckoutPanel';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { cartReducer, itemCount, itemsFromHandoff, previewTotals } from '../utils/cart';
import { formatMoney } from '../utils/money';
import { parseHandoff, takeStoredHandoff } from '../utils/handoff';
import { canManageCatalogue, canSell } from '../utils/permissions';
import { PageFrame } from '../../../ui/PageFrame';
import { pageTitleClasses } from '../../../ui/PageHeader';

const messages = posMessages.screen;

/** /pos/create-order-pos: the staff order screen. */
export function CreateOrderPage() {
  useDocumentTitle(messages.documentTitle);
  const user = useCurrentUser();
  if (!canSell(user)) return <NoPosAccess />;
  return <OrderScreen />;
}

function OrderScreen() {
  const user = useCurrentUser();
  const catalogueQuery = useCatalogueQuery();
  const [items, dispatch] = useReducer(cartReducer, []);
  const [details, setDetails] = useState<CheckoutDetails>({ customerName: '', note: '' });
  const [choosing, setChoosing] = useState<PosProduct | null>(null);
  const [placed, setPlaced] = useState<PosOrder | null>(null);
  const [charging, setCharging] = useState<PosOrder | null>(null);
  const [payment, setPayment] = useState<PaidOrder | null>(null);
  const [fromAssistant, setFromAssistant] = useState(false);
  // The assistant's order, stored before navigating here or sent while here (spec 3), waits
  // for the catalogue it is matched against.
  const [handoffs, setHandoffs] = useState<PosAddOrderPayload[]>(() => {
    const stored = takeStoredHandoff();
    return stored ? [stored] : [];
  });

  useEffect(() => {
    const receive = (event: Event) => {
      const payload = parseHandoff((event as CustomEvent<unknown>).detail);
      if (payload) setHandoffs((pending) => [...pending, payload]);
    };
    window.addEventListener(POS_EVENTS.addOrder, receive);
    return () => window.removeEventListener(POS_EVENTS.addOrder, receive);
  }, []);

  const products = catalogueQuery.data?.products;
  useEffect(() => {
    if (!products || handoffs.length === 0) return;
    for (const payload of handoffs) {
      const { items: received, missing } = itemsFromHandoff(payload, products);
      for (const item of received) {
        dispatch({
          type: 'add',
          product: item.product,
          choiceIds: item.choiceIds,
          note: item.note,
          quantity: item.quantity,
        });
      }
      setDetails((current) => ({
        customerName: payload.customerName || current.customerName,
        note: payload.note || current.note,
      }));
      if (received.length > 0) toast.info(messages.handoffFilled);
      if (missing > 0) toast.error(messages.handoffMissing(missing));
    }
    setFromAssistant(true);
    setHandoffs([]);
  }, [products, handoffs]);

  if (catalogueQuery.isPending) return <PageSpinner label={posMessages.loading} />;
  if (catalogueQuery.isError) {
    return (
      <div className="mx-auto max-w-xl p-6">
        <QueryFailed
          message={posMessages.loadFailed}
          retryLabel={posMessages.retry}
          onRetry={() => void catalogueQuery.refetch()}
        />
      </div>
    );
  }
  const catalogue = catalogueQuery.data;

  function pick(product: PosProduct) {
    if (product.optionGroups.length > 0) setChoosing(product);
    else dispatch({ type: 'add', product, choiceIds: [], note: '' });
  }

  function startOver() {
    setPlaced(null);
    setPayment(null);
    dispatch({ type: 'clear' });
    setDetails({ customerName: '', note: '' });
    setFromAssistant(false);
  }

  return (
    <PageFrame>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className={pageTitleClasses}>{messages.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <BarcodeScanning
            products={catalogue.products}
            canAssign={canManageCatalogue(user)}
            onProduct={pick}
          />
          <PosSubNav />
        </div>
      </div>
      {catalogue.products.length === 0 ? (
        <EmptyState
          icon={<PackageOpen aria-hidden className="size-6" />}
          title={messages.title}
          description={messages.emptyCatalogue}
          action={
            canManageCatalogue(user) ? (
              <Link to="/settings/pos" className={buttonClasses('secondary')}>
                {messages.toSettings}
              </Link>
            ) : null
          }
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
          <ProductPicker catalogue={catalogue} onPick={pick} />
          <div id="pos-cart" className="scroll-mt-4 pb-16 lg:sticky lg:top-4 lg:self-start lg:pb-0">
            <StaffCheckoutPanel
              items={items}
              dispatch={dispatch}
              settings={catalogue.settings}
              details={details}
              onDetailsChange={setDetails}
              fromAssistant={fromAssistant}
              onPlaced={(order) => {
                setPlaced(order);
                toast.success(posMessages.shared.orderPlaced(order.number));
              }}
              onCharge={setCharging}
            />
          </div>
        </div>
      )}
      {items.length > 0 ? (
        // Phones: the cart is under the grid; this bar is the way down to it.
        <a
          href="#pos-cart"
          data-toast-keep-clear=""
          className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 flex sm:bottom-3 items-center justify-between rounded-xl bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-lg lg:hidden"
        >
          <span>{posMessages.publicOrder.viewCart(itemCount(items))}</span>
          <span className="tabular-nums">
            {formatMoney(
              previewTotals(items, catalogue.settings).total,
              catalogue.settings.currency,
            )}
          </span>
        </a>
      ) : null}
      <ProductOptionsDialog
        product={choosing}
        currency={catalogue.settings.currency}
        onClose={() => setChoosing(null)}
        onAdd={({ product, choiceIds, note, quantity }) => {
          dispatch({ type: 'add', product, choiceIds, note, quantity });
          setChoosing(null);
        }}
      />
      <PaymentDialog
        order={charging}
        onClose={() => {
          // The order stays on the board, unpaid.
          setCharging(null);
          startOver();
        }}
        onPaid={(paid) => {
          setCharging(null);
          setPayment(paid);
          setPlaced(paid.order);
          const message = posCounterMessages.payment.paid(paid.order.number);
          toast.success(
            paid.change > 0
              ? `${message} ${posCounterMessages.payment.changeToGive(formatMoney(paid.change, paid.order.currency))}`
              : message,
          );
        }}
      />
      <ReceiptDialog
        order={placed}
        payment={payment}
        shopName={user.organizationName}
        timeZone={catalogue.settings.timeZone}
        onClose={startOver}
      />
    </PageFrame>
  );
}
