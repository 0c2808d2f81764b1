import type { AuthResponse, SavedTaskView } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';

const testApp = useTestApp();

const boardOfMine = {
  assignee: 'me',
  status: 'open',
  groupBy: 'priority',
  layout: 'board',
} as const;

async function saveView(
  member: AuthResponse,
  body: { name: string; isShared?: boolean; filters?: object },
): Promise<SavedTaskView> {
  const response = await call(testApp.app, 'POST', '/task-views', { token: member.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().view;
}

async function listViews(member: AuthResponse): Promise<SavedTaskView[]> {
  const response = await call(testApp.app, 'GET', '/task-views', { token: member.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().views;
}

describe('POST /task-views', () => {
  it('saves filters, grouping and layout under a trimmed name, personal by default', async () => {
    const admin = await registerOrganization(testApp.app);
    const view = await saveView(admin, { name: '  My board  ', filters: boardOfMine });
    expect(view).toEqual({
      id: expect.any(String),
      name: 'My board',
      isShared: false,
      ownerId: admin.user.id,
      isMine: true,
      filters: boardOfMine,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await listViews(admin)).toEqual([view]);
  });

  it('refuses a blank name and an unknown layout, saving nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    const blank = await call(testApp.app, 'POST', '/task-views', {
      token: admin.token,
      body: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'View name is required.', code: 'VALIDATION_ERROR' });
    const badLayout = await call(testApp.app, 'POST', '/task-views', {
      token: admin.token,
      body: { name: 'Odd', filters: { layout: 'calendar' } },
    });
    expect(badLayout.statusCode).toBe(400);
    expect(await listViews(admin)).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const response = await call(testApp.app, 'POST', '/task-views', { body: { name: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /task-views', () => {
  it('shows my views and shared ones, not another member’s personal views', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const personal = await saveView(admin, { name: 'Admin only' });
    const shared = await saveView(admin, { name: 'Team board', isShared: true });
    const own = await saveView(member, { name: 'Member view' });

    expect((await listViews(admin)).map((view) => view.id)).toEqual([personal.id, shared.id]);
    const seenByMember = await listViews(member);
    expect(seenByMember.map((view) => view.id)).toEqual([own.id, shared.id]);
    expect(seenByMember.find((view) => view.id === shared.id)?.isMine).toBe(false);
  });

  it('never shows another organisation’s views, shared or not', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    await saveView(admin, { name: 'Shared here', isShared: true });
    expect(await listViews(outsider)).toEqual([]);
  });
});

describe('PUT and DELETE /task-views/{id}', () => {
  it('lets the owner rename, share and re-save a view, then delete it', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const view = await saveView(admin, { name: 'Draft' });

    const renamed = await call(testApp.app, 'PUT', `/task-views/${view.id}`, {
      token: admin.token,
      body: { name: 'Urgent work', isShared: true, filters: { priority: 'urgent' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().view).toMatchObject({
      id: view.id,
      name: 'Urgent work',
      isShared: true,
      filters: { priority: 'urgent', layout: 'list' },
    });
    expect((await listViews(member)).map((item) => item.name)).toEqual(['Urgent work']);

    // Leaving fields out keeps them.
    const onlyName = await call(testApp.app, 'PUT', `/task-views/${view.id}`, {
      token: admin.token,
      body: { name: 'Urgent' },
    });
    expect(onlyName.json().view).toMatchObject({ name: 'Urgent', isShared: true });

    const deleted = await call(testApp.app, 'DELETE', `/task-views/${view.id}`, {
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await listViews(member)).toEqual([]);
    expect(await listViews(admin)).toEqual([]);
  });

  it('refuses a member changing or deleting a shared view they do not own', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin, 'ADMIN');
    const shared = await saveView(admin, { name: 'Team', isShared: true });

    const rename = await call(testApp.app, 'PUT', `/task-views/${shared.id}`, {
      token: member.token,
      body: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toEqual({
      error: 'Only the member who saved this view can change it.',
      code: 'FORBIDDEN',
    });
    const remove = await call(testApp.app, 'DELETE', `/task-views/${shared.id}`, {
      token: member.token,
    });
    expect(remove.statusCode).toBe(403);
    expect((await listViews(admin)).map((view) => view.name)).toEqual(['Team']);
  });

  it('answers "not found" for a personal view of another member and for another organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    const personal = await saveView(admin, { name: 'Private' });
    const shared = await saveView(admin, { name: 'Shared', isShared: true });

    for (const [who, id] of [
      [member, personal.id],
      [outsider, personal.id],
      [outsider, shared.id],
      [admin, 'not-an-id'],
    ] as const) {
      const put = await call(testApp.app, 'PUT', `/task-views/${id}`, {
        token: who.token,
        body: { name: 'Taken' },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: 'View not found.', code: 'NOT_FOUND' });
      const remove = await call(testApp.app, 'DELETE', `/task-views/${id}`, { token: who.token });
      expect(remove.statusCode).toBe(404);
    }
    expect((await listViews(admin)).map((view) => view.name)).toEqual(['Private', 'Shared']);
  });
});
