import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventAttendee,
  FreeBusyResponse,
  PublicInvitation,
  ReplyStatus,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { calendarKeys } from './calendarKeys';

/** Query keys of invitations: busy times per people and day, and a guest's invitation. */
export const invitationKeys = {
  freeBusy: (userIds: string[], timeMin: string, timeMax: string) =>
    ['calendar', 'free-busy', userIds.join(','), timeMin, timeMax] as const,
  guest: (token: string) => ['calendar', 'invitation', token] as const,
};

/** GET /calendar/free-busy: members' busy blocks (never titles) in the window. */
export function useFreeBusyQuery(userIds: string[], timeMin: string, timeMax: string) {
  return useQuery({
    queryKey: invitationKeys.freeBusy(userIds, timeMin, timeMax),
    enabled: userIds.length > 0 && Boolean(timeMin && timeMax),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ userIds: userIds.join(','), timeMin, timeMax });
      const { people } = await apiRequest<FreeBusyResponse>(
        `/calendar/free-busy?${query.toString()}`,
        { signal },
      );
      return people;
    },
  });
}

/** POST /calendar/events/{id}/reply: the caller answers their invitation. */
export function useEventReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, status }: { eventId: string; status: ReplyStatus }) => {
      const { attendee } = await apiRequest<{ attendee: EventAttendee }>(
        `/calendar/events/${encodeURIComponent(eventId)}/reply`,
        { method: 'POST', body: { status } },
      );
      return attendee;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
  });
}

/** GET /calendar/invitations/{token}: a guest's invitation (no sign-in). */
export function useGuestInvitationQuery(token: string) {
  return useQuery({
    queryKey: invitationKeys.guest(token),
    retry: false,
    queryFn: async ({ signal }) => {
      const { invitation } = await apiRequest<{ invitation: PublicInvitation }>(
        `/calendar/invitations/${encodeURIComponent(token)}`,
        { signal },
      );
      return invitation;
    },
  });
}

/** POST /calendar/invitations/{token}/reply: the guest's answer. */
export function useGuestReplyMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: ReplyStatus) => {
      const { invitation } = await apiRequest<{ invitation: PublicInvitation }>(
        `/calendar/invitations/${encodeURIComponent(token)}/reply`,
        { method: 'POST', body: { status } },
      );
      return invitation;
    },
    onSuccess: (invitation) => queryClient.setQueryData(invitationKeys.guest(token), invitation),
  });
}
