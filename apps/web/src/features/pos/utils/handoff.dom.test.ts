import { POS_EVENTS, POS_HANDOFF_STORAGE_KEY } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverPosHandoff, parseHandoff, takeStoredHandoff } from './handoff';

const PRODUCT_ID = '0b3f7a52-8d0c-4c1e-9a55-3c2f4b6d8e10';
const payload = { lines: [{ productId: PRODUCT_ID, quantity: 2 }], customerName: 'Ada' };

describe('the assistant’s hand-off to the order screen', () => {
  afterEach(() => window.sessionStorage.clear());

  it('sends an event when the order screen is open', () => {
    const listener = vi.fn();
    window.addEventListener(POS_EVENTS.addOrder, listener);
    expect(deliverPosHandoff(payload, '/pos/create-order-pos')).toBe(false);
    window.removeEventListener(POS_EVENTS.addOrder, listener);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual(payload);
    expect(window.sessionStorage.getItem(POS_HANDOFF_STORAGE_KEY)).toBeNull();
  });

  it('stores the payload elsewhere, and the screen takes it once', () => {
    expect(deliverPosHandoff(payload, '/dash')).toBe(true);
    expect(takeStoredHandoff()).toMatchObject({
      lines: [{ productId: PRODUCT_ID, quantity: 2, choiceIds: [], note: '' }],
      customerName: 'Ada',
    });
    expect(takeStoredHandoff()).toBeNull();
  });

  it('ignores what does not match the contract', () => {
    window.sessionStorage.setItem(POS_HANDOFF_STORAGE_KEY, '{not json');
    expect(takeStoredHandoff()).toBeNull();
    expect(parseHandoff({ lines: [] })).toBeNull();
    expect(parseHandoff({ lines: [{ productId: PRODUCT_ID, quantity: 0 }] })).toBeNull();
  });
});
