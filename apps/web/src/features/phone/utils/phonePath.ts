/** The Phone screen's sections, as `tab` in its address. */
export const PHONE_TABS = ['keypad', 'calls', 'messages', 'transcribe'] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];

export function isPhoneTab(value: string | null): value is PhoneTab {
  return (PHONE_TABS as readonly string[]).includes(value ?? '');
}

/**
 * An address on the Phone screen: /phone?tab=messages&contact=1555… opens a conversation,
 * /phone?dial=1555… fills the keypad (click-to-call without a number of our own to call from).
 */
export function phonePath({
  tab,
  contact,
  dial,
}: {
  tab?: PhoneTab;
  contact?: string;
  dial?: string;
}): string {
  const query = new URLSearchParams();
  if (tab) query.set('tab', tab);
  if (contact) query.set('contact', contact);
  if (dial) query.set('dial', dial);
  const search = query.toString();
  return search ? `/phone?${search}` : '/phone';
}
