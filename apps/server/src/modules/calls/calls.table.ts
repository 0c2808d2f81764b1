import type {
  CallDirection,
  PhoneNumberAssignment,
  CallMedia,
  CallProvider,
  CallStatus,
  MessageStatus,
  MessageType,
} from '@worksphere/contracts';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** The organisation's telephony settings; without a row the provider is `loopback`. */
export const callSettings = pgTable('call_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<CallProvider>().notNull(),
  twilioAccountSid: text('twilio_account_sid'),
  /** Sealed with the secret box (platform/security/secret-box.ts); never answered. */
  twilioAuthTokenSealed: text('twilio_auth_token_sealed'),
  /** Browser mode (issue 26): the TwiML App whose voice URL dials, and the API key signing tokens. */
  twimlAppSid: text('twiml_app_sid'),
  apiKeySid: text('api_key_sid'),
  /** Sealed like the auth token; never answered. */
  apiKeySecretSealed: text('api_key_secret_sealed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The organisation's numbers (E.164, "+15550100001"). Unique across the installation: an inbound
 * call or SMS is routed to the organisation owning its `To` number.
 */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    label: text('label').notNull().default(''),
    /** Who inbound calls and SMS reach: everyone with calls:use, or phone_number_members. */
    assignment: text('assignment').$type<PhoneNumberAssignment>().notNull().default('everyone'),
    /** Said before a voicemail is recorded; '' is the default greeting. */
    voicemailGreeting: text('voicemail_greeting').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('phone_numbers_number_idx').on(table.number),
    index('phone_numbers_org_idx').on(table.organizationId),
  ],
);

/** The members a number is assigned to (when its assignment is `members`). */
export const phoneNumberMembers = pgTable(
  'phone_number_members',
  {
    phoneNumberId: uuid('phone_number_id')
      .notNull()
      .references(() => phoneNumbers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'phone_number_members_pk', columns: [table.phoneNumberId, table.userId] }),
    index('phone_number_members_user_idx').on(table.userId),
  ],
);

/** Every call, inbound and outbound: the call log. */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<CallDirection>().notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    contactNumber: text('contact_number').notNull(),
    ourNumber: text('our_number').notNull(),
    provider: text('provider').$type<CallProvider>().notNull(),
    /** The provider's id (Twilio's CallSid); null for loopback. */
    providerSid: text('provider_sid'),
    /** Who placed it (outbound) or answered it (inbound). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    transcription: text('transcription'),
    errorMessage: text('error_message'),
    /** The other party hears hold music. */
    onHold: boolean('on_hold').notNull().default(false),
    /** Twilio: the member's own leg when it is not providerSid (an inbound call's child leg). */
    memberLegSid: text('member_leg_sid'),
    /** Twilio: keys to play to the other party once it is out of the bridge. */
    pendingDigits: text('pending_digits'),
    /** The keys last sent to the other party (POST /calls/{id}/dtmf). */
    digitsSent: text('digits_sent'),
    /** When an unanswered call was sent to voicemail (its greeting and recording). */
    voicemailAt: timestamp('voicemail_at', { withTimezone: true }),
  },
  (table) => [
    index('calls_org_started_idx').on(table.organizationId, table.startedAt),
    // A contact's calls (its page's timeline), as sms_messages_conversation_idx serves its texts.
    index('calls_org_contact_started_idx').on(
      table.organizationId,
      table.contactNumber,
      table.startedAt,
    ),
    uniqueIndex('calls_provider_sid_idx').on(table.provider, table.providerSid),
  ],
);

/** Every SMS and MMS, inbound and outbound: conversations are grouped by contactNumber. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<CallDirection>().notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    type: text('type').$type<MessageType>().notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    contactNumber: text('contact_number').notNull(),
    ourNumber: text('our_number').notNull(),
    body: text('body').notNull(),
    provider: text('provider').$type<CallProvider>().notNull(),
    providerSid: text('provider_sid'),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_messages_conversation_idx').on(
      table.organizationId,
      table.contactNumber,
      table.createdAt,
    ),
    uniqueIndex('sms_messages_provider_sid_idx').on(table.provider, table.providerSid),
  ],
);

/**
 * MMS media, stored like chat attachments under DATA_DIR/uploads/{organizationId}/calls/.
 * A file uploaded for a message not yet sent has no messageId.
 */
export const callMedia = pgTable(
  'call_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => smsMessages.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').$type<CallMedia['mimetype']>().notNull(),
    size: integer('size').notNull(),
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_media_org_idx').on(table.organizationId),
    index('call_media_message_idx').on(table.messageId),
  ],
);

/**
 * A call's recording (a voicemail). Twilio's keep their RecordingSid and URL (fetched with the
 * account's credentials, never answered); loopback ones are stored under
 * DATA_DIR/uploads/{organizationId}/calls/.
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CallProvider>().notNull(),
    providerSid: text('provider_sid'),
    providerUrl: text('provider_url'),
    storagePath: text('storage_path'),
    mimetype: text('mimetype').notNull(),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_recordings_call_idx').on(table.callId),
    uniqueIndex('call_recordings_provider_sid_idx').on(table.provider, table.providerSid),
  ],
);
