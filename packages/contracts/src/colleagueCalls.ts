import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { personSchema } from './validation.js';

/**
 * Calls between colleagues: one-to-one WebRTC calls in the browser, audio and optionally video.
 * The server relays only the signalling (offers, answers, ICE candidates) over the /chat socket,
 * between the two parties of a call; the media flows between the browsers (or through the
 * TURN server of ICE_SERVERS).
 */

/** A call rings this long; unanswered, it ends as a missed call in the callee's Inbox. */
export const COLLEAGUE_CALL_RING_MS = 30_000;

const iceUrl = z
  .string()
  .trim()
  .regex(/^(stun|stuns|turn|turns):\S+$/, 'Use stun:, stuns:, turn: or turns: addresses.');

/** One STUN or TURN server as RTCPeerConnection takes it (RTCIceServer). */
export const iceServerSchema = z
  .object({
    urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .strict()
  .refine(
    (server) =>
      [server.urls].flat().every((url) => !url.startsWith('turn')) ||
      (Boolean(server.username) && Boolean(server.credential)),
    { message: 'A TURN server needs a username and a credential.' },
  );
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.array(iceServerSchema);

/** How a call ended, as both parties hear it. */
export const colleagueCallEndReasonSchema = z.enum([
  /** The callee refused it. */
  'declined',
  /** The caller stopped it before an answer. */
  'cancelled',
  /** Nobody answered in time. */
  'missed',
  /** A party hung up. */
  'hung-up',
  /** (to the callee's other tabs) Answered in another tab. */
  'answered-elsewhere',
  /** A party's connection to the server was lost. */
  'disconnected',
]);
export type ColleagueCallEndReason = z.infer<typeof colleagueCallEndReasonSchema>;

export const colleagueCallSchema = z.object({
  id: z.string(),
  caller: personSchema,
  callee: personSchema,
  video: z.boolean(),
  createdAt: z.string(),
});
export type ColleagueCall = z.infer<typeof colleagueCallSchema>;

/** call:invite: ring a member of the caller's organisation. */
export const colleagueCallInviteSchema = z.object({
  toUserId: z.string().max(100),
  video: z.boolean().default(false),
});
export type ColleagueCallInvite = z.input<typeof colleagueCallInviteSchema>;

/** call:accept, call:decline, call:cancel, call:hang-up: the call they are about. */
export const colleagueCallRefSchema = z.object({ callId: z.string().max(100) });
export type ColleagueCallRef = z.infer<typeof colleagueCallRefSchema>;

const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(200_000).optional(),
});
const iceCandidateSchema = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(100).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(1_000).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

/** call:signal, both ways: a session description or an ICE candidate, for the other party. */
export const colleagueCallSignalSchema = z
  .object({
    callId: z.string().max(100),
    description: sessionDescriptionSchema.optional(),
    candidate: iceCandidateSchema.optional(),
  })
  .refine((signal) => Boolean(signal.description) !== Boolean(signal.candidate), {
    message: 'Send a description or a candidate.',
  });
export type ColleagueCallSignal = z.infer<typeof colleagueCallSignalSchema>;

/** A refused call event: the API's error shape; `isBusy` when the callee is on another call. */
export type ColleagueCallFailure = {
  ok: false;
  error: string;
  code: ErrorCode;
  isBusy?: true;
};
/** The answer to call:invite and call:accept: the call and the STUN/TURN servers to use. */
export type ColleagueCallStarted =
  { ok: true; call: ColleagueCall; iceServers: IceServer[] } | ColleagueCallFailure;
export type ColleagueCallDone = { ok: true } | ColleagueCallFailure;

/** Events a client sends on /chat for calls between colleagues. */
export interface ColleagueCallClientEvents {
  'call:invite': (
    request: ColleagueCallInvite,
    ack: (answer: ColleagueCallStarted) => void,
  ) => void;
  'call:accept': (request: ColleagueCallRef, ack: (answer: ColleagueCallStarted) => void) => void;
  'call:decline': (request: ColleagueCallRef, ack?: (answer: ColleagueCallDone) => void) => void;
  'call:cancel': (request: ColleagueCallRef, ack?: (answer: ColleagueCallDone) => void) => void;
  'call:hang-up': (request: ColleagueCallRef, ack?: (answer: ColleagueCallDone) => void) => void;
  'call:signal': (signal: ColleagueCallSignal) => void;
}

/** Events the server sends on /chat for calls between colleagues. */
export interface ColleagueCallServerEvents {
  /** (callee's user room: every tab) A colleague calls. */
  'call:incoming': (event: { call: ColleagueCall }) => void;
  /** (caller's socket) The callee answered: send the offer. */
  'call:accepted': (event: { callId: string }) => void;
  /** (both parties; while ringing, every tab of the callee) The call is over. */
  'call:ended': (event: { callId: string; reason: ColleagueCallEndReason }) => void;
  /** (the other party's socket) A description or candidate of the call. */
  'call:signal': (signal: ColleagueCallSignal) => void;
}

/** Every text of calls between colleagues that the server answers or writes. */
export const COLLEAGUE_CALL_MESSAGES = {
  colleagueNotFound: 'Colleague not found.',
  callNotFound: 'This call has ended.',
  cannotCallYourself: 'You cannot call yourself.',
  alreadyInCall: 'You are already in a call.',
  busy: '{name} is on another call.',
  invalidRequest: 'This call request is not valid.',
  failed: 'Could not reach the call service. Try again.',
  tooManyCalls: 'Too many calls in a short time. Wait a minute, then try again.',
  missedCallTitle: 'Missed call from {name}',
  missedVideoCallTitle: 'Missed video call from {name}',
} as const;

/** A message with its {name} filled in. */
export function colleagueCallMessage(template: string, name: string): string {
  return template.replace('{name}', name);
}
