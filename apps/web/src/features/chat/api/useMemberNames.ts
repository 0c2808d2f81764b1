import type { Member } from '@worksphere/contracts';
import { useMemo } from 'react';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useMembersQuery } from '../../settings/api/membersApi';

/** The organisation's members (for mentions) and a way to name one by id. */
export function useMemberNames(): {
  members: Member[];
  nameOf: (userId: string) => string;
} {
  const query = useMembersQuery();
  return useMemo(() => {
    const members = query.data ?? [];
    const byId = new Map(members.map((member) => [member.id, member]));
    return {
      members,
      nameOf: (userId: string) => {
        const member = byId.get(userId);
        return member ? displayNameOf(member) : '…';
      },
    };
  }, [query.data]);
}
