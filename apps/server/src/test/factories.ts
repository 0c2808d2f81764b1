import type { AuthResponse, Category, Note, Project, Task } from '@worksphere/contracts';
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

type Signed = { token: string };

/** POST one record and return it, failing the test on anything but 201. */
async function createRecord(
  app: FastifyInstance,
  owner: Signed,
  path: string,
  key: string,
  body: Record<string, unknown>,
) {
  const response = await call(app, 'POST', path, { token: owner.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()[key];
}

let recordSequence = 0;
const nextName = (prefix: string) => `${prefix} ${(recordSequence += 1)}`;

/** A task created through the API; fields default to a fresh title only. */
export function createTask(
  app: FastifyInstance,
  owner: Signed,
  body: Record<string, unknown> = {},
): Promise<Task> {
  return createRecord(app, owner, '/tasks', 'task', { title: nextName('Task'), ...body });
}

/** A project created through the API. */
export function createProject(
  app: FastifyInstance,
  owner: Signed,
  name = nextName('Project'),
): Promise<Project> {
  return createRecord(app, owner, '/projects', 'project', { name });
}

/** A task or note category created through the API. */
export function createCategory(
  app: FastifyInstance,
  owner: Signed,
  type: 'task' | 'note' = 'task',
  name = nextName(`${type} category`),
): Promise<Category> {
  return createRecord(app, owner, `/${type}/categories`, 'category', { name });
}

/** A note created through the API; private unless `isOrganization: true`. */
export function createNote(
  app: FastifyInstance,
  owner: Signed,
  body: Record<string, unknown> = {},
): Promise<Note> {
  return createRecord(app, owner, '/notes', 'note', { title: nextName('Note'), ...body });
}

/** Set a member's permissions as their admin would. */
export async function setPermissions(
  app: FastifyInstance,
  admin: AuthResponse,
  member: AuthResponse,
  permissions: string[],
) {
  const response = await call(app, 'PATCH', `/user/${member.user.id}`, {
    token: admin.token,
    body: { permissions },
  });
  expect(response.statusCode, response.body).toBe(200);
}
