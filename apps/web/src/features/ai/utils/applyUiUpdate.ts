import { POS_EVENTS, POS_HANDOFF_STORAGE_KEY, type AiUiUpdateData } from '@worksphere/contracts';

export const POS_CREATE_ORDER_PATH = '/pos/create-order-pos';

export type UiUpdateEffects = {
  pathname: string;
  navigate: (path: string) => void;
  closeChat: () => void;
};

/**
 * What a final response asks of the screen (spec 3 §4). pos_add_order: on the order screen
 * already, a window event carries the payload to it; elsewhere the payload waits in session
 * storage, the user is taken to the order screen and the chat closes. navigate: opens a screen.
 */
export function applyUiUpdate(data: AiUiUpdateData, effects: UiUpdateEffects): void {
  if (data.type === 'pos_add_order') {
    if (effects.pathname === POS_CREATE_ORDER_PATH) {
      window.dispatchEvent(new CustomEvent(POS_EVENTS.addOrder, { detail: data.payload }));
      return;
    }
    window.sessionStorage.setItem(POS_HANDOFF_STORAGE_KEY, JSON.stringify(data.payload));
    effects.navigate(POS_CREATE_ORDER_PATH);
    effects.closeChat();
    return;
  }
  if (effects.pathname !== data.payload.path) effects.navigate(data.payload.path);
}
