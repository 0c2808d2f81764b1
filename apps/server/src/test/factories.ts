import type { AuthResponse } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './test-app.js';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

export const TEST_PASSWORD = 'correct horse battery';

/** A new organisation with its first user (ADMIN). */
export async function registerOrganization(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
): Promise<AuthResponse> {
  const id = unique();
  const response = await call(app, 'POST', '/user/register', {
    body: {
      username: `admin${id}`,
      email: `admin${id}@example.com`,
      password: TEST_PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      organizationName: `Org ${id}`,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An invited MEMBER (or ADMIN) of the admin's organisation, signed in. */
export async function addMember(
  app: FastifyInstance,
  admin: AuthResponse,
  role: 'ADMIN' | 'MEMBER' = 'MEMBER',
): Promise<AuthResponse> {
  const id = unique();
  const email = `member${id}@example.com`;
  const invited = await call(app, 'POST', '/organizations/invitations', {
    token: admin.token,
    body: { email, role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const joined = await call(app, 'POST', '/user/register', {
    body: {
      username: `member${id}`,
      email,
      password: TEST_PASSWORD,
      organizationId: admin.user.organizationId,
      inviteToken: invited.json().inviteToken,
    },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return joined.json();
}
