import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@worksphere/contracts';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { confirmImportantChat } from '../../chat/api/chatApi';
import { chatKeys } from '../../chat/api/chatKeys';
import { useActiveImportantQuery } from '../../chat/api/chatUnreadApi';
import { describeConfirmError } from '../../chat/components/AnnouncementModal';
import { chatPagePath } from '../../chat/utils/openChatParams';
import { dashboardMessages } from '../dashboard.messages';
import { WidgetFooterLink, WidgetState } from './WidgetState';
import { roomNameShown } from '../../../platform/i18n/builtinNames';

const messages = dashboardMessages.widgets.announcementsToConfirm;

/** Important messages the user has not confirmed yet, with Confirm Read and a link to the thread. */
export function AnnouncementsToConfirmWidget() {
  const announcements = useActiveImportantQuery();
  const queryClient = useQueryClient();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);

  async function confirm(chat: ChatMessage) {
    setConfirmingId(chat.id);
    try {
      await confirmImportantChat(chat.id);
      toast.success(messages.confirmed);
      await queryClient.invalidateQueries({ queryKey: chatKeys.importantActive() });
    } catch (error) {
      toast.error(describeConfirmError(error));
    } finally {
      setConfirmingId(null);
    }
  }

  return (
    <>
      <WidgetState query={announcements} listName={messages.listName}>
        {(chats) =>
          chats.length === 0 ? (
            <p className="py-4 text-sm text-zinc-500">{messages.empty}</p>
          ) : (
            <ul className="-mx-4 divide-y divide-zinc-100 sm:-mx-5">
              {chats.map((chat) => (
                <li key={chat.id} className="flex gap-3 px-4 py-3 sm:px-5">
                  <Megaphone aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  <div className="min-w-0 flex-1">
                    <p className="text-xs text-zinc-500">
                      {messages.from(displayNameOf(chat.sender), roomNameShown(chat.chatRoom.name))}
                    </p>
                    <p className="mt-0.5 line-clamp-2 text-sm text-zinc-900">{chat.content}</p>
                    <div className="mt-2 flex items-center gap-3">
                      <Button
                        size="sm"
                        variant="secondary"
                        isLoading={confirmingId === chat.id}
                        onClick={() => void confirm(chat)}
                      >
                        {messages.confirm}
                      </Button>
                      <Link
                        to={chatPagePath(chat.chatRoomId, chat.threadId)}
                        className={textLinkClasses}
                      >
                        {messages.open}
                      </Link>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </WidgetState>
      <WidgetFooterLink to="/chat">{messages.openAll}</WidgetFooterLink>
    </>
  );
}
