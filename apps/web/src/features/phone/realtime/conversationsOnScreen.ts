/**
 * The SMS conversations on screen now, with how many views show each: a text for one of them
 * needs no toast, and is read as it arrives.
 */
const onScreen = new Map<string, number>();

/** Marks a conversation as shown until the returned function is called. */
export function showConversation(contactNumber: string): () => void {
  onScreen.set(contactNumber, (onScreen.get(contactNumber) ?? 0) + 1);
  return () => {
    const remaining = (onScreen.get(contactNumber) ?? 1) - 1;
    if (remaining > 0) onScreen.set(contactNumber, remaining);
    else onScreen.delete(contactNumber);
  };
}

export function isConversationOnScreen(contactNumber: string): boolean {
  return onScreen.has(contactNumber);
}
