import type { ChatPerson } from '@worksphere/contracts';
import { displayNameOf } from '../../auth/utils/displayNameOf';

/**
 * A direct message is named after the other members, by name, in alphabetical order ("Ann Lee,
 * Bo Kim"); a conversation with oneself only (all others left the organisation) by one's name.
 */
export function directMessageName(members: ReadonlyArray<ChatPerson>, selfId: string): string {
  const others = members.filter((member) => member.id !== selfId);
  const names = (others.length > 0 ? others : members).map((member) => displayNameOf(member));
  return names.sort((a, b) => a.localeCompare(b)).join(', ');
}
