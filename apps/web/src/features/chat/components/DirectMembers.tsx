import type { ChatPerson } from '@worksphere/contracts';
import { User } from 'lucide-react';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { chatMessages } from '../chat.messages';

/** A direct message's members, where a room lists its threads (a direct message has one). */
export function DirectMembers({ members }: { members: ReadonlyArray<ChatPerson> }) {
  return (
    <ul aria-label={chatMessages.direct.membersTitle} className="space-y-1 px-1 text-sm">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-2 py-1 text-zinc-700">
          <User aria-hidden className="size-4 shrink-0 text-zinc-400" />
          <span className="min-w-0 truncate">{displayNameOf(member)}</span>
        </li>
      ))}
    </ul>
  );
}
