/** Window event that opens or closes the floating chat window (spec 1 §2.3). */
export const TOGGLE_CHAT_WINDOW_EVENT = 'toggleChatWindow';

export function toggleChatWindow() {
  window.dispatchEvent(new Event(TOGGLE_CHAT_WINDOW_EVENT));
}
