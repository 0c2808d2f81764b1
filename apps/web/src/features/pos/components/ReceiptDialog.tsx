import type { PosOrder } from '@worksphere/contracts';
import { Printer } from 'lucide-react';
import { Button } from '../../../ui/Button';
import type { PaidOrder } from '../api/counterApi';
import { Modal } from '../../../ui/Modal';
import { posMessages } from '../pos.messages';
import { EmailReceiptForm } from './EmailReceiptForm';
import { PrintableReceipt, ReceiptBody } from './Receipt';

const messages = posMessages.screen;

/** After placing: the server's receipt, to print or to start the next order. */
export function ReceiptDialog({
  order,
  shopName,
  timeZone,
  payment,
  onClose,
}: {
  order: PosOrder | null;
  /** The payment just taken, when there was one (tip, parts, change). */
  payment?: PaidOrder | null;
  shopName: string;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={order !== null}
      onClose={onClose}
      title={order ? messages.receiptTitle(order.number) : ''}
      autoFocusFirstField={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.newOrder}
          </Button>
          <Button icon={<Printer aria-hidden className="size-4" />} onClick={() => window.print()}>
            {messages.print}
          </Button>
        </>
      }
    >
      {order ? (
        <>
          <div className="mx-auto max-w-xs rounded-md border border-zinc-200 bg-zinc-50 p-3">
            <ReceiptBody order={order} shopName={shopName} timeZone={timeZone} payment={payment} />
          </div>
          <EmailReceiptForm key={order.id} order={order} />
          <PrintableReceipt
            order={order}
            shopName={shopName}
            timeZone={timeZone}
            payment={payment}
          />
        </>
      ) : null}
    </Modal>
  );
}
