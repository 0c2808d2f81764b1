import type {
  AuthResponse,
  InvitationPreviewRequest,
  InvitationPreviewResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  User,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** GET /user/me: the user of the active session. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest<{ user: User }>('/user/me', { signal });
  return user;
}

/**
 * POST /user/login; a wrong password is a 401 whose text the form shows itself. A user with
 * two-factor sign-in gets its second step instead of a session.
 */
export function loginUser(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/user/login', {
    method: 'POST',
    body: request,
    skipSessionExpiredToast: true,
  });
}

/** POST /user/register: creates an organisation, or joins one with an invitation. */
export function registerUser(request: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/user/register', {
    method: 'POST',
    body: request,
    skipSessionExpiredToast: true,
  });
}

/** POST /user/invitation: the organisation and inviter an invitation link names. */
export function previewInvitation(
  request: InvitationPreviewRequest,
  signal?: AbortSignal,
): Promise<InvitationPreviewResponse> {
  return apiRequest<InvitationPreviewResponse>('/user/invitation', {
    method: 'POST',
    body: request,
    signal,
    skipSessionExpiredToast: true,
  });
}

/**
 * POST /user/session/switch. The target session's own token is also the bearer, so the call
 * works even when the currently active session has already expired.
 */
export function switchToSession(token: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/user/session/switch', {
    method: 'POST',
    body: { token },
    headers: bearer(token),
    skipSessionExpiredToast: true,
  });
}

/** POST /user/logout: revokes the session of that token (or of the cookie without one). */
export async function logoutSession(token: string | null): Promise<void> {
  await apiRequest<unknown>('/user/logout', {
    method: 'POST',
    headers: token ? bearer(token) : undefined,
    skipSessionExpiredToast: true,
  });
}

/** POST /user/recover: always answers with a message, whether the address is known or not. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/user/recover', {
    method: 'POST',
    body: { email },
    skipSessionExpiredToast: true,
  });
}

/** POST /user/reset-password with the token from the e-mailed link. */
export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/user/reset-password', {
    method: 'POST',
    body: { token, password },
    skipSessionExpiredToast: true,
  });
}
