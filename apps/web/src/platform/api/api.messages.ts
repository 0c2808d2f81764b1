import { REAUTH_MESSAGE } from '@worksphere/contracts/light';
import { localizedFirstPaint } from '../i18n';

/** Texts of the shared request helper (spec 1 §8, spec 3 §8). */
export const apiMessagesEn = {
  sessionExpired: 'Your session has expired. Please log in again.',
  reauthRequired: REAUTH_MESSAGE,
  unexpectedError: 'An unexpected error occurred. Please try again.',
  requestFailed: (status: number) => `Request failed with status ${status}`,
  // List fetch failures (spec 1 §8); {what} is e.g. "task categories", "projects", "users".
  fetchFailed: (what: string) => `Failed to fetch ${what}.`,
  fetchError: (what: string) => `An error occurred while fetching ${what}.`,
} as const;

/** On the sign-in page's first paint: French and German load as their own chunks. */
export const apiMessages = localizedFirstPaint('api', apiMessagesEn, {
  fr: () => import('./api.messages.fr').then((module) => module.apiMessagesFr),
  de: () => import('./api.messages.de').then((module) => module.apiMessagesDe),
});
