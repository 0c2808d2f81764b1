/** The contact's own page. */
export function contactPath(contactId: string): string {
  return `/contacts/${encodeURIComponent(contactId)}`;
}
