import {
  POS_EVENTS,
  POS_HANDOFF_STORAGE_KEY,
  posAddOrderPayloadSchema,
  type PosAddOrderPayload,
} from '@worksphere/contracts';
import { CREATE_ORDER_PATH } from './posPaths';

/**
 * The assistant's `pos_add_order` (spec 3): on the order screen already, a window event carries
 * the payload to it; elsewhere the payload waits in session storage and the caller navigates.
 * Answers whether the caller must navigate.
 */
export function deliverPosHandoff(payload: PosAddOrderPayload, pathname: string): boolean {
  if (pathname === CREATE_ORDER_PATH) {
    window.dispatchEvent(new CustomEvent(POS_EVENTS.addOrder, { detail: payload }));
    return false;
  }
  window.sessionStorage.setItem(POS_HANDOFF_STORAGE_KEY, JSON.stringify(payload));
  return true;
}

/** A payload as received (event detail or stored JSON), checked against the contract. */
export function parseHandoff(value: unknown): PosAddOrderPayload | null {
  const parsed = posAddOrderPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The stored hand-off, taken once: a reload does not fill the cart twice. */
export function takeStoredHandoff(): PosAddOrderPayload | null {
  const raw = window.sessionStorage.getItem(POS_HANDOFF_STORAGE_KEY);
  if (raw === null) return null;
  window.sessionStorage.removeItem(POS_HANDOFF_STORAGE_KEY);
  try {
    return parseHandoff(JSON.parse(raw));
  } catch {
    return null;
  }
}
