import type {
  ColleagueCall,
  ColleagueCallEndReason,
  ColleagueCallSignal,
  ColleagueCallStarted,
  IceServer,
  Person,
} from '@worksphere/contracts';
import { toast } from 'react-toastify';
import type { ChatSocket } from '../../../platform/realtime/chatSocket';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import { readCallStats } from '../utils/callStats';
import { outcomeOfEnd, outcomeOfMediaError } from '../utils/callOutcomes';
import { colleagueCallStore, isCallBusy, type CallOutcome } from './colleagueCallStore';

/*
 * The call of this tab: the socket's signalling and the one RTCPeerConnection. The caller sends
 * the offer once the callee accepted; the callee answers. Both sides always negotiate one audio
 * and one video transceiver, so turning the camera on or off later only replaces a track and
 * never renegotiates. Everything here writes colleagueCallStore; the components only read it.
 */

const ACK_TIMEOUT_MS = 10_000;
const STATS_EVERY_MS = 1_000;

let socket: ChatSocket | null = null;
let peerConnection: RTCPeerConnection | null = null;
let iceServers: IceServer[] = [];
let localStream: MediaStream | null = null;
let pendingCandidates: RTCIceCandidateInit[] = [];
/** Signals that came before this tab's connection existed (an offer racing the accept's answer). */
let earlySignals: ColleagueCallSignal[] = [];
let statsTimer: ReturnType<typeof setInterval> | undefined;
let signalQueue: Promise<void> = Promise.resolve();

const store = colleagueCallStore;
const currentCallId = () => store.get().call?.id;

function stopMedia() {
  for (const track of localStream?.getTracks() ?? []) track.stop();
  localStream = null;
}

/** Everything of the call goes; the window shows how it ended (or nothing: `outcome` null). */
function finish(outcome: CallOutcome | null, outcomeDetail: string | null = null) {
  clearInterval(statsTimer);
  statsTimer = undefined;
  peerConnection?.close();
  peerConnection = null;
  pendingCandidates = [];
  earlySignals = [];
  stopMedia();
  if (outcome === null) return store.reset();
  store.set({
    phase: 'ended',
    outcome,
    outcomeDetail,
    localStream: null,
    remoteStream: null,
    connectedAt: null,
  });
}

async function openMedia(video: boolean): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotSupportedError');
  return navigator.mediaDevices.getUserMedia({ audio: true, video });
}

function sendSignal(signal: ColleagueCallSignal) {
  socket?.emit('call:signal', signal);
}

function createPeerConnection(callId: string): RTCPeerConnection {
  const connection = new RTCPeerConnection({ iceServers });
  const remoteStream = new MediaStream();
  store.set({ remoteStream });
  connection.onicecandidate = ({ candidate }) => {
    if (!candidate) return;
    const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
    sendSignal({
      callId,
      candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
    });
  };
  connection.ontrack = ({ track }) => {
    remoteStream.addTrack(track);
    // A new stream object: the window's media elements pick the track up.
    store.set({ remoteStream: new MediaStream(remoteStream.getTracks()) });
  };
  connection.onconnectionstatechange = () => {
    if (connection !== peerConnection) return;
    if (connection.connectionState === 'connected' && store.get().phase !== 'connected') {
      store.set({ phase: 'connected', connectedAt: Date.now() });
      startStats(connection);
    } else if (connection.connectionState === 'failed') {
      socket?.emit('call:hang-up', { callId });
      finish('failed');
    }
  };
  peerConnection = connection;
  return connection;
}

function startStats(connection: RTCPeerConnection) {
  clearInterval(statsTimer);
  const previous = { audio: 0, video: 0 };
  statsTimer = setInterval(() => {
    readCallStats(connection, previous)
      .then((stats) => {
        if (connection !== peerConnection) return;
        previous.audio = stats.audioBytesReceived;
        previous.video = stats.videoBytesReceived;
        store.set({ stats });
      })
      .catch(() => undefined);
  }, STATS_EVERY_MS);
}

/** Our tracks on the connection's audio and video transceivers (sending both ways). */
async function sendLocalTracks(connection: RTCPeerConnection) {
  const audio = localStream?.getAudioTracks()[0] ?? null;
  const video = localStream?.getVideoTracks()[0] ?? null;
  for (const [kind, track] of [
    ['audio', audio],
    ['video', video],
  ] as const) {
    const transceiver =
      connection.getTransceivers().find((item) => item.receiver.track.kind === kind) ??
      connection.addTransceiver(kind, { direction: 'sendrecv' });
    transceiver.direction = 'sendrecv';
    await transceiver.sender.replaceTrack(track);
  }
}

async function flushCandidates(connection: RTCPeerConnection) {
  const waiting = pendingCandidates;
  pendingCandidates = [];
  for (const candidate of waiting) await connection.addIceCandidate(candidate);
}

async function handleSignal(signal: ColleagueCallSignal) {
  const connection = peerConnection;
  if (signal.callId !== currentCallId()) return;
  if (!connection) return void earlySignals.push(signal);
  if (signal.description?.type === 'offer') {
    await connection.setRemoteDescription(signal.description);
    await sendLocalTracks(connection);
    await flushCandidates(connection);
    const answer = await connection.createAnswer();
    await connection.setLocalDescription(answer);
    sendSignal({ callId: signal.callId, description: { type: 'answer', sdp: answer.sdp } });
  } else if (signal.description) {
    await connection.setRemoteDescription(signal.description);
    await flushCandidates(connection);
  } else if (signal.candidate) {
    if (connection.remoteDescription) await connection.addIceCandidate(signal.candidate);
    else pendingCandidates.push(signal.candidate);
  }
}

/** The callee answered: the caller offers. */
async function handleAccepted({ callId }: { callId: string }) {
  if (callId !== currentCallId() || store.get().phase !== 'calling') return;
  store.set({ phase: 'connecting' });
  const connection = createPeerConnection(callId);
  await sendLocalTracks(connection);
  const offer = await connection.createOffer();
  await connection.setLocalDescription(offer);
  sendSignal({ callId, description: { type: 'offer', sdp: offer.sdp } });
}

function handleIncoming({ call }: { call: ColleagueCall }) {
  // The server rings only a free member; a call still ringing here is the same member's.
  if (isCallBusy(store.get())) return;
  store.set({
    ...{ outcome: null, outcomeDetail: null, isMuted: false, isCameraOn: false },
    phase: 'incoming',
    call,
    peer: call.caller,
    isCaller: false,
    video: call.video,
  });
}

function handleEnded({ callId, reason }: { callId: string; reason: ColleagueCallEndReason }) {
  if (callId !== currentCallId() || store.get().phase === 'ended') return;
  finish(outcomeOfEnd(reason, store.get()));
}

function handleDisconnect() {
  if (isCallBusy(store.get())) finish('connectionLost');
}

const report = (error: unknown) => {
  console.warn('colleague call', error);
  if (isCallBusy(store.get())) {
    const callId = currentCallId();
    if (callId) socket?.emit('call:hang-up', { callId });
    finish('failed');
  }
};

/** Listens on the signed-in /chat socket until the returned function is called. */
export function attachColleagueCallSocket(next: ChatSocket): () => void {
  socket = next;
  // One signal after the other: a candidate never overtakes the offer it belongs to.
  const onSignal = (signal: ColleagueCallSignal) => {
    signalQueue = signalQueue.then(() => handleSignal(signal)).catch(report);
  };
  const onAccepted = (event: { callId: string }) => void handleAccepted(event).catch(report);
  next.on('call:incoming', handleIncoming);
  next.on('call:accepted', onAccepted);
  next.on('call:ended', handleEnded);
  next.on('call:signal', onSignal);
  next.on('disconnect', handleDisconnect);
  return () => {
    next.off('call:incoming', handleIncoming);
    next.off('call:accepted', onAccepted);
    next.off('call:ended', handleEnded);
    next.off('call:signal', onSignal);
    next.off('disconnect', handleDisconnect);
    if (socket === next) {
      handleDisconnect();
      socket = null;
    }
  };
}

function ask<T>(event: 'call:invite' | 'call:accept', payload: object): Promise<T> {
  if (!socket?.connected) return Promise.reject(new Error('not connected'));
  return (socket.timeout(ACK_TIMEOUT_MS).emitWithAck as (...args: unknown[]) => Promise<T>)(
    event,
    payload,
  );
}

/** Ring a colleague: the microphone (and camera) first, so no one answers a silent caller. */
export async function startColleagueCall(peer: Person, video: boolean) {
  if (isCallBusy(store.get())) return;
  store.set({
    ...{ outcome: null, outcomeDetail: null, call: null, isMuted: false },
    phase: 'calling',
    peer,
    isCaller: true,
    video,
    isCameraOn: video,
  });
  if (!socket?.connected) return finish('notConnected');
  try {
    localStream = await openMedia(video);
  } catch (error) {
    return finish(outcomeOfMediaError(error, video));
  }
  store.set({ localStream });
  let answer: ColleagueCallStarted;
  try {
    answer = await ask<ColleagueCallStarted>('call:invite', { toUserId: peer.id, video });
  } catch {
    return finish('notConnected');
  }
  if (store.get().phase !== 'calling') {
    // Hung up while the invite was on its way: the colleague stops ringing.
    if (answer.ok) socket?.emit('call:cancel', { callId: answer.call.id });
    return;
  }
  if (!answer.ok) return finish(answer.isBusy ? 'busy' : 'failed', answer.error);
  iceServers = answer.iceServers;
  store.set({ call: answer.call });
}

/** Answer the ringing call, with the camera or not. */
export async function acceptColleagueCall(withVideo: boolean) {
  const { call, phase } = store.get();
  if (!call || phase !== 'incoming') return;
  store.set({ phase: 'connecting', isCameraOn: withVideo });
  try {
    localStream = await openMedia(withVideo);
  } catch (error) {
    socket?.emit('call:decline', { callId: call.id });
    return finish(outcomeOfMediaError(error, withVideo));
  }
  store.set({ localStream });
  let answer: ColleagueCallStarted;
  try {
    answer = await ask<ColleagueCallStarted>('call:accept', { callId: call.id });
  } catch {
    return finish('notConnected');
  }
  if (!answer.ok) return finish('ended', answer.error);
  iceServers = answer.iceServers;
  // The offer comes next (or came already, while the answer was on its way).
  createPeerConnection(call.id);
  const early = earlySignals;
  earlySignals = [];
  for (const signal of early) await handleSignal(signal);
}

export function declineColleagueCall() {
  const callId = currentCallId();
  if (callId) socket?.emit('call:decline', { callId });
  finish(null);
}

/** Hang up (or stop ringing the colleague, before they answered). */
export function hangUpColleagueCall() {
  const { call, phase } = store.get();
  if (call) socket?.emit(phase === 'calling' ? 'call:cancel' : 'call:hang-up', { callId: call.id });
  finish('ended');
}

/** The window of an ended call goes. */
export function dismissColleagueCall() {
  if (store.get().phase === 'ended') store.reset();
}

export function toggleColleagueCallMute() {
  const isMuted = !store.get().isMuted;
  for (const track of localStream?.getAudioTracks() ?? []) track.enabled = !isMuted;
  store.set({ isMuted });
}

/** The camera off stops it (its light too); on asks for it again and sends it in place. */
export async function toggleColleagueCallCamera() {
  const sender = peerConnection
    ?.getTransceivers()
    .find((item) => item.receiver.track.kind === 'video')?.sender;
  if (store.get().isCameraOn) {
    for (const track of localStream?.getVideoTracks() ?? []) {
      track.stop();
      localStream?.removeTrack(track);
    }
    await sender?.replaceTrack(null);
    store.set({ isCameraOn: false, localStream: new MediaStream(localStream?.getTracks() ?? []) });
    return;
  }
  let camera: MediaStreamTrack | undefined;
  try {
    camera = (await navigator.mediaDevices.getUserMedia({ video: true })).getVideoTracks()[0];
  } catch {
    toast.error(colleagueCallsMessages.window.cameraFailed);
    return;
  }
  if (!camera || !localStream) return camera?.stop();
  localStream.addTrack(camera);
  await sender?.replaceTrack(camera);
  store.set({ isCameraOn: true, localStream: new MediaStream(localStream.getTracks()) });
}
