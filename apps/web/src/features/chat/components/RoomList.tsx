import clsx from 'clsx';
import { Hash } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useChatRoomsQuery, useCreateRoomMutation } from '../api/chatApi';
import { chatMessages } from '../chat.messages';
import { CreateInlineForm } from './CreateInlineForm';

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

  useEffect(() => {
    if (rooms.isError) toast.error(chatMessages.toasts.fetchRoomsFailed, { toastId: 'chat-rooms' });
  }, [rooms.isError]);

  async function handleCreate(name: string) {
    try {
      const room = await createRoom.mutateAsync({ name });
      toast.success(messages.created(room.name));
      onSelect(room.id);
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : messages.createFailed);
      return false;
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <CreateInlineForm
        label={messages.newRoomLabel}
        submitLabel={messages.create}
        isBusy={createRoom.isPending}
        onCreate={handleCreate}
      />
      {rooms.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : rooms.isError ? (
        <QueryFailed
          message={chatMessages.toasts.fetchRoomsFailed}
          retryLabel={messages.retry}
          onRetry={() => void rooms.refetch()}
        />
      ) : rooms.data.length === 0 ? (
        <div className="px-1 py-4 text-sm text-zinc-500">
          <p className="font-medium text-zinc-700">{messages.empty}</p>
          <p className="mt-1">{messages.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={messages.title} className="min-h-0 flex-1 space-y-1 overflow-y-auto">
          {rooms.data.map((room) => (
            <li key={room.id}>
              <button
                type="button"
                onClick={() => onSelect(room.id)}
                aria-current={room.id === selectedId ? 'true' : undefined}
                className={clsx(
                  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm',
                  room.id === selectedId
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-zinc-700 hover:bg-zinc-100',
                  focusRing,
                )}
              >
                <Hash aria-hidden className="size-4 shrink-0 text-zinc-400" />
                <span className="truncate">{room.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
