import { POS_EVENTS, POS_HANDOFF_STORAGE_KEY, type AiUiUpdateData } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUiUpdate, POS_CREATE_ORDER_PATH } from './applyUiUpdate';

const order: AiUiUpdateData = {
  type: 'pos_add_order',
  payload: {
    lines: [
      {
        productId: '11111111-1111-4111-8111-111111111111',
        quantity: 2,
        choiceIds: [],
        note: '',
        name: 'Latte',
        options: [],
        unitPrice: 450,
      },
    ],
    customerName: '',
    note: '',
    currency: 'USD',
  },
};

function effects(pathname: string) {
  return { pathname, navigate: vi.fn(), closeChat: vi.fn() };
}

afterEach(() => window.sessionStorage.clear());

describe('applyUiUpdate: pos_add_order (spec 3 §4)', () => {
  it('elsewhere: stores the payload, navigates to the order screen and closes the chat', () => {
    const received = vi.fn();
    window.addEventListener(POS_EVENTS.addOrder, received);
    const screen = effects('/dash');
    applyUiUpdate(order, screen);
    expect(JSON.parse(window.sessionStorage.getItem(POS_HANDOFF_STORAGE_KEY)!)).toEqual(
      order.payload,
    );
    expect(screen.navigate).toHaveBeenCalledWith(POS_CREATE_ORDER_PATH);
    expect(screen.closeChat).toHaveBeenCalledOnce();
    expect(received).not.toHaveBeenCalled();
    window.removeEventListener(POS_EVENTS.addOrder, received);
  });

  it('on the order screen already: an event carries the payload there, nothing else happens', () => {
    const received = vi.fn();
    window.addEventListener(POS_EVENTS.addOrder, received);
    const screen = effects(POS_CREATE_ORDER_PATH);
    applyUiUpdate(order, screen);
    expect(received).toHaveBeenCalledOnce();
    expect((received.mock.calls[0]![0] as CustomEvent).detail).toEqual(order.payload);
    expect(window.sessionStorage.getItem(POS_HANDOFF_STORAGE_KEY)).toBeNull();
    expect(screen.navigate).not.toHaveBeenCalled();
    expect(screen.closeChat).not.toHaveBeenCalled();
    window.removeEventListener(POS_EVENTS.addOrder, received);
  });
});

describe('applyUiUpdate: navigate', () => {
  it('opens the screen unless it is already shown', () => {
    const elsewhere = effects('/dash');
    applyUiUpdate({ type: 'navigate', payload: { path: '/calendar' } }, elsewhere);
    expect(elsewhere.navigate).toHaveBeenCalledWith('/calendar');
    const there = effects('/calendar');
    applyUiUpdate({ type: 'navigate', payload: { path: '/calendar' } }, there);
    expect(there.navigate).not.toHaveBeenCalled();
  });
});
