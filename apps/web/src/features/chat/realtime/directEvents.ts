import type { QueryClient } from '@tanstack/react-query';
import type { ChatRoom, DirectMessage } from '@worksphere/contracts';
import type { ChatSocket } from '../../../platform/realtime/chatSocket';
import { chatKeys } from '../api/chatKeys';
import { directKey } from '../api/directApi';

/**
 * Keeps the direct-message list current: a conversation opened with the user
 * (directMessageChanged), and a message in one of theirs, or in a room not in the room list (a
 * conversation someone else opened while this tab missed the event), which changes its order.
 */
export function listenForDirectMessages(socket: ChatSocket, queryClient: QueryClient) {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: directKey() });
  const isDirect = (roomId: string) =>
    queryClient.getQueryData<DirectMessage[]>(directKey())?.some((item) => item.id === roomId);
  const isRoom = (roomId: string) =>
    queryClient.getQueryData<ChatRoom[]>(chatKeys.rooms())?.some((room) => room.id === roomId);

  socket.on('directMessageChanged', refresh);
  socket.on('newChat', (chat) => {
    if (isDirect(chat.chatRoomId) || !isRoom(chat.chatRoomId)) refresh();
  });
}
