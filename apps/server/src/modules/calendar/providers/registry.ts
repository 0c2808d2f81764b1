import type { AppDeps } from '../../../platform/app-deps.js';
import type { CalendarProviders } from './calendar-provider.js';
import { connectedProvidersFor } from './connected-providers.js';

/**
 * Every calendar provider by account type: one line per provider. The service finds an
 * account's provider here; an account type without one has no calendar.
 */
export function createCalendarProviders(deps: AppDeps): CalendarProviders {
  const connected = connectedProvidersFor(deps);
  return {
    gmail: connected.gmail,
    outlook: connected.outlook,
    caldav: connected.caldav,
  };
}
