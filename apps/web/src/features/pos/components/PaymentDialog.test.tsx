import type { PosOrder } from '@worksphere/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { posMessages } from '../pos.messages';
import { posCounterMessages } from '../posCounter.messages';
import { PaymentDialog } from './PaymentDialog';

const messages = posCounterMessages.payment;

afterEach(() => vi.unstubAllGlobals());

const order = {
  id: 'order-1',
  number: 7,
  currency: 'EUR',
  total: 1155,
  paid: false,
  lines: [],
} as unknown as PosOrder;

describe('taking payment', () => {
  it('adds a percentage tip, splits cash and card and shows the change before paying', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /pos/orders/order-1/payments': ({ body }) => {
        sent.push(body);
        return jsonResponse(200, {
          order: { ...order, paid: true },
          tip: 116,
          payments: [],
          change: 500,
        });
      },
    });
    const onPaid = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(
      <PaymentDialog order={order} onClose={() => undefined} onPaid={onPaid} />,
    );

    await user.click(screen.getByRole('button', { name: messages.tipPercent(10) }));
    // 11.55 + 1.16: the single part follows the tip.
    expect(screen.getByTestId('payment-due').textContent).toMatch(/12\.71/);
    const amount1 = screen.getByLabelText(`${messages.part(1)}: ${messages.amount}`);
    expect((amount1 as HTMLInputElement).value).toBe('12.71');
    const pay = screen.getByRole('button', { name: messages.pay });

    await user.clear(amount1);
    await user.type(amount1, '5.00');
    expect(pay).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(`${messages.part(1)}: ${messages.tendered}`), '4');
    expect(screen.getByText(messages.tenderedShort)).toBeTruthy();
    await user.type(screen.getByLabelText(`${messages.part(1)}: ${messages.tendered}`), '0');
    await user.click(screen.getByRole('button', { name: messages.addSplit }));
    // A second part starts as card with what is left.
    expect(
      screen.getAllByRole('radio', { name: posMessages.paymentMethods.card })[1],
    ).toHaveProperty('checked', true);
    expect(
      (screen.getByLabelText(`${messages.part(2)}: ${messages.amount}`) as HTMLInputElement).value,
    ).toBe('7.71');
    expect(screen.getByTestId('payment-change').textContent).toMatch(/35\.00/);
    await user.click(pay);

    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      tip: 116,
      payments: [
        { method: 'cash', amount: 500, tendered: 4000 },
        { method: 'card', amount: 771, tendered: null },
      ],
    });
  });
});
