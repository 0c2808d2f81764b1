import { describe, expect, it } from 'vitest';
import {
  addPhoneNumberRequestSchema,
  CALLS_MESSAGES,
  callsMessage,
  makeCallRequestSchema,
  mediaIdOfUrl,
  normalizePhoneNumber,
  sendMessageRequestSchema,
  updateCallSettingsRequestSchema,
} from './calls.js';

describe('normalizePhoneNumber (spec 3 §5, issue 26)', () => {
  it('without a +: keeps digits only, adds a leading 1 when missing, then +', () => {
    expect(normalizePhoneNumber('(555) 010-2000')).toBe('+15550102000');
    expect(normalizePhoneNumber('1-555-010-2000')).toBe('+15550102000');
    expect(normalizePhoneNumber('555.010.2000')).toBe('+15550102000');
    expect(normalizePhoneNumber('no digits')).toBe('');
  });

  it('with a leading + the number is international and kept as it is', () => {
    expect(normalizePhoneNumber('+1 555 010 2000')).toBe('+15550102000');
    expect(normalizePhoneNumber(' +44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhoneNumber('+33 6 12 34 56 78')).toBe('+33612345678');
  });
});

describe('makeCallRequestSchema', () => {
  it('normalizes both numbers', () => {
    expect(makeCallRequestSchema.parse({ from: '+1 (555) 010-0001', to: '555.010.2000' })).toEqual({
      from: '+15550100001',
      to: '+15550102000',
    });
  });

  it('keeps a London number +44 and refuses an impossible one with a clear text', () => {
    expect(makeCallRequestSchema.parse({ from: '5550100001', to: '+44 20 7946 0958' }).to).toBe(
      '+442079460958',
    );
    // Written without its +, the spec's rule makes it +1…, which cannot exist.
    const impossible = makeCallRequestSchema.safeParse({
      from: '5550100001',
      to: '44 20 7946 0958',
    });
    expect(impossible.error?.issues[0]?.message).toBe(CALLS_MESSAGES.phoneImpossible);
    const short = makeCallRequestSchema.safeParse({ from: '5550100001', to: '+44 20' });
    expect(short.error?.issues[0]?.message).toBe(CALLS_MESSAGES.phoneImpossible);
  });

  it('refuses a missing, empty or too long number with the product text', () => {
    const missing = makeCallRequestSchema.safeParse({ from: '15550100001' });
    expect(missing.error?.issues[0]?.message).toBe(CALLS_MESSAGES.phoneRequired);
    const long = makeCallRequestSchema.safeParse({ from: '15550100001', to: '1'.repeat(16) });
    expect(long.error?.issues[0]?.message).toBe(CALLS_MESSAGES.phoneInvalid);
  });
});

describe('sendMessageRequestSchema', () => {
  it('defaults to sms and becomes mms with media', () => {
    expect(
      sendMessageRequestSchema.parse({ to: '5550102000', from: '15550100001', text: ' hi ' }),
    ).toMatchObject({ type: 'sms', text: 'hi', mediaUrls: [], to: '+15550102000' });
    const id = '0b9e7b0a-9d8e-4c4a-8f4e-2b7e7d0f1a2b';
    expect(
      sendMessageRequestSchema.parse({
        to: '5550102000',
        from: '15550100001',
        mediaUrls: [`/api/calls/media/${id}`],
      }).type,
    ).toBe('mms');
  });

  it('needs text or media, and at most 1600 characters', () => {
    const empty = sendMessageRequestSchema.safeParse({ to: '5550102000', from: '15550100001' });
    expect(empty.error?.issues[0]?.message).toBe(CALLS_MESSAGES.textRequired);
    const long = sendMessageRequestSchema.safeParse({
      to: '5550102000',
      from: '15550100001',
      text: 'x'.repeat(1601),
    });
    expect(long.error?.issues[0]?.message).toBe(CALLS_MESSAGES.textTooLong);
  });
});

describe('helpers', () => {
  it('reads a media id from its URL or the id itself', () => {
    const id = '0b9e7b0a-9d8e-4c4a-8f4e-2b7e7d0f1a2b';
    expect(mediaIdOfUrl(`/api/calls/media/${id}`)).toBe(id);
    expect(mediaIdOfUrl(`https://work.example/api/calls/media/${id}`)).toBe(id);
    expect(mediaIdOfUrl(id)).toBe(id);
    expect(mediaIdOfUrl('https://elsewhere.example/cat.png')).toBeNull();
  });

  it('fills the spec texts', () => {
    expect(callsMessage(CALLS_MESSAGES.callInitiationFailed, { message: 'busy' })).toBe(
      'Call initiation failed: busy',
    );
    expect(CALLS_MESSAGES.transcriptionNotConfigured).toBe(
      'Transcription is not configured: set AI_BASE_URL and AI_API_KEY.',
    );
  });

  it('checks settings and numbers', () => {
    expect(updateCallSettingsRequestSchema.safeParse({ twilioAccountSid: 'AC123' }).success).toBe(
      false,
    );
    expect(
      updateCallSettingsRequestSchema.parse({ twilioAccountSid: `AC${'a'.repeat(32)}` })
        .twilioAccountSid,
    ).toBe(`AC${'a'.repeat(32)}`);
    expect(addPhoneNumberRequestSchema.parse({ number: '555 010 0001' })).toEqual({
      number: '+15550100001',
      label: '',
    });
  });
});
