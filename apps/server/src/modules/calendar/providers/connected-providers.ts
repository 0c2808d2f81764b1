import type { AppConfig } from '../../../config.js';
import type { Outbound } from '../../../platform/net/outbound.js';
import { createOAuthClient } from '../../accounts/oauth/oauth-client.js';
import type { CaldavOptions } from './caldav-calendar.js';
import type { CalendarProvider } from './calendar-provider.js';
import { createGoogleCalendarProvider } from './google-calendar.js';
import { createMicrosoftCalendarProvider } from './microsoft-calendar.js';
import { createOAuthHttp, createProviderOutbound, type OAuthHttpOptions } from './provider-http.js';

/** CalDAV (tsdav and ical.js, 0.17 MB) loads with the first CalDAV call, not with every start. */
function lazyCaldavProvider(options: CaldavOptions): CalendarProvider {
  let loaded: Promise<CalendarProvider> | undefined;
  const provider = () =>
    (loaded ??= import('./caldav-calendar.js').then((module) =>
      module.createCaldavCalendarProvider(options),
    ));
  return {
    listEvents: async (...args) => (await provider()).listEvents(...args),
    createEvent: async (...args) => (await provider()).createEvent(...args),
    updateEvent: async (...args) => (await provider()).updateEvent(...args),
    deleteEvent: async (...args) => (await provider()).deleteEvent(...args),
    splitsSeries: true,
  };
}

export type ConnectedProvidersOptions = Pick<OAuthHttpOptions, 'maxRetryWaitMs' | 'maxRetries'>;

/**
 * The connected calendars (Google, Microsoft, CalDAV) and the OAuth client they share with the
 * connect flow. Google and Microsoft go through the provider outbound client (operator-set
 * hosts); CalDAV, whose URL a user gives, through the app's guarded outbound client.
 */
export function createConnectedProviders(
  deps: { config: AppConfig; outbound: Outbound },
  options: ConnectedProvidersOptions = {},
) {
  const { config } = deps;
  const providerOutbound = createProviderOutbound(config);
  const oauth = createOAuthClient(config.providers, providerOutbound.fetch);
  const httpFor = (accountType: 'gmail' | 'outlook') =>
    createOAuthHttp({
      ...options,
      fetch: providerOutbound.fetch,
      refresh: (refreshToken) => oauth.refresh(accountType, refreshToken),
    });
  const http = { gmail: httpFor('gmail'), outlook: httpFor('outlook') };
  return {
    oauth,
    /** Token-refreshing HTTP per provider, shared with the mail providers (modules/email). */
    http,
    /** The provider outbound client itself, for URLs that carry their own token (uploads). */
    fetch: providerOutbound.fetch,
    gmail: createGoogleCalendarProvider({
      http: http.gmail,
      baseUrl: config.providers.google.calendarBaseUrl,
    }),
    outlook: createMicrosoftCalendarProvider({
      http: http.outlook,
      baseUrl: config.providers.microsoft.graphBaseUrl,
    }),
    caldav: lazyCaldavProvider({ outbound: deps.outbound }),
    close: () => providerOutbound.close(),
  };
}

export type ConnectedProviders = ReturnType<typeof createConnectedProviders>;

const perApp = new WeakMap<AppConfig, ConnectedProviders>();

/**
 * One set per app (keyed by its config): the registry takes the calendars, the connect flow the
 * OAuth client, and both share one provider outbound client, closed by the connect routes.
 */
export function connectedProvidersFor(deps: { config: AppConfig; outbound: Outbound }) {
  let connected = perApp.get(deps.config);
  if (!connected) {
    connected = createConnectedProviders(deps);
    perApp.set(deps.config, connected);
  }
  return connected;
}
