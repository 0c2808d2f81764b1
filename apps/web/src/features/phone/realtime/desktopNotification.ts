import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';

/**
 * A call or text while this tab is hidden or unfocused: the browser's own notification, when
 * the user allowed them. (Web Push reaches only those with no page open; this tab has one.)
 */
export function notifyWhenAway(
  kind: 'incomingCall' | 'newSms',
  details: { id: string; from: string; text?: string },
  onClick: () => void,
) {
  if (!document.hidden && document.hasFocus()) return;
  if (!('Notification' in window) || window.Notification.permission !== 'granted') return;
  const from = formatPhoneNumber(details.from);
  try {
    const notification =
      kind === 'incomingCall'
        ? new Notification(phoneMessages.shared.incomingCallTitle, {
            body: phoneMessages.shared.incomingCallBody(from),
            tag: `call-${details.id}`,
            requireInteraction: true,
          })
        : new Notification(phoneMessages.shared.newSmsTitle(from), {
            body: details.text || phoneMessages.shared.mediaOnlyBody,
            tag: `sms-${details.id}`,
          });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch (error) {
    // Some browsers allow notifications only through the service worker.
    console.error('Showing the desktop notification failed', error);
  }
}
