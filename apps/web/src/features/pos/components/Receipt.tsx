import type { PosOrder } from '@worksphere/contracts';
import { createPortal } from 'react-dom';
import type { PaidOrder } from '../api/counterApi';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { formatMoney } from '../utils/money';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = posMessages.screen;

/**
 * Printing shows only the receipt, sized for 80 mm thermal printers (72 mm of printable width):
 * every other child of <body> is hidden, the page is as long as the receipt.
 */
const PRINT_CSS = `
.pos-print-receipt { display: none; }
@media print {
  @page { size: 80mm auto; margin: 4mm; }
  body > *:not(.pos-print-receipt) { display: none !important; }
  html, body { background: #fff !important; }
  .pos-print-receipt { display: block !important; width: 72mm; color: #000;
    font: 12px/1.35 ui-monospace, 'DejaVu Sans Mono', monospace; }
}`;

/** The receipt of a placed order, from the server's figures only. */
export function ReceiptBody({
  order,
  shopName,
  timeZone,
  payment,
}: {
  order: PosOrder;
  shopName: string;
  timeZone?: string;
  /** Just paid at the counter: the tip, each part, what was tendered and the change. */
  payment?: PaidOrder | null;
}) {
  const money = (value: number) => formatMoney(value, order.currency);
  // The shop's clock: a receipt reads the same wherever it is printed.
  const dates = useDateFormatter(timeZone);
  return (
    <div className="font-mono text-xs text-zinc-900" data-testid="receipt">
      <p className="text-center text-sm font-bold">{shopName}</p>
      <p className="text-center">{messages.receiptTitle(order.number)}</p>
      <p className="text-center">{dates.formatDateTime(order.createdAt)}</p>
      {order.customerName ? <p className="text-center">{order.customerName}</p> : null}
      <hr className="my-2 border-dashed border-zinc-400" />
      <table className="w-full">
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="align-top">
              <td className="pr-1">
                {line.quantity} × {line.name}
                {line.options.map((option) => (
                  <div key={`${option.groupName}-${option.choiceName}`} className="pl-3">
                    {option.choiceName}
                  </div>
                ))}
                {line.note ? <div className="pl-3 italic">{line.note}</div> : null}
              </td>
              <td className="whitespace-nowrap text-right">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr className="my-2 border-dashed border-zinc-400" />
      <Row label={posMessages.cart.subtotal} value={money(order.subtotal)} />
      {order.discountAmount !== 0 ? (
        <Row label={posMessages.cart.discount} value={`−${money(order.discountAmount)}`} />
      ) : null}
      <Row
        label={`${posMessages.cart.tax} ${(order.taxRateBasisPoints / 100).toString()}%${
          order.taxInclusive ? ` (${posMessages.cart.taxIncluded})` : ''
        }`}
        value={money(order.tax)}
      />
      <Row label={posMessages.cart.total} value={money(order.total)} bold />
      {payment && payment.payments.length > 0 ? (
        <div className="mt-2">
          {payment.tip !== 0 ? (
            <>
              <Row label={posCounterMessages.receipt.tip} value={money(payment.tip)} />
              <Row
                label={posCounterMessages.receipt.paidTotal}
                value={money(order.total + payment.tip)}
              />
            </>
          ) : null}
          {payment.payments.map((part) => (
            <div key={part.id}>
              <Row label={posMessages.paymentMethods[part.method]} value={money(part.amount)} />
              {part.tendered !== null && part.change > 0 ? (
                <>
                  <Row label={posCounterMessages.receipt.tendered} value={money(part.tendered)} />
                  <Row label={posCounterMessages.receipt.change} value={money(part.change)} />
                </>
              ) : null}
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-2">
          {order.paid && order.paymentMethod
            ? messages.receiptPaid(posMessages.paymentMethods[order.paymentMethod])
            : messages.receiptUnpaid}
        </p>
      )}
      {order.note ? <p className="italic">{order.note}</p> : null}
      <p className="mt-2 text-center">{messages.receiptThanks}</p>
    </div>
  );
}

function Row({ label, value, bold }: { label: string; value: string; bold?: boolean }) {
  return (
    <div className={bold ? 'flex justify-between text-sm font-bold' : 'flex justify-between'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** The copy the printer gets: outside the app's tree so the print stylesheet can keep it alone. */
export function PrintableReceipt({
  order,
  shopName,
  timeZone,
  payment,
}: {
  order: PosOrder;
  shopName: string;
  timeZone?: string;
  payment?: PaidOrder | null;
}) {
  return createPortal(
    <div className="pos-print-receipt">
      <style>{PRINT_CSS}</style>
      <ReceiptBody order={order} shopName={shopName} timeZone={timeZone} payment={payment} />
    </div>,
    document.body,
  );
}
