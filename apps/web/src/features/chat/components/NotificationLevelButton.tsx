import { CHAT_NOTIFICATION_LEVELS, type ChatNotificationLevel } from '@worksphere/contracts';
import { AtSign, Bell, BellOff, Check } from 'lucide-react';
import { toast } from 'react-toastify';
import { Menu, MenuItem, MenuSection } from '../../../ui/Menu';
import {
  levelOf,
  useNotificationSettingsQuery,
  useSetNotificationLevelMutation,
} from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.levels;
const ICONS: Record<ChatNotificationLevel, typeof Bell> = {
  all: Bell,
  mentions: AtSign,
  nothing: BellOff,
};
/** The thread's "same as the room" choice (null on the wire). */
const ROOM_LEVEL = 'room';

/**
 * The notification level of a room or a thread: all messages, mentions only or nothing; a
 * thread takes its room's level until the member chooses one for it. The icon shows the level
 * in force.
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
  const roomLevel = levelOf(settings.data, { roomId });
  const ownLevel = threadId
    ? (settings.data?.threads.find((entry) => entry.threadId === threadId)?.level ?? null)
    : level;
  const Icon = ICONS[level];
  const name = messages.names[level];

  function choose(next: ChatNotificationLevel | null) {
    if (next === ownLevel) return;
    const savedName = messages.names[next ?? roomLevel];
    setLevel.mutate(
      threadId
        ? { kind: 'thread', id: threadId, level: next }
        : { kind: 'room', id: roomId, level: next },
      {
        onSuccess: () =>
          toast.success(threadId ? messages.threadSaved(savedName) : messages.roomSaved(savedName)),
        onError: () => toast.error(messages.failed),
      },
    );
  }

  const checkOf = (isCurrent: boolean) =>
    isCurrent ? (
      <Check role="img" aria-label={messages.current} className="size-4 shrink-0 text-brand-600" />
    ) : null;

  return (
    <Menu
      label={threadId ? messages.threadButton(name) : messages.roomButton(name)}
      isIconOnly
      trigger={<Icon aria-hidden className="size-4" />}
      triggerClassName="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 outline-none hover:bg-zinc-100 hover:text-zinc-900 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
      className="w-64"
    >
      <MenuSection title={threadId ? messages.threadSection : messages.roomSection}>
        {threadId ? (
          <MenuItem
            id={ROOM_LEVEL}
            icon={<Bell className="size-4 opacity-0" />}
            end={checkOf(ownLevel === null)}
            onAction={() => choose(null)}
          >
            {messages.sameAsRoom(messages.names[roomLevel])}
          </MenuItem>
        ) : null}
        {CHAT_NOTIFICATION_LEVELS.map((option) => {
          const OptionIcon = ICONS[option];
          return (
            <MenuItem
              key={option}
              id={option}
              icon={<OptionIcon className="size-4" />}
              end={checkOf(ownLevel === option)}
              onAction={() => choose(option)}
            >
              {messages.names[option]}
            </MenuItem>
          );
        })}
      </MenuSection>
    </Menu>
  );
}
