import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature.js';
import { callStatusOf, messageStatusOf } from './twilio.provider.js';

// Twilio's own example (TwilioDevEd/api-snippets, security/signature_validation).
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params: [string, string][] = [
  ['CallSid', 'CA1234567890ABCDE'],
  ['Caller', '+14158675310'],
  ['Digits', '1234'],
  ['From', '+14158675310'],
  ['To', '+18005551212'],
];

describe('Twilio request signatures', () => {
  it('matches Twilio’s documented example, whatever the parameter order', () => {
    expect(twilioSignature(token, url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(twilioSignature(token, url, [...params].reverse())).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('refuses a missing signature, another token, another URL or a changed parameter', () => {
    const good = twilioSignature(token, url, params);
    expect(isValidTwilioSignature(token, url, params, good)).toBe(true);
    expect(isValidTwilioSignature(token, url, params, undefined)).toBe(false);
    expect(isValidTwilioSignature('54321', url, params, good)).toBe(false);
    expect(isValidTwilioSignature(token, `${url}&baz=3`, params, good)).toBe(false);
    expect(
      isValidTwilioSignature(token, url, [...params.slice(0, 4), ['To', '+18005551213']], good),
    ).toBe(false);
    expect(isValidTwilioSignature(token, url, params, `${good}x`)).toBe(false);
  });
});

describe('Twilio statuses', () => {
  it('maps call and message statuses into ours', () => {
    expect(callStatusOf('initiated')).toBe('queued');
    expect(callStatusOf('no-answer')).toBe('no-answer');
    expect(messageStatusOf('accepted')).toBe('queued');
    expect(messageStatusOf('read')).toBe('delivered');
    expect(messageStatusOf('undelivered')).toBe('undelivered');
  });
});
