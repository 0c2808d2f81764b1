/** The address's parameter that opens a new message to someone: /mail?compose=ada@example.org. */
export const MAIL_COMPOSE_PARAM = 'compose';

/** Mail with a new message to this address open (a contact's page). */
export function mailComposePath(address: string): string {
  return `/mail?${new URLSearchParams({ [MAIL_COMPOSE_PARAM]: address }).toString()}`;
}
