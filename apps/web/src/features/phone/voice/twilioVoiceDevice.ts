import type { Call as TwilioCall } from '@twilio/voice-sdk';
import type { CreateVoiceDevice, VoiceCall, VoiceDevice, VoiceDeviceEvents } from './voiceDevice';

/** How long before the token's expiry the SDK asks for a new one (tokenWillExpire). */
export const TOKEN_REFRESH_MS = 60_000;

function adaptCall(call: TwilioCall): VoiceCall {
  return {
    get from() {
      return call.parameters.From ?? '';
    },
    customParameters: call.customParameters,
    accept: () => call.accept(),
    reject: () => call.reject(),
    disconnect: () => call.disconnect(),
    mute: (shouldMute) => call.mute(shouldMute),
    isMuted: () => call.isMuted(),
    sendDigits: (digits) => call.sendDigits(digits),
    on: (event, listener) => {
      call.on(event, listener);
    },
  };
}

/**
 * Twilio's Device behind the VoiceDevice interface. The SDK (about 200 KB) is imported here
 * only, dynamically: it loads when an organisation in browser mode starts the line, never with
 * the first paint.
 */
export const createTwilioVoiceDevice: CreateVoiceDevice = async (token) => {
  const { Call, Device } = await import('@twilio/voice-sdk');
  const device = new Device(token, {
    tokenRefreshMs: TOKEN_REFRESH_MS,
    // Leaving the page during a call asks first.
    closeProtection: true,
    codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
  });
  const adapted: VoiceDevice = {
    register: () => device.register(),
    updateToken: (next) => device.updateToken(next),
    connect: async (params) => adaptCall(await device.connect({ params })),
    on: (event, listener) => {
      if (event === 'incoming') {
        const onIncoming = listener as VoiceDeviceEvents['incoming'];
        device.on('incoming', (call: TwilioCall) => onIncoming(adaptCall(call)));
      } else {
        device.on(event, listener);
      }
    },
    destroy: () => device.destroy(),
  };
  return adapted;
};
