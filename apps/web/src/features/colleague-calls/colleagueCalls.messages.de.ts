import type { Translation } from '../../platform/i18n';
import type { colleagueCallsMessagesEn } from './colleagueCalls.messages';

export const colleagueCallsMessagesDe: Translation<typeof colleagueCallsMessagesEn> = {
  buttons: {
    call: 'Anrufen',
    videoCall: 'Videoanruf',
    callName: (name) => `${name} anrufen`,
    videoCallName: (name) => `Videoanruf mit ${name}`,
  },
  incoming: {
    regionLabel: 'Eingehender Anruf',
    title: 'Eingehender Anruf',
    videoTitle: 'Eingehender Videoanruf',
    from: (name) => `${name} ruft Sie an`,
    accept: 'Annehmen',
    acceptVideo: 'Mit Video annehmen',
    acceptAudio: 'Nur mit Audio annehmen',
    decline: 'Ablehnen',
  },
  window: {
    label: (name) => `Anruf mit ${name}`,
    calling: (name) => `${name} wird angerufen…`,
    connecting: 'Verbindung wird hergestellt…',
    connected: 'Verbunden',
    remoteVideo: (name) => `Video von ${name}`,
    localVideo: 'Ihre Kamera',
    cameraOff: 'Kamera aus',
    mute: 'Stummschalten',
    unmute: 'Stummschaltung aufheben',
    cameraOn: 'Kamera einschalten',
    cameraOffAction: 'Kamera ausschalten',
    hangUp: 'Auflegen',
    cancel: 'Anruf abbrechen',
    close: 'Schließen',
    cameraFailed: 'Die Kamera konnte nicht eingeschaltet werden.',
    callBack: 'Erneut anrufen',
    timerLabel: 'Anrufdauer',
  },
  quality: {
    label: 'Verbindung',
    waiting: 'Warten auf Audio…',
    good: 'Gute Verbindung',
    weak: 'Schwache Verbindung',
  },
  outcomes: {
    ended: 'Anruf beendet',
    declined: (name) => `${name} hat den Anruf abgelehnt.`,
    noAnswer: (name) => `${name} hat nicht geantwortet.`,
    busy: (name) => `${name} ist in einem anderen Gespräch.`,
    cancelled: (name) => `${name} hat den Anruf abgebrochen.`,
    connectionLost: 'Der Anruf wurde beendet: Die Verbindung ist abgebrochen.',
    failed:
      'Der Anruf konnte nicht aufgebaut werden. Prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.',
    microphoneRefused:
      'Worksphere darf Ihr Mikrofon nicht verwenden. Erlauben Sie es in den Website-Einstellungen Ihres Browsers und versuchen Sie es erneut.',
    cameraRefused:
      'Worksphere darf Ihre Kamera oder Ihr Mikrofon nicht verwenden. Erlauben Sie sie in den Website-Einstellungen Ihres Browsers oder führen Sie einen Audioanruf.',
    noDevice:
      'Es wurde kein Mikrofon gefunden. Schließen Sie eines an und versuchen Sie es erneut.',
    deviceBusy: 'Ihr Mikrofon oder Ihre Kamera wird von einer anderen Anwendung verwendet.',
    unsupported: 'Mit diesem Browser können keine Anrufe geführt werden.',
    notConnected: 'Sie sind offline. Anrufe benötigen eine Verbindung zu Worksphere.',
  },
};
