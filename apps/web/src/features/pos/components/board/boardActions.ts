import type { OrderStatus, PaymentMethod, PosOrder } from '@worksphere/contracts';

/** What a card can ask of the board. */
export type BoardActions = {
  changeStatus: (order: PosOrder, status: OrderStatus) => void;
  pay: (order: PosOrder, method: PaymentMethod) => void;
  refund: (order: PosOrder) => void;
  /** Take payment with tip, split and change; refund some lines with a reason. */
  charge: (order: PosOrder) => void;
  refundLines: (order: PosOrder) => void;
  print: (order: PosOrder) => void;
};
