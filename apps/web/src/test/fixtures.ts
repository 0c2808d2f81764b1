import { sessionKeyOf, type AuthResponse, type User } from '@worksphere/contracts';
import { createSavedSession, type SavedSession } from '../features/auth/utils/savedSessions';

/** A complete user; override only what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    username: 'ann',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    active: true,
    role: 'ADMIN',
    permissions: ['users:manage'],
    organizationId: 'org-1',
    organizationName: 'Acme',
    organizationSlug: 'acme',
    organizationPhoneNumber: null,
    ...overrides,
  };
}

export function makeAuthResponse(overrides: Partial<User> = {}, token = 'token-1'): AuthResponse {
  const user = makeUser(overrides);
  return { user, key: sessionKeyOf(user.id, user.organizationId), token };
}

/** A saved session for a user with this id (username and organisation follow from it). */
export function makeSavedSession(userId: string, overrides: Partial<User> = {}): SavedSession {
  return createSavedSession(
    makeAuthResponse(
      {
        id: userId,
        username: userId,
        organizationId: `org-${userId}`,
        organizationName: `Org ${userId}`,
        ...overrides,
      },
      `token-${userId}`,
    ),
    1000,
  );
}
