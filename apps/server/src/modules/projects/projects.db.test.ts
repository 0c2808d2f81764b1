import type { AuthResponse, Project } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createNote,
  createProject,
  createTask,
  registerOrganization,
  setPermissions,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const listProjects = async (owner: AuthResponse, query = '') => {
  const response = await call(testApp.app, 'GET', `/projects${query}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(['projects']);
  return response.json().projects as Project[];
};
const put = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/projects/${id}`, { token: owner.token, body });

describe('POST /projects', () => {
  it('answers 201 with the project, name trimmed', async () => {
    const admin = await registerOrganization(testApp.app);
    const response = await call(testApp.app, 'POST', '/projects', {
      token: admin.token,
      body: { name: '  Launch  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      project: {
        id: expect.any(String),
        name: 'Launch',
        isArchived: false,
        archivedAt: null,
        openTaskCount: 0,
        completedTaskCount: 0,
        noteCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('refuses blank and duplicate names, and members without tasks:edit', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    for (const body of [{ name: ' ' }, {}]) {
      const blank = await call(testApp.app, 'POST', '/projects', { token: admin.token, body });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({
        error: 'Project name cannot be empty.',
        code: 'VALIDATION_ERROR',
      });
    }
    await createProject(testApp.app, admin, 'Launch');
    const duplicate = await call(testApp.app, 'POST', '/projects', {
      token: admin.token,
      body: { name: 'launch' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: 'A project with that name already exists.',
      code: 'CONFLICT',
    });
    await setPermissions(testApp.app, admin, member, []);
    const denied = await call(testApp.app, 'POST', '/projects', {
      token: member.token,
      body: { name: 'Side project' },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('GET /projects', () => {
  it('lists active projects by name; archived ones on request', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    await createProject(testApp.app, admin, 'zulu');
    await createProject(testApp.app, admin, 'Alpha');
    const old = await createProject(testApp.app, admin, 'Old');
    await createProject(testApp.app, outsider, 'Foreign');
    await put(admin, old.id, { archived: true });
    expect((await listProjects(member)).map((p) => p.name)).toEqual(['Alpha', 'zulu']);
    expect((await listProjects(member, '?archived=true')).map((p) => p.name)).toEqual(['Old']);
    expect((await listProjects(member, '?archived=all')).map((p) => p.name)).toEqual([
      'Alpha',
      'Old',
      'zulu',
    ]);
    const bad = await call(testApp.app, 'GET', '/projects?archived=maybe', { token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('counts open and completed tasks and the notes the caller may see', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const alpha = await createProject(testApp.app, admin, 'Alpha');
    const beta = await createProject(testApp.app, admin, 'Beta');
    const counts = async (viewer: AuthResponse) =>
      (await listProjects(viewer)).map((p) => [
        p.name,
        p.openTaskCount,
        p.completedTaskCount,
        p.noteCount,
      ]);
    const setTask = (id: string, body: Record<string, unknown>) =>
      call(testApp.app, 'PUT', `/tasks/${id}`, { token: admin.token, body });
    const setNote = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
      call(testApp.app, 'PUT', `/notes/${id}`, { token: owner.token, body });

    const first = await createTask(testApp.app, admin, { projectId: alpha.id });
    const second = await createTask(testApp.app, admin, { projectId: alpha.id });
    await createTask(testApp.app, admin);
    await setTask(second.id, { isCompleted: true });
    expect(await counts(member)).toEqual([
      ['Alpha', 1, 1, 0],
      ['Beta', 0, 0, 0],
    ]);
    // Moving, reopening, re-saving unchanged and deleting keep the counts right.
    await setTask(second.id, { projectId: beta.id, title: 'Moved' });
    await setTask(first.id, { projectId: alpha.id, isCompleted: false, title: 'Same' });
    expect(await counts(member)).toEqual([
      ['Alpha', 1, 0, 0],
      ['Beta', 0, 1, 0],
    ]);
    await setTask(second.id, { isCompleted: false });
    await call(testApp.app, 'DELETE', `/tasks/${first.id}`, { token: admin.token });
    expect(await counts(member)).toEqual([
      ['Alpha', 0, 0, 0],
      ['Beta', 1, 0, 0],
    ]);

    const shared = await createNote(testApp.app, admin, {
      projectId: alpha.id,
      isOrganization: true,
    });
    const adminPrivate = await createNote(testApp.app, admin, { projectId: alpha.id });
    await createNote(testApp.app, member, { projectId: beta.id });
    expect(await counts(member)).toEqual([
      ['Alpha', 0, 0, 1],
      ['Beta', 1, 0, 1],
    ]);
    expect(await counts(admin)).toEqual([
      ['Alpha', 0, 0, 2],
      ['Beta', 1, 0, 0],
    ]);
    await setNote(admin, adminPrivate.id, { isOrganization: true });
    await setNote(admin, shared.id, { projectId: beta.id });
    expect(await counts(member)).toEqual([
      ['Alpha', 0, 0, 1],
      ['Beta', 1, 0, 2],
    ]);
    await setNote(admin, shared.id, { isOrganization: false });
    await call(testApp.app, 'DELETE', `/notes/${adminPrivate.id}`, { token: admin.token });
    expect(await counts(member)).toEqual([
      ['Alpha', 0, 0, 0],
      ['Beta', 1, 0, 1],
    ]);
    expect(await counts(admin)).toEqual([
      ['Alpha', 0, 0, 0],
      ['Beta', 1, 0, 1],
    ]);
  });
});

describe('GET /projects/{id}', () => {
  it('answers the project with counts, its tasks and the notes the caller may see', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const project = await createProject(testApp.app, admin);
    const task = await createTask(testApp.app, admin, { projectId: project.id, title: 'In it' });
    await createTask(testApp.app, admin, { title: 'Elsewhere' });
    const shared = await createNote(testApp.app, admin, {
      projectId: project.id,
      isOrganization: true,
    });
    await createNote(testApp.app, admin, { projectId: project.id });
    const response = await call(testApp.app, 'GET', `/projects/${project.id}`, {
      token: member.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['project', 'tasks', 'notes']);
    expect(body.project).toMatchObject({
      id: project.id,
      openTaskCount: 1,
      completedTaskCount: 0,
      noteCount: 1,
    });
    const asAuthor = await call(testApp.app, 'GET', `/projects/${project.id}`, {
      token: admin.token,
    });
    expect(asAuthor.json().project.noteCount).toBe(2);
    expect(asAuthor.json().notes).toHaveLength(2);
    expect(body.tasks.map((t: { id: string }) => t.id)).toEqual([task.id]);
    expect(body.notes.map((n: { id: string }) => n.id)).toEqual([shared.id]);
  });
});

describe('PUT /projects/{id}', () => {
  it('renames, archives and restores', async () => {
    const admin = await registerOrganization(testApp.app);
    const project = await createProject(testApp.app, admin, 'Draft');
    const renamed = await put(admin, project.id, { name: ' Final ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().project).toMatchObject({ name: 'Final', isArchived: false });
    const archived = await put(admin, project.id, { archived: true });
    expect(archived.json().project).toMatchObject({
      isArchived: true,
      archivedAt: expect.any(String),
    });
    const restored = await put(admin, project.id, { archived: false });
    expect(restored.json().project).toMatchObject({ isArchived: false, archivedAt: null });
    const blank = await put(admin, project.id, { name: '' });
    expect(blank.json()).toEqual({
      error: 'Project name cannot be empty.',
      code: 'VALIDATION_ERROR',
    });
    const empty = await put(admin, project.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Nothing to change.');
    await createProject(testApp.app, admin, 'Other');
    expect((await put(admin, project.id, { name: 'OTHER' })).statusCode).toBe(409);
  });
});

describe('DELETE /projects/{id}', () => {
  it('deletes the project; its tasks and notes stay without one', async () => {
    const admin = await registerOrganization(testApp.app);
    const project = await createProject(testApp.app, admin);
    const task = await createTask(testApp.app, admin, { projectId: project.id });
    const note = await createNote(testApp.app, admin, { projectId: project.id });
    const deleted = await call(testApp.app, 'DELETE', `/projects/${project.id}`, {
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    const reread = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: admin.token });
    expect(reread.json().task.projectId).toBeNull();
    const rereadNote = await call(testApp.app, 'GET', `/notes/${note.id}`, { token: admin.token });
    expect(rereadNote.json().note.projectId).toBeNull();
    const gone = await call(testApp.app, 'GET', `/projects/${project.id}`, { token: admin.token });
    expect(gone.statusCode).toBe(404);
  });
});

describe('projects of another organisation', () => {
  it('cannot be read, changed or deleted', async () => {
    const owner = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const project = await createProject(testApp.app, owner, 'Secret plan');
    const notFound = { error: 'Project not found.', code: 'NOT_FOUND' };
    const attempts = [
      call(testApp.app, 'GET', `/projects/${project.id}`, { token: outsider.token }),
      put(outsider, project.id, { name: 'Hijacked', archived: true }),
      call(testApp.app, 'DELETE', `/projects/${project.id}`, { token: outsider.token }),
      call(testApp.app, 'GET', '/projects/not-an-id', { token: owner.token }),
      put(owner, 'not-an-id', { name: 'x' }),
      call(testApp.app, 'DELETE', '/projects/not-an-id', { token: owner.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await listProjects(outsider, '?archived=all')).toEqual([]);
    const untouched = await listProjects(owner);
    expect(untouched.map((p) => [p.name, p.isArchived])).toEqual([['Secret plan', false]]);
  });
});
