import { localized } from '../../platform/i18n';
import { colleagueCallsMessagesDe } from './colleagueCalls.messages.de';
import { colleagueCallsMessagesFr } from './colleagueCalls.messages.fr';

/** Texts of calls between colleagues: the call buttons, the incoming call and the call window. */
export const colleagueCallsMessagesEn = {
  buttons: {
    call: 'Call',
    videoCall: 'Video call',
    callName: (name: string) => `Call ${name}`,
    videoCallName: (name: string) => `Video call ${name}`,
  },
  incoming: {
    regionLabel: 'Incoming call',
    title: 'Incoming call',
    videoTitle: 'Incoming video call',
    from: (name: string) => `${name} is calling you`,
    accept: 'Accept',
    acceptVideo: 'Accept with video',
    acceptAudio: 'Accept with audio only',
    decline: 'Decline',
  },
  window: {
    label: (name: string) => `Call with ${name}`,
    calling: (name: string) => `Calling ${name}…`,
    connecting: 'Connecting…',
    connected: 'Connected',
    remoteVideo: (name: string) => `${name}’s video`,
    localVideo: 'Your camera',
    cameraOff: 'Camera off',
    mute: 'Mute',
    unmute: 'Unmute',
    cameraOn: 'Turn camera on',
    cameraOffAction: 'Turn camera off',
    hangUp: 'Hang up',
    cancel: 'Cancel call',
    close: 'Close',
    cameraFailed: 'The camera could not be turned on.',
    callBack: 'Call again',
    timerLabel: 'Call duration',
  },
  quality: {
    label: 'Connection',
    waiting: 'Waiting for audio…',
    good: 'Good connection',
    weak: 'Weak connection',
  },
  /** How a call ended, as the window says it. */
  outcomes: {
    ended: 'Call ended',
    declined: (name: string) => `${name} declined the call.`,
    noAnswer: (name: string) => `${name} did not answer.`,
    busy: (name: string) => `${name} is on another call.`,
    cancelled: (name: string) => `${name} cancelled the call.`,
    connectionLost: 'The call ended: the connection was lost.',
    failed: 'The call could not connect. Check your network and try again.',
    microphoneRefused:
      'Worksphere may not use your microphone. Allow it in your browser’s site settings, then try again.',
    cameraRefused:
      'Worksphere may not use your camera or microphone. Allow them in your browser’s site settings, or make an audio call.',
    noDevice: 'No microphone was found. Connect one and try again.',
    deviceBusy: 'Your microphone or camera is in use by another application.',
    unsupported: 'This browser cannot make calls.',
    notConnected: 'You are offline. Calls need a connection to Worksphere.',
  },
} as const;

export const colleagueCallsMessages = localized('colleagueCalls', {
  en: colleagueCallsMessagesEn,
  fr: colleagueCallsMessagesFr,
  de: colleagueCallsMessagesDe,
});
