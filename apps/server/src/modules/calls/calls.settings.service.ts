import {
  CALLS_MESSAGES,
  isId,
  type CallSettings,
  type PhoneNumberRecord,
  type UpdateCallSettingsRequest,
  type VoiceMode,
} from '@worksphere/contracts';
import type { updatePhoneNumberRequestSchema } from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import * as repo from './calls.repo.js';
import { loopbackProvider } from './providers/loopback.provider.js';
import type { CallbackUrls, TelephonyProvider } from './providers/telephony-provider.js';
import { createTwilioProvider, type TwilioAccount } from './providers/twilio.provider.js';
import { recordSettingsChanged } from '../audit/audit.record.js';

export type CallsSettingsService = ReturnType<typeof createCallsSettingsService>;

/** The webhook kinds Twilio posts to, each under /calls/webhooks/twilio/{organizationId}/. */
export const WEBHOOK_KINDS = [
  'voice',
  'sms',
  'call-status',
  'message-status',
  // Issue 26: the TwiML App's voice URL, after ringing the members, a recorded voicemail,
  // and the member's own phone answered (callback mode).
  'twiml-app',
  'dial-action',
  'recording-status',
  'callback-connect',
] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export function assertAdmin(session: SessionContext) {
  if (session.role !== 'ADMIN') throw forbidden('Only an admin can change telephony settings.');
}

const presentNumber = (row: repo.NumberRow, memberIds: string[] = []): PhoneNumberRecord => ({
  id: row.id,
  number: row.number,
  label: row.label,
  assignment: row.assignment,
  memberIds: row.assignment === 'members' ? memberIds : [],
  voicemailGreeting: row.voicemailGreeting,
  createdAt: row.createdAt.toISOString(),
});

/** What browser mode needs besides the account: the TwiML App and the API key. */
export type VoiceAccount = { twimlAppSid: string; apiKeySid: string; apiKeySecret: string };

/**
 * The organisation's telephony: which provider, Twilio's account (Settings, sealed, or the
 * environment's), and its numbers.
 */
export function createCallsSettingsService({ db, config, secrets }: AppDeps) {
  /** The full address Twilio requests for one webhook of the organisation (also signed over). */
  function webhookUrl(organizationId: string, kind: WebhookKind) {
    return `${config.publicUrl}/api/calls/webhooks/twilio/${organizationId}/${kind}`;
  }

  function callbackUrls(organizationId: string): CallbackUrls {
    return {
      voice: webhookUrl(organizationId, 'voice'),
      callStatus: webhookUrl(organizationId, 'call-status'),
      messageStatus: webhookUrl(organizationId, 'message-status'),
    };
  }

  /** Twilio's account for the organisation: its own when complete, else the environment's. */
  function twilioAccountOf(row: repo.SettingsRow | undefined): {
    account: TwilioAccount | undefined;
    source: 'settings' | 'environment' | null;
  } {
    if (row?.twilioAccountSid && row.twilioAuthTokenSealed) {
      return {
        account: {
          accountSid: row.twilioAccountSid,
          authToken: secrets.open<string>(row.twilioAuthTokenSealed),
        },
        source: 'settings',
      };
    }
    const { twilioAccountSid, twilioAuthToken } = config.calls;
    if (twilioAccountSid && twilioAuthToken) {
      return {
        account: { accountSid: twilioAccountSid, authToken: twilioAuthToken },
        source: 'environment',
      };
    }
    return { account: undefined, source: null };
  }

  /** Browser mode's TwiML App and API key, when all three are stored. */
  function voiceAccountOf(row: repo.SettingsRow | undefined): VoiceAccount | undefined {
    if (!row?.twimlAppSid || !row.apiKeySid || !row.apiKeySecretSealed) return undefined;
    return {
      twimlAppSid: row.twimlAppSid,
      apiKeySid: row.apiKeySid,
      apiKeySecret: secrets.open<string>(row.apiKeySecretSealed),
    };
  }

  const voiceModeOf = (row: repo.SettingsRow | undefined): VoiceMode =>
    row?.twimlAppSid && row.apiKeySid && row.apiKeySecretSealed ? 'browser' : 'callback';

  function present(organizationId: string, row: repo.SettingsRow | undefined): CallSettings {
    const { account, source } = twilioAccountOf(row);
    return {
      provider: row?.provider ?? 'loopback',
      twilio: {
        accountSid: account?.accountSid ?? row?.twilioAccountSid ?? null,
        hasAuthToken: Boolean(account),
        source,
        configured: Boolean(account),
        twimlAppSid: row?.twimlAppSid ?? null,
        apiKeySid: row?.apiKeySid ?? null,
        hasApiKeySecret: Boolean(row?.apiKeySecretSealed),
        voiceMode: voiceModeOf(row),
      },
      webhookUrls: {
        voice: webhookUrl(organizationId, 'voice'),
        sms: webhookUrl(organizationId, 'sms'),
        callStatus: webhookUrl(organizationId, 'call-status'),
        messageStatus: webhookUrl(organizationId, 'message-status'),
        twimlApp: webhookUrl(organizationId, 'twiml-app'),
      },
      transcriptionConfigured: Boolean(config.transcription),
    };
  }

  async function getSettings(session: SessionContext): Promise<CallSettings> {
    assertPermission(session, 'calls:use');
    return present(session.organizationId, await repo.findSettings(db, session.organizationId));
  }

  async function updateSettings(
    session: SessionContext,
    input: UpdateCallSettingsRequest,
  ): Promise<CallSettings> {
    assertAdmin(session);
    const current = await repo.findSettings(db, session.organizationId);
    const accountSid =
      input.twilioAccountSid === undefined
        ? (current?.twilioAccountSid ?? null)
        : input.twilioAccountSid || null;
    const sealedToken =
      input.twilioAuthToken === undefined
        ? (current?.twilioAuthTokenSealed ?? null)
        : input.twilioAuthToken
          ? secrets.seal(input.twilioAuthToken)
          : null;
    const kept = <Key extends 'twimlAppSid' | 'apiKeySid'>(key: Key) =>
      input[key] === undefined ? (current?.[key] ?? null) : input[key] || null;
    const sealedSecret =
      input.apiKeySecret === undefined
        ? (current?.apiKeySecretSealed ?? null)
        : input.apiKeySecret
          ? secrets.seal(input.apiKeySecret)
          : null;
    const provider = input.provider ?? current?.provider ?? 'loopback';
    const hasOwnAccount = Boolean(accountSid && sealedToken);
    const hasEnvironmentAccount = Boolean(
      config.calls.twilioAccountSid && config.calls.twilioAuthToken,
    );
    // Twilio without an account could place no call: refused here, not at the first call.
    if (provider === 'twilio' && !hasOwnAccount && !hasEnvironmentAccount) {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.twilioNotConfigured);
    }
    const row = await repo.saveSettings(db, session.organizationId, {
      provider,
      twilioAccountSid: accountSid,
      twilioAuthTokenSealed: sealedToken,
      twimlAppSid: kept('twimlAppSid'),
      apiKeySid: kept('apiKeySid'),
      apiKeySecretSealed: sealedSecret,
    });
    await recordSettingsChanged(db, session, 'phone_settings', Object.keys(input));
    return present(session.organizationId, row);
  }

  /** The provider calls and messages of the organisation go through. */
  async function providerFor(organizationId: string): Promise<TelephonyProvider> {
    const row = await repo.findSettings(db, organizationId);
    if ((row?.provider ?? 'loopback') === 'loopback') return loopbackProvider;
    const { account } = twilioAccountOf(row);
    if (!account) throw new AppError('SERVICE_UNAVAILABLE', CALLS_MESSAGES.twilioNotConfigured);
    return createTwilioProvider(config.calls.twilioBaseUrl, account);
  }

  async function providerName(organizationId: string) {
    return (await repo.findSettings(db, organizationId))?.provider ?? 'loopback';
  }

  /** The Twilio account whose auth token signs the organisation's webhooks; undefined when none. */
  async function twilioAccount(organizationId: string): Promise<TwilioAccount | undefined> {
    if (!isId(organizationId)) return undefined;
    return twilioAccountOf(await repo.findSettings(db, organizationId)).account;
  }

  /** The organisation's Twilio account with browser mode's parts; undefined when not Twilio. */
  async function voiceSetup(organizationId: string) {
    const row = await repo.findSettings(db, organizationId);
    const { account } = twilioAccountOf(row);
    if ((row?.provider ?? 'loopback') !== 'twilio' || !account) return undefined;
    return { account, voice: voiceAccountOf(row), mode: voiceModeOf(row) };
  }

  async function listNumbers(session: SessionContext) {
    assertPermission(session, 'calls:use');
    const rows = await repo.listNumbers(db, session.organizationId);
    const members = await repo.membersOfNumbers(
      db,
      session.organizationId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentNumber(row, members.get(row.id)));
  }

  /** PUT /calls/numbers/{id}: label, who it reaches, and its voicemail greeting. */
  async function updateNumber(
    session: SessionContext,
    id: string,
    input: z.output<typeof updatePhoneNumberRequestSchema>,
  ) {
    assertAdmin(session);
    const { organizationId } = session;
    const current = isId(id) ? await repo.findNumberById(db, organizationId, id) : undefined;
    if (!current) throw new AppError('NOT_FOUND', CALLS_MESSAGES.numberNotFound);
    const assignment = input.assignment ?? current.assignment;
    const memberIds = [...new Set(input.memberIds ?? [])];
    if (assignment === 'members' && input.memberIds !== undefined) {
      const allowed = new Set(await repo.callUsers(db, organizationId));
      if (memberIds.length === 0 || memberIds.some((memberId) => !allowed.has(memberId))) {
        throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.memberNotFound);
      }
    } else if (assignment === 'members' && current.assignment !== 'members') {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.memberNotFound);
    }
    const row = await db.transaction(async (tx) => {
      const updated = await repo.updateNumber(tx, organizationId, id, {
        label: input.label,
        assignment,
        voicemailGreeting: input.voicemailGreeting,
      });
      if (assignment === 'everyone') await repo.setNumberMembers(tx, organizationId, id, []);
      else if (input.memberIds !== undefined) {
        await repo.setNumberMembers(tx, organizationId, id, memberIds);
      }
      return updated!;
    });
    const members = await repo.membersOfNumbers(db, organizationId, [id]);
    return presentNumber(row, members.get(id));
  }

  /**
   * Who a call or message to one of the organisation's numbers reaches: its assigned members
   * who may use calls, or everyone who may (unassigned, or a number no longer kept).
   */
  function recipientsOf(organizationId: string, number: string): Promise<string[]> {
    return repo.recipientsOfNumber(db, organizationId, number);
  }

  async function addNumber(session: SessionContext, input: { number: string; label: string }) {
    assertAdmin(session);
    const row = await repo.insertNumber(db, { organizationId: session.organizationId, ...input });
    if (!row) throw new AppError('CONFLICT', CALLS_MESSAGES.numberInUse);
    return presentNumber(row);
  }

  async function removeNumber(session: SessionContext, id: string) {
    assertAdmin(session);
    const row = isId(id) ? await repo.deleteNumber(db, session.organizationId, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', CALLS_MESSAGES.numberNotFound);
  }

  /** `number` is one of the organisation's, or the request is refused. */
  async function assertOwnNumber(organizationId: string, number: string) {
    const row = await repo.findNumber(db, organizationId, number);
    if (!row) throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.fromNotOwned);
    return row;
  }

  /** The number an inbound simulation goes to: the one named, else the first. */
  async function inboundNumber(organizationId: string, number: string | undefined) {
    if (number) return (await assertOwnNumber(organizationId, number)).number;
    const [first] = await repo.listNumbers(db, organizationId);
    if (!first) throw new AppError('CONFLICT', CALLS_MESSAGES.noNumbers);
    return first.number;
  }

  return {
    getSettings,
    updateSettings,
    providerFor,
    providerName,
    twilioAccount,
    callbackUrls,
    webhookUrl,
    voiceSetup,
    recipientsOf,
    listNumbers,
    updateNumber,
    addNumber,
    removeNumber,
    assertOwnNumber,
    inboundNumber,
  };
}
