import type { CallStats } from '../realtime/colleagueCallStore';

/** Round trips slower than this, or more lost packets than this share, make a weak connection. */
const WEAK_ROUND_TRIP_S = 0.4;
const WEAK_LOSS_SHARE = 0.05;

type InboundRtp = {
  type: 'inbound-rtp';
  kind?: string;
  mediaType?: string;
  bytesReceived?: number;
  packetsReceived?: number;
  packetsLost?: number;
};
type CandidatePair = { type: 'candidate-pair'; nominated?: boolean; currentRoundTripTime?: number };

/**
 * The bytes received per kind (inbound-rtp) and a quality read from them: waiting while no
 * audio arrives since the last reading, weak on a slow round trip or lossy audio, else good.
 */
export function summariseCallStats(
  entries: Iterable<{ type: string }>,
  previous: { audio: number; video: number },
): CallStats {
  let audioBytesReceived = 0;
  let videoBytesReceived = 0;
  let packetsReceived = 0;
  let packetsLost = 0;
  let roundTrip = 0;
  for (const entry of entries) {
    if (entry.type === 'inbound-rtp') {
      const rtp = entry as InboundRtp;
      const kind = rtp.kind ?? rtp.mediaType;
      if (kind === 'audio') {
        audioBytesReceived += rtp.bytesReceived ?? 0;
        packetsReceived += rtp.packetsReceived ?? 0;
        packetsLost += Math.max(0, rtp.packetsLost ?? 0);
      } else if (kind === 'video') {
        videoBytesReceived += rtp.bytesReceived ?? 0;
      }
    } else if (entry.type === 'candidate-pair') {
      const pair = entry as CandidatePair;
      if (pair.nominated && pair.currentRoundTripTime) roundTrip = pair.currentRoundTripTime;
    }
  }
  const lossShare = packetsLost / Math.max(1, packetsLost + packetsReceived);
  const quality =
    audioBytesReceived <= previous.audio
      ? 'waiting'
      : roundTrip > WEAK_ROUND_TRIP_S || lossShare > WEAK_LOSS_SHARE
        ? 'weak'
        : 'good';
  return { audioBytesReceived, videoBytesReceived, quality };
}

/** The connection's statistics now, summarised (summariseCallStats). */
export async function readCallStats(
  connection: RTCPeerConnection,
  previous: { audio: number; video: number },
): Promise<CallStats> {
  const report = await connection.getStats();
  return summariseCallStats(report.values() as Iterable<{ type: string }>, previous);
}
