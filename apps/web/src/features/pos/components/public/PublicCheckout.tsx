import {
  placePublicOrderRequestSchema,
  type PlacePublicOrderRequest,
  type PublicMenuResponse,
} from '@worksphere/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../platform/api/ApiError';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { SelectField } from '../../../../ui/SelectField';
import { TextField } from '../../../../ui/TextField';
import { useDateFormatter } from '../../../../platform/dates/useDateFormatter';
import { posKeys } from '../../api/posKeys';
import { usePlacePublicOrderMutation } from '../../api/publicPosApi';
import { posMessages } from '../../pos.messages';
import {
  newClientKey,
  previewTotals,
  toCartLines,
  type CartAction,
  type CartItem,
} from '../../utils/cart';
import { CartList, TotalsTable } from '../CartList';
import { saveCart } from '../../utils/storedCart';
import { fieldErrorsOf } from '../../../../ui/fieldErrorsOf';

const messages = posMessages.publicOrder;
type Fields = 'customerName' | 'customerPhone' | 'note' | 'lines';

/** The cart, name and phone, and placing the pickup order. */
export function PublicCheckout({
  slug,
  shop,
  items,
  dispatch,
  onBack,
  onClosed,
}: {
  slug: string;
  shop: PublicMenuResponse['shop'];
  items: CartItem[];
  dispatch: (action: CartAction) => void;
  onBack: () => void;
  /** The server said the shop is closed: the menu is fetched again to show it. */
  onClosed: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlacePublicOrderMutation(slug);
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [note, setNote] = useState('');
  // '' is as soon as possible (only while open); a slot no longer offered (taken meanwhile)
  // falls back to it, or while closed to the first slot offered.
  const [pickupChoice, setPickupChoice] = useState('');
  const pickupAt = shop.pickupSlots.includes(pickupChoice)
    ? pickupChoice
    : shop.openNow
      ? ''
      : (shop.pickupSlots[0] ?? '');
  const dates = useDateFormatter(shop.timeZone);
  // Slots of another day (the next opening day's) say which day.
  const slotLabel = (slot: string) =>
    dates.isSameDay(slot, Date.now())
      ? dates.formatTime(slot)
      : dates.formatDateTime(slot, { withWeekday: true });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per attempt: a retry after a lost answer is recognised by the server, not doubled.
  const [clientKey] = useState(newClientKey);
  const totals = previewTotals(items, shop);
  const canOrder = shop.acceptingOnlineOrders && (shop.openNow || shop.pickupSlots.length > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const request: PlacePublicOrderRequest = {
      clientKey,
      customerName,
      customerPhone,
      note,
      lines: toCartLines(items),
      pickupAt: pickupAt || null,
    };
    const parsed = placePublicOrderRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    place.mutate(request, {
      onSuccess: (answer) => {
        queryClient.setQueryData(posKeys.publicOrder(slug, answer.token), answer.order);
        dispatch({ type: 'clear' });
        // The page changes in the same render: the saved cart goes now, not in an effect.
        saveCart(slug, []);
        void navigate(`/pos/orders/${encodeURIComponent(slug)}/status/${answer.token}`);
      },
      onError: (error) => {
        setServerError(error.message);
        if (error instanceof ApiError && error.status === 409) onClosed();
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-4 sm:px-6">
      <Button variant="ghost" icon={<ArrowLeft aria-hidden className="size-4" />} onClick={onBack}>
        {messages.back}
      </Button>
      <h1 className="mb-2 mt-3 text-2xl font-semibold text-zinc-900">{messages.checkout}</h1>
      <section aria-label={posMessages.cart.title} className="mb-4">
        <CartList items={items} currency={shop.currency} dispatch={dispatch} />
        {items.length > 0 ? (
          <div className="border-t border-zinc-200 pt-3">
            <TotalsTable
              totals={totals}
              currency={shop.currency}
              taxInclusive={shop.taxInclusive}
            />
            <p className="mt-1 text-xs text-zinc-500">{posMessages.cart.previewNote}</p>
          </div>
        ) : null}
      </section>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={messages.nameLabel}
          autoComplete="name"
          value={customerName}
          error={errors.customerName}
          onChange={(event) => setCustomerName(event.target.value)}
        />
        <TextField
          label={messages.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={customerPhone}
          error={errors.customerPhone}
          onChange={(event) => setCustomerPhone(event.target.value)}
        />
        {shop.pickupSlots.length > 0 ? (
          <SelectField
            label={messages.pickupLabel}
            options={[
              ...(shop.openNow ? [{ value: '', label: messages.pickupAsap }] : []),
              ...shop.pickupSlots.map((slot) => ({ value: slot, label: slotLabel(slot) })),
            ]}
            value={pickupAt}
            onChange={(change) => setPickupChoice(change.target.value)}
          />
        ) : null}
        <TextField
          label={messages.noteLabel}
          placeholder={messages.notePlaceholder}
          value={note}
          maxLength={500}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.lines ? <Alert tone="error">{errors.lines}</Alert> : null}
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isLoading={place.isPending}
          disabled={!canOrder || items.length === 0}
        >
          {messages.placeOrder}
        </Button>
      </form>
    </div>
  );
}
