import type { ChatPerson } from '@worksphere/contracts';
import { User } from 'lucide-react';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useCurrentUser } from '../../auth/components/useAuth';
import { CallColleagueButtons } from '../../colleague-calls/components/CallColleagueButtons';
import { chatMessages } from '../chat.messages';

/**
 * A direct message's members, where a room lists its threads (a direct message has one); in a
 * group, each colleague with buttons to call them (a one-to-one's header has them).
 */
export function DirectMembers({ members }: { members: ReadonlyArray<ChatPerson> }) {
  const self = useCurrentUser();
  return (
    <ul aria-label={chatMessages.direct.membersTitle} className="space-y-1 px-1 text-sm">
      {members.map((member) => (
        <li key={member.id} className="flex items-center gap-2 py-1 text-zinc-700">
          <User aria-hidden className="size-4 shrink-0 text-zinc-400" />
          <span className="min-w-0 flex-1 truncate">{displayNameOf(member)}</span>
          {members.length > 2 && member.id !== self.id ? (
            <CallColleagueButtons colleague={member} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
