import { localized } from '../i18n';
import { serverErrorsDe } from './serverErrors.messages.de';
import { serverErrorsFr } from './serverErrors.messages.fr';

/**
 * What the web shows for an API error in French and German. English always shows the server's
 * own text (the spec's, from the contracts); the other languages show the translation of that
 * text when `texts` has it, else the one of its `code`. Each English text below is the contracts'
 * to the letter (serverErrors.test.ts checks it), so a changed contract text fails the test.
 */
export const serverErrorsEn = {
  codes: {
    VALIDATION_ERROR: 'Some of the values entered are not valid.',
    BAD_REQUEST: 'The request is not valid.',
    UNAUTHENTICATED: 'Please sign in.',
    SESSION_EXPIRED: 'Your session has expired. Please log in again.',
    INVALID_CREDENTIALS: 'Invalid username or password.',
    FORBIDDEN: 'You do not have permission to do that.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This conflicts with data saved in the meantime.',
    INVITE_INVALID: 'This invitation is not valid.',
    RESET_TOKEN_INVALID: 'This reset link is not valid.',
    RATE_LIMITED: 'Too many requests. Wait a moment, then try again.',
    PAYLOAD_TOO_LARGE: 'This is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'This type of file is not supported.',
    SERVICE_UNAVAILABLE: 'The service is not available right now. Try again later.',
    INTERNAL_ERROR: 'An unexpected error occurred. Please try again.',
    TWO_FACTOR_REQUIRED: 'Set up two-factor sign-in to continue.',
  },
  texts: {
    nulCharacter: 'Text cannot contain NUL characters.',
    invalidCharacter: 'Text contains an invalid character.',
    invalidDate: 'Enter a valid date.',
    invalidTimeZone: 'Use a time zone such as Europe/Berlin.',
    notAvailableForMembers: 'Not available in this workspace yet. Ask an administrator.',
    webhookUrlRequired: 'Enter the address that receives the events.',
    webhookUrlInvalid: 'Enter a full https address, e.g. https://example.com/hooks/worksphere.',
    webhookUrlTooLong: 'An address must be at most 2000 characters.',
    webhookEventsRequired: 'Choose at least one event.',
    webhookDescriptionTooLong: 'A description must be at most 200 characters.',
    webhookNotFound: 'Webhook not found.',
    inboxItemNotFound: 'Inbox item not found.',
    inboxInvalidCursor: 'This page of the Inbox is no longer valid.',
    inboxMailAccountNotFound: 'Mail account not found.',
    ssoPasswordRefused:
      'Your organisation signs in with single sign-on. Use "Sign in with single sign-on" on the sign-in page.',
    ssoResetRefused:
      'Your organisation signs in with single sign-on, so its passwords cannot be reset. Use "Sign in with single sign-on" on the sign-in page.',
    ssoBreakGlassInvalid:
      'Choose an active administrator of this organisation to keep password sign-in.',
    ssoNoOrganizationForDomain:
      'No organisation signs in with single sign-on for this e-mail domain. Sign in with your password.',
    ssoTicketInvalid: 'This sign-in link is invalid, used or expired. Sign in again.',
    ssoProviderUnavailable:
      'The single sign-on provider cannot be reached right now. Try again, or ask an administrator.',
    // A template: the error body's `params` fill its {domain} (serverTextLookup.ts).
    ssoSignUpRefused:
      'Addresses at {domain} sign in with single sign-on; no password account can be made for them. Use "Sign in with single sign-on" on the sign-in page.',
  },
};

/** Loaded only by French and German pages (serverText.ts), never on the English first paint. */
export const serverErrorsMessages = localized('serverErrors', {
  en: serverErrorsEn,
  fr: serverErrorsFr,
  de: serverErrorsDe,
});
