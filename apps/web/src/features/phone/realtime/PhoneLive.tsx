import { useQueryClient } from '@tanstack/react-query';
import {
  CALLS_EVENTS,
  type CallsServerToClientEvents,
  type CallStatusEvent,
  type IncomingCallEvent,
  type SmsEvent,
} from '@worksphere/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Socket } from 'socket.io-client';
import { useChat } from '../../chat/realtime/ChatContext';
import { fetchRecentInboundCalls } from '../api/callsApi';
import { phoneKeys } from '../api/phoneKeys';
import { useCallSettingsQuery } from '../api/phoneSettingsApi';
import { applyNewSms, applySmsStatus } from '../api/smsCache';
import { IncomingCallArea } from '../components/IncomingCallArea';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';
import { phonePath } from '../utils/phonePath';
import { useCurrentUser } from '../../auth/components/useAuth';
import { receiveHolder, type CallHolders } from './callHandOver';
import { callState } from './callState';
import { isConversationOnScreen } from './conversationsOnScreen';
import { notifyWhenAway } from './desktopNotification';
import { phoneVoiceLine } from '../voice/phoneVoiceLine';
import { isBrowserVoiceMode, isRecordOfVoiceCall } from '../voice/voiceCallRecord';

type CallsSocket = Socket<CallsServerToClientEvents>;

/**
 * Calls and SMS live on every signed-in page: the events of the /chat socket feed the shared
 * call state (the banner) and the query cache; a text from outside shows a toast unless its
 * conversation is on screen.
 */
export function PhoneLive() {
  const { socket } = useChat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useCurrentUser().id;
  // Read when a toast is clicked: a new navigate function must not reset the call state.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // Browser mode: this tab is a phone line (the Voice SDK loads only now, never at first paint).
  const isBrowserMode = isBrowserVoiceMode(useCallSettingsQuery().data);
  useEffect(() => {
    if (!isBrowserMode) return;
    void phoneVoiceLine.start();
    return () => phoneVoiceLine.stop();
  }, [isBrowserMode]);

  useEffect(() => {
    if (!socket) return;
    const calls = socket as unknown as CallsSocket;
    const holders: CallHolders = new Map();

    // Calls that started ringing while this page was not connected still get their banner, and
    // those that stopped meanwhile lose it.
    const catchUp = () => {
      fetchRecentInboundCalls()
        .then((recent) => {
          for (const call of recent) {
            if (call.status === 'ringing') {
              callState.receiveIncoming({
                callId: call.id,
                from: call.from,
                to: call.to,
                status: call.status,
                startedAt: call.startedAt,
              });
            } else {
              // Answered or ended while the connection was down: its banner goes.
              callState.receiveStatus(call);
            }
          }
        })
        .catch((error: unknown) => console.error('Loading ringing calls failed', error));
    };

    const handleIncoming = ({ call }: IncomingCallEvent) => {
      callState.receiveIncoming(call);
      notifyWhenAway('incomingCall', { id: call.callId, from: call.from }, () => undefined);
      void queryClient.invalidateQueries({ queryKey: phoneKeys.calls() });
    };
    const handleCallStatus = ({ call }: CallStatusEvent) => {
      callState.receiveStatus(call);
      // The server's record of the call heard in this browser: hold and transfer act on it.
      const voice = phoneVoiceLine.get();
      if (isRecordOfVoiceCall(call, voice)) {
        phoneVoiceLine.setCallId(call.id);
        if (callState.get().active?.id !== call.id) callState.setActive(call);
      }
      // A colleague transferred the call here (built-in provider; in the browser it rings).
      if (receiveHolder(holders, call, userId) && voice.status !== 'ready') {
        callState.setActive(call);
        toast.info(phoneMessages.incoming.transferredToYou(formatPhoneNumber(call.contactNumber)));
      }
      void queryClient.invalidateQueries({ queryKey: phoneKeys.calls() });
    };
    const handleNewSms = ({ message }: SmsEvent) => {
      applyNewSms(queryClient, message);
      if (message.direction !== 'inbound' || isConversationOnScreen(message.contactNumber)) return;
      const openConversation = () =>
        void navigateRef.current(phonePath({ tab: 'messages', contact: message.contactNumber }));
      toast.info(phoneMessages.incoming.newSms(formatPhoneNumber(message.contactNumber)), {
        onClick: openConversation,
      });
      notifyWhenAway(
        'newSms',
        { id: message.id, from: message.contactNumber, text: message.text },
        openConversation,
      );
    };
    const handleSmsStatus = ({ message }: SmsEvent) => applySmsStatus(queryClient, message);

    calls.on('connect', catchUp);
    calls.on(CALLS_EVENTS.incomingCall, handleIncoming);
    calls.on(CALLS_EVENTS.callStatus, handleCallStatus);
    calls.on(CALLS_EVENTS.newSms, handleNewSms);
    calls.on(CALLS_EVENTS.smsStatus, handleSmsStatus);
    if (calls.connected) catchUp();
    return () => {
      calls.off('connect', catchUp);
      calls.off(CALLS_EVENTS.incomingCall, handleIncoming);
      calls.off(CALLS_EVENTS.callStatus, handleCallStatus);
      calls.off(CALLS_EVENTS.newSms, handleNewSms);
      calls.off(CALLS_EVENTS.smsStatus, handleSmsStatus);
      // Another account (or none) from here on: its calls are not this one's.
      callState.reset();
    };
  }, [socket, queryClient, userId]);

  return <IncomingCallArea />;
}
