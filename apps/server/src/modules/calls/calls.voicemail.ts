import { CALLS_MESSAGES } from '@worksphere/contracts';
import type { Database } from '../../platform/db/database.js';
import * as repo from './calls.repo.js';
import type { CallsSettingsService } from './calls.settings.service.js';
import { hangup, record, say, twimlResponse } from './calls.twiml.js';

/** The longest voicemail. */
export const VOICEMAIL_MAX_SECONDS = 120;

/** Where a <Dial> of ours reports back (dial-action), with our call's id and a step. */
export function dialActionUrl(
  settings: CallsSettingsService,
  organizationId: string,
  callId: string,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ callId, ...extra });
  return `${settings.webhookUrl(organizationId, 'dial-action')}?${query.toString()}`;
}

/**
 * Voicemail for an unanswered inbound call: the number's greeting, then a recording reported to
 * recording-status. The call is marked as sent to voicemail (its end is told as a voicemail).
 */
export async function voicemailTwiml(
  db: Database,
  settings: CallsSettingsService,
  organizationId: string,
  call: repo.CallRow,
) {
  await repo.updateCall(db, organizationId, call.id, { voicemailAt: new Date() });
  const number = await repo.findNumber(db, organizationId, call.ourNumber);
  const greeting = number?.voicemailGreeting || CALLS_MESSAGES.defaultVoicemailGreeting;
  return twimlResponse(
    say(greeting),
    record({
      action: dialActionUrl(settings, organizationId, call.id, { step: 'recorded' }),
      recordingStatusCallback: `${settings.webhookUrl(organizationId, 'recording-status')}?callId=${call.id}`,
      maxLength: VOICEMAIL_MAX_SECONDS,
      playBeep: true,
    }),
    hangup(),
  );
}
