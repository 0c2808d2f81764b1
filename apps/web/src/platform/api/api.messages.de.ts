import type { Translation } from '../i18n';
import type { apiMessagesEn } from './api.messages';
// The server's error texts in this language come with these (English pages need neither).
import './serverTextLookup';

export const apiMessagesDe: Translation<typeof apiMessagesEn> = {
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  reauthRequired: 'Erneute Anmeldung erforderlich.',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  requestFailed: (status) => `Anfrage fehlgeschlagen (Status ${status})`,
  fetchFailed: (what) => `${what} konnten nicht geladen werden.`,
  fetchError: (what) => `Beim Laden von ${what} ist ein Fehler aufgetreten.`,
};
