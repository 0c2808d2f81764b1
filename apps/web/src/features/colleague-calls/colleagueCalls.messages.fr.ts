import type { Translation } from '../../platform/i18n';
import type { colleagueCallsMessagesEn } from './colleagueCalls.messages';

export const colleagueCallsMessagesFr: Translation<typeof colleagueCallsMessagesEn> = {
  buttons: {
    call: 'Appeler',
    videoCall: 'Appel vidéo',
    callName: (name) => `Appeler ${name}`,
    videoCallName: (name) => `Appel vidéo avec ${name}`,
  },
  incoming: {
    regionLabel: 'Appel entrant',
    title: 'Appel entrant',
    videoTitle: 'Appel vidéo entrant',
    from: (name) => `${name} vous appelle`,
    accept: 'Accepter',
    acceptVideo: 'Accepter avec la vidéo',
    acceptAudio: 'Accepter en audio seulement',
    decline: 'Refuser',
  },
  window: {
    label: (name) => `Appel avec ${name}`,
    calling: (name) => `Appel de ${name} en cours…`,
    connecting: 'Connexion…',
    connected: 'Connecté',
    remoteVideo: (name) => `Vidéo de ${name}`,
    localVideo: 'Votre caméra',
    cameraOff: 'Caméra désactivée',
    mute: 'Couper le micro',
    unmute: 'Réactiver le micro',
    cameraOn: 'Activer la caméra',
    cameraOffAction: 'Désactiver la caméra',
    hangUp: 'Raccrocher',
    cancel: 'Annuler l\u2019appel',
    close: 'Fermer',
    cameraFailed: 'Impossible d\u2019activer la caméra.',
    callBack: 'Rappeler',
    timerLabel: 'Durée de l\u2019appel',
  },
  quality: {
    label: 'Connexion',
    waiting: 'En attente de l\u2019audio…',
    good: 'Bonne connexion',
    weak: 'Connexion faible',
  },
  outcomes: {
    ended: 'Appel terminé',
    declined: (name) => `${name} a refusé l\u2019appel.`,
    noAnswer: (name) => `${name} n\u2019a pas répondu.`,
    busy: (name) => `${name} est déjà en communication.`,
    cancelled: (name) => `${name} a annulé l\u2019appel.`,
    connectionLost: 'L\u2019appel est terminé : la connexion a été perdue.',
    failed: 'L\u2019appel n\u2019a pas pu être établi. Vérifiez votre réseau et réessayez.',
    microphoneRefused:
      'Worksphere n\u2019a pas accès à votre micro. Autorisez-le dans les paramètres du site de votre navigateur, puis réessayez.',
    cameraRefused:
      'Worksphere n\u2019a pas accès à votre caméra ou à votre micro. Autorisez-les dans les paramètres du site de votre navigateur, ou passez un appel audio.',
    noDevice: 'Aucun micro n\u2019a été trouvé. Branchez-en un et réessayez.',
    deviceBusy: 'Votre micro ou votre caméra est utilisé par une autre application.',
    unsupported: 'Ce navigateur ne peut pas passer d\u2019appels.',
    notConnected: 'Vous êtes hors ligne. Les appels nécessitent une connexion à Worksphere.',
  },
};
