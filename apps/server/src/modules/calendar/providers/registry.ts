import type { AppDeps } from '../../../platform/app-deps.js';
import type { CalendarProviders } from './calendar-provider.js';
import { createLocalCalendarProvider } from './local.provider.js';

/**
 * Every calendar provider by account type: one line per provider. The service finds an
 * account's provider here; an account type without one has no calendar.
 */
export function createCalendarProviders(deps: AppDeps): CalendarProviders {
  return {
    local: createLocalCalendarProvider(deps),
  };
}
