import type { ChatMessage } from '@worksphere/contracts';
import { createContext, useContext, type Dispatch } from 'react';
import type { ChatSocket } from '../../../platform/realtime/chatSocket';
import type { ChatWindowAction, ChatWindowState } from '../utils/chatWindowState';

export type ChatContextValue = {
  /** Marks a thread as on screen: joins its socket room and receives its messages live. */
  viewThread: (threadId: string) => () => void;
  chatWindow: ChatWindowState;
  dispatchChatWindow: Dispatch<ChatWindowAction>;
  /** The announcement on screen, if any, and how many wait in all. */
  currentAnnouncement: ChatMessage | null;
  announcementCount: number;
  closeAnnouncement: () => void;
  /** The signed-in socket on /chat (null while none), for features with events of their own. */
  socket: ChatSocket | null;
};

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat must be used inside <ChatProvider>.');
  return value;
}
