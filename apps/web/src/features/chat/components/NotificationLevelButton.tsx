import { Bell, BellOff } from 'lucide-react';
import { toast } from 'react-toastify';
import { IconButton } from '../../../ui/IconButton';
import {
  levelOf,
  useNotificationSettingsQuery,
  useSetNotificationLevelMutation,
} from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.follow;

/**
 * Follow or mute a room or a thread. The bell shows the level in force (a thread follows its
 * room unless set); muted means only mentions notify and count on the badge.
 */
export function NotificationLevelButton({
  roomId,
  threadId,
}: {
  roomId: string;
  /** Given: the button is the thread's; else the room's. */
  threadId?: string;
}) {
  const settings = useNotificationSettingsQuery();
  const setLevel = useSetNotificationLevelMutation();
  const level = levelOf(settings.data, { roomId, threadId });
  const isMuted = level === 'mute';
  const label = threadId
    ? isMuted
      ? messages.followThread
      : messages.muteThread
    : isMuted
      ? messages.followRoom
      : messages.muteRoom;

  function toggle() {
    const next = isMuted ? 'follow' : 'mute';
    setLevel.mutate(
      threadId
        ? { kind: 'thread', id: threadId, level: next }
        : { kind: 'room', id: roomId, level: next },
      {
        onSuccess: () =>
          toast.success(
            threadId
              ? next === 'mute'
                ? messages.threadMuted
                : messages.threadFollowed
              : next === 'mute'
                ? messages.roomMuted
                : messages.roomFollowed,
          ),
        onError: () => toast.error(messages.failed),
      },
    );
  }

  return (
    <IconButton
      label={label}
      aria-pressed={isMuted}
      disabled={settings.isPending || setLevel.isPending}
      icon={isMuted ? <BellOff className="size-4" /> : <Bell className="size-4" />}
      onClick={toggle}
    />
  );
}
