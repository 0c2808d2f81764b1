import { Hash } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { useChatRoomsQuery, useCreateRoomMutation } from '../api/chatApi';
import { useChatUnreadQuery } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';
import { navUnreadOfRoom } from '../utils/navUnread';
import { ChatNavList } from './ChatNavList';
import { roomNameShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages.rooms;

/** The organisation's rooms (name), with a field to create one. */
export function RoomList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (roomId: string) => void;
}) {
  const rooms = useChatRoomsQuery();
  const createRoom = useCreateRoomMutation();
  const unread = useChatUnreadQuery();

  useEffect(() => {
    if (rooms.isError) toast.error(chatMessages.toasts.fetchRoomsFailed, { toastId: 'chat-rooms' });
  }, [rooms.isError]);

  return (
    <ChatNavList
      query={rooms}
      labelOf={(room) => roomNameShown(room.name)}
      icon={Hash}
      texts={{
        title: messages.title,
        loading: messages.loading,
        failed: chatMessages.toasts.fetchRoomsFailed,
        retry: messages.retry,
        empty: messages.empty,
        emptyHint: messages.emptyHint,
        newLabel: messages.newRoomLabel,
        create: messages.create,
        created: messages.created,
        createFailed: messages.createFailed,
      }}
      isCreating={createRoom.isPending}
      create={(name) => createRoom.mutateAsync({ name })}
      selectedId={selectedId}
      onSelect={onSelect}
      unreadOf={(room) => navUnreadOfRoom(unread.data, room.id)}
    />
  );
}
