import { createHmac } from 'node:crypto';
import { VOICE_TOKEN_TTL_SECONDS } from '@worksphere/contracts';

/** What a voice access token is minted from: the account, its API key, the TwiML App. */
export type VoiceTokenInput = {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  twimlAppSid: string;
  identity: string;
  /** Seconds since the epoch; the token is issued then and lasts VOICE_TOKEN_TTL_SECONDS. */
  now?: number;
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A Twilio access token with a voice grant, as Twilio's own AccessToken + VoiceGrant write it:
 * an HS256 JWT signed with the API key's secret, header cty "twilio-fpa;v=1", issued by the API
 * key for the account, granting the identity incoming calls and outgoing calls through the
 * TwiML App. Minted here with node:crypto (the `twilio` package is only the tests' oracle).
 */
export function mintVoiceToken(input: VoiceTokenInput): { token: string; expiresAt: Date } {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const exp = now + VOICE_TOKEN_TTL_SECONDS;
  const header = { alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' };
  const payload = {
    jti: `${input.apiKeySid}-${now}`,
    grants: {
      identity: input.identity,
      voice: {
        incoming: { allow: true },
        outgoing: { application_sid: input.twimlAppSid },
      },
    },
    iat: now,
    exp,
    iss: input.apiKeySid,
    sub: input.accountSid,
  };
  const signed = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', input.apiKeySecret).update(signed).digest('base64url');
  return { token: `${signed}.${signature}`, expiresAt: new Date(exp * 1000) };
}
