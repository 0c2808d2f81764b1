import { useEffect } from 'react';
import { useChat } from '../../chat/realtime/ChatContext';
import { attachColleagueCallSocket } from '../realtime/colleagueCallSession';
import { useColleagueCall } from '../realtime/colleagueCallStore';
import { ColleagueCallWindow } from './ColleagueCallWindow';
import { IncomingColleagueCall } from './IncomingColleagueCall';

/** Listens for calls on the signed-in socket and shows the ringing call or the call window. */
export function ColleagueCallLive() {
  const { socket } = useChat();
  const call = useColleagueCall();
  useEffect(() => (socket ? attachColleagueCallSocket(socket) : undefined), [socket]);

  if (call.phase === 'incoming' && call.call) return <IncomingColleagueCall call={call.call} />;
  if (call.phase === 'idle' || call.phase === 'incoming') return null;
  return <ColleagueCallWindow call={call} />;
}
