import { z } from 'zod';
import { composeEmailSchema, COMPOSE_MODES, mailAddressSchema } from './email.js';
import { text } from './validation.js';

/**
 * Writing mail (issue 27): undo send and scheduled send, per-account signatures, the user's
 * mail settings and recipient suggestions. Errors are {error, code} with the texts below.
 *
 * Routes:
 * - POST   /email/outbox              multipart as /email/send/* (field `message`: outgoingEmail)
 *                                     → 202 outgoingResponse: sent after the user's undo delay,
 *                                     or at `sendAt`
 * - GET    /email/outbox              → outboxResponse (the user's messages still waiting)
 * - DELETE /email/outbox/{id}         → {ok: true}; 409 once it is on its way (undo too late)
 * - GET    /email/settings            → mailSettingsResponse
 * - PUT    /email/settings            updateMailSettingsRequest → mailSettingsResponse
 * - GET    /email/recipients?query=   → recipientSuggestionsResponse (people mailed before)
 */

/** How long Send waits for an Undo, by default and at most (seconds; 0 sends at once). */
export const DEFAULT_UNDO_SEND_SECONDS = 10;
export const MAX_UNDO_SEND_SECONDS = 30;
/** How far ahead a message may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;
export const MAX_SIGNATURE_LENGTH = 20_000;
export const RECIPIENT_SUGGESTIONS_LIMIT = 8;

export const EMAIL_WRITING_MESSAGES = {
  outgoingNotFound: 'This message was already sent or cancelled.',
  undoTooLate: 'Too late to undo: the message is already on its way.',
  sendAtInPast: 'Choose a time in the future.',
  sendAtTooFar: `Messages can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead.`,
  undoSecondsInvalid: `The undo time is from 0 to ${MAX_UNDO_SEND_SECONDS} seconds.`,
  signatureTooLong: 'The signature is too long.',
  // A row left `sending` when the server stopped: it may or may not have gone, so it is not sent again.
  /** The Inbox item's title when a message waiting to go out could not be sent. */
  notSentTitle: (subject: string) => `Not sent: ${subject || '(no subject)'}`,
  sendInterrupted:
    'The server stopped while sending this message. Check your Sent folder before sending it again.',
} as const;

/** The `message` JSON of POST /email/outbox: a compose plus its mode and optional time. */
export const outgoingEmailSchema = composeEmailSchema.extend({
  mode: z.enum(COMPOSE_MODES).default('new'),
  /** ISO instant to send at (scheduled send); missing: after the user's undo delay. */
  sendAt: z.iso.datetime({ offset: true }).nullish(),
});
export type OutgoingEmail = z.input<typeof outgoingEmailSchema>;

export const OUTGOING_STATES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;

/** A message waiting to go out (or just gone). */
export const outgoingSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  subject: z.string(),
  /** The To, Cc and Bcc addresses, comma-separated (for lists). */
  recipients: z.string(),
  sendAt: z.string(),
  state: z.enum(OUTGOING_STATES),
  /** Why it failed, in the user's words (state failed). */
  error: z.string().nullable(),
});
export type Outgoing = z.infer<typeof outgoingSchema>;

export const outgoingResponseSchema = z.object({ outgoing: outgoingSchema });
export type OutgoingResponse = z.infer<typeof outgoingResponseSchema>;
export const outboxResponseSchema = z.object({ outgoing: z.array(outgoingSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** One account's signature (sanitised HTML; empty: none). */
export const mailSignatureSchema = z.object({
  accountId: z.string(),
  html: z.string(),
});
export type MailSignature = z.infer<typeof mailSignatureSchema>;

export const mailSettingsSchema = z.object({
  undoSendSeconds: z.number().int(),
  /** One per mail account the user can send from. */
  signatures: z.array(mailSignatureSchema),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const mailSettingsResponseSchema = z.object({ settings: mailSettingsSchema });
export type MailSettingsResponse = z.infer<typeof mailSettingsResponseSchema>;

/** PUT /email/settings: what is left out stays; signatures of other accounts stay. */
export const updateMailSettingsRequestSchema = z.object({
  undoSendSeconds: z.coerce
    .number({ message: EMAIL_WRITING_MESSAGES.undoSecondsInvalid })
    .int(EMAIL_WRITING_MESSAGES.undoSecondsInvalid)
    .min(0, EMAIL_WRITING_MESSAGES.undoSecondsInvalid)
    .max(MAX_UNDO_SEND_SECONDS, EMAIL_WRITING_MESSAGES.undoSecondsInvalid)
    .optional(),
  signatures: z
    .array(
      z.object({
        accountId: text().trim().min(1),
        html: text().max(MAX_SIGNATURE_LENGTH, EMAIL_WRITING_MESSAGES.signatureTooLong),
      }),
    )
    .max(50)
    .optional(),
});
export type UpdateMailSettingsRequest = z.input<typeof updateMailSettingsRequestSchema>;

/** GET /email/recipients?query=: addresses in the user's cached mail that start with it. */
export const recipientSuggestionsQuerySchema = z.object({
  query: text().trim().max(320).default(''),
});
export const recipientSuggestionsResponseSchema = z.object({
  recipients: z.array(mailAddressSchema),
});
export type RecipientSuggestionsResponse = z.infer<typeof recipientSuggestionsResponseSchema>;
