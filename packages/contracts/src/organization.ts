import { z } from 'zod';
import { roleSchema } from './user.js';
import { text } from './validation.js';

/** An invitation to join the caller's organisation, as admins see it. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.object({ id: z.string(), username: z.string() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /organizations/invitations */
export const createInvitationRequestSchema = z.object({
  email: text().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.')),
  role: roleSchema.default('MEMBER'),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** The single-use token is only ever shown in this answer. */
export const createInvitationResponseSchema = z.object({
  invitation: invitationSchema,
  inviteToken: z.string(),
  inviteUrl: z.string(),
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

export const invitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });

/** Link a new member opens to register into an organisation. */
export function inviteRegisterPath(organizationId: string, inviteToken: string, email: string) {
  const query = Object.entries({ organizationId, inviteToken, email })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `/register?${query}`;
}

/**
 * POST /user/invitation (public): what an invitation link names before registering. Only the
 * organisation id and token from the link are needed; an invalid or used one is INVITE_INVALID.
 */
export const invitationPreviewRequestSchema = z.object({
  organizationId: z.string().trim().min(1),
  inviteToken: z.string().trim().min(1),
});
export type InvitationPreviewRequest = z.infer<typeof invitationPreviewRequestSchema>;

/** Only the organisation's name and the inviter's display name: nothing else leaks. */
export const invitationPreviewResponseSchema = z.object({
  organizationName: z.string(),
  invitedByName: z.string(),
});
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponseSchema>;
