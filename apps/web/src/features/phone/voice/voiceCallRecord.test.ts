import type { CallSettings } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { FakeVoiceCall } from '../../../test/fakeVoiceDevice';
import { makeCall } from '../../../test/fixtures';
import { isBrowserVoiceMode, isRecordOfVoiceCall } from './voiceCallRecord';
import type { VoiceLineState } from './voiceLine';

const onCall = (overrides: Partial<VoiceLineState>): VoiceLineState => ({
  status: 'ready',
  incoming: null,
  current: new FakeVoiceCall(),
  contactNumber: '+442079460958',
  callId: null,
  isMuted: false,
  ...overrides,
});

describe('the record of the call in this browser', () => {
  it('is the call whose id came with an inbound call', () => {
    const voice = onCall({ callId: 'call-9' });
    expect(isRecordOfVoiceCall(makeCall({ id: 'call-9' }), voice)).toBe(true);
    expect(isRecordOfVoiceCall(makeCall({ id: 'call-8' }), voice)).toBe(false);
  });

  it('is the outgoing call to the number dialled here while it is not over', () => {
    const voice = onCall({});
    const outgoing = makeCall({
      direction: 'outbound',
      status: 'ringing',
      contactNumber: '+442079460958',
    });
    expect(isRecordOfVoiceCall(outgoing, voice)).toBe(true);
    expect(isRecordOfVoiceCall({ ...outgoing, status: 'completed' }, voice)).toBe(false);
    expect(isRecordOfVoiceCall({ ...outgoing, contactNumber: '+15550102000' }, voice)).toBe(false);
    expect(isRecordOfVoiceCall({ ...outgoing, direction: 'inbound' }, voice)).toBe(false);
    expect(isRecordOfVoiceCall(outgoing, onCall({ current: null }))).toBe(false);
  });

  it('browser mode needs Twilio as the provider and its voice mode set to browser', () => {
    const settings = (provider: 'twilio' | 'loopback', voiceMode: 'browser' | 'callback') =>
      ({ provider, twilio: { voiceMode } }) as CallSettings;
    expect(isBrowserVoiceMode(settings('twilio', 'browser'))).toBe(true);
    expect(isBrowserVoiceMode(settings('twilio', 'callback'))).toBe(false);
    expect(isBrowserVoiceMode(settings('loopback', 'browser'))).toBe(false);
    expect(isBrowserVoiceMode(undefined)).toBe(false);
  });
});
