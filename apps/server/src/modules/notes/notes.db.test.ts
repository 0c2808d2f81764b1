import type { AuthResponse, Note } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createCategory,
  createNote,
  createProject,
  registerOrganization,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const post = (owner: AuthResponse, body: Record<string, unknown>) =>
  call(testApp.app, 'POST', '/notes', { token: owner.token, body });
const put = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/notes/${id}`, { token: owner.token, body });
const get = (owner: AuthResponse, id: string) =>
  call(testApp.app, 'GET', `/notes/${id}`, { token: owner.token });
const remove = (owner: AuthResponse, id: string) =>
  call(testApp.app, 'DELETE', `/notes/${id}`, { token: owner.token });
const list = async (owner: AuthResponse, query = '') => {
  const response = await call(testApp.app, 'GET', `/notes${query}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { notes: Note[]; total: number; limit: number; offset: number };
};
const titles = (notes: Note[]) => notes.map((note) => note.title);
const notFound = { error: 'Note not found.', code: 'NOT_FOUND' };

describe('POST /notes', () => {
  it('answers 201 with the note', async () => {
    const admin = await registerOrganization(testApp.app);
    const project = await createProject(testApp.app, admin);
    const category = await createCategory(testApp.app, admin, 'note');
    const response = await post(admin, {
      title: '  Minutes  ',
      content: '<p>We agreed</p>',
      categoryId: category.id,
      projectId: project.id,
      isOrganization: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      note: {
        id: expect.any(String),
        title: 'Minutes',
        content: '<p>We agreed</p>',
        categoryId: category.id,
        projectId: project.id,
        isOrganization: true,
        authorId: admin.user.id,
        author: {
          id: admin.user.id,
          username: admin.user.username,
          firstName: admin.user.firstName,
          lastName: admin.user.lastName,
        },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('is private by default; empty category and project are null', async () => {
    const admin = await registerOrganization(testApp.app);
    const response = await post(admin, { title: 'Private', categoryId: '', projectId: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().note).toMatchObject({
      isOrganization: false,
      categoryId: null,
      projectId: null,
      content: '',
    });
  });

  it('refuses a blank or missing title with the spec message', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const body of [{ title: '  ' }, {}, { title: '', content: '<p>x</p>' }]) {
      const response = await post(admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Title is required.', code: 'VALIDATION_ERROR' });
    }
    expect((await list(admin)).total).toBe(0);
  });

  it('takes the category as an id or as a name, creating a new name once', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const first = (await post(admin, { title: 'A', categoryId: ' Ideas ' })).json().note;
    const second = (await post(member, { title: 'B', categoryId: 'IDEAS' })).json().note;
    expect(first.categoryId).toEqual(expect.any(String));
    expect(second.categoryId).toBe(first.categoryId);
    const categories = await call(testApp.app, 'GET', '/notes/categories', { token: admin.token });
    expect(categories.json().categories).toEqual([
      { id: first.categoryId, name: 'Ideas', type: 'note' },
    ]);
    const byId = await post(admin, { title: 'C', categoryId: first.categoryId });
    expect(byId.json().note.categoryId).toBe(first.categoryId);
  });

  it('refuses a category or project that is not the organisation’s', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const taskCategory = await createCategory(testApp.app, admin, 'task');
    const foreignCategory = await createCategory(testApp.app, outsider, 'note');
    const foreignProject = await createProject(testApp.app, outsider);
    for (const categoryId of [taskCategory.id, foreignCategory.id]) {
      const response = await post(admin, { title: 'x', categoryId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Category not found.', code: 'VALIDATION_ERROR' });
    }
    const project = await post(admin, { title: 'x', projectId: foreignProject.id });
    expect(project.statusCode).toBe(400);
    expect(project.json()).toEqual({ error: 'Project not found.', code: 'VALIDATION_ERROR' });
    const tooLong = await post(admin, { title: 'x', categoryId: 'c'.repeat(101) });
    expect(tooLong.json().error).toBe('Category name must be at most 100 characters.');
  });

  it('sanitises the content', async () => {
    const admin = await registerOrganization(testApp.app);
    const note = await createNote(testApp.app, admin, {
      content:
        '<p onclick="x()">Hi<script>alert(1)</script></p><img src="/api/uploads/a.png" onerror="x()">' +
        '<img src="javascript:alert(1)"><a href="mailto:a@example.com">mail</a>',
    });
    expect(note.content).toBe(
      '<p>Hi</p><img src="/api/uploads/a.png" /><a href="mailto:a@example.com">mail</a>',
    );
  });
});

describe('note visibility', () => {
  it('shows shared notes to every member and private notes to their author only', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const shared = await createNote(testApp.app, admin, { title: 'Shared', isOrganization: true });
    const secret = await createNote(testApp.app, admin, { title: 'Secret' });
    const mine = await createNote(testApp.app, member, { title: 'Mine' });

    expect(titles((await list(member)).notes).sort()).toEqual(['Mine', 'Shared']);
    expect(titles((await list(admin)).notes).sort()).toEqual(['Secret', 'Shared']);
    expect((await get(member, shared.id)).json().note.title).toBe('Shared');

    const hidden = await get(member, secret.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(notFound);
    expect((await put(member, secret.id, { title: 'Edited' })).json()).toEqual(notFound);
    expect((await remove(member, secret.id)).statusCode).toBe(404);
    // Even an admin does not see a member's private note.
    expect((await get(admin, mine.id)).statusCode).toBe(404);
    expect((await remove(admin, mine.id)).statusCode).toBe(404);
    expect((await get(admin, secret.id)).json().note.title).toBe('Secret');
  });

  it('lets only the author edit; the author or an admin delete a shared note', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const other = await addMember(testApp.app, admin);
    const memberNote = await createNote(testApp.app, member, { isOrganization: true });
    const edit = await put(other, memberNote.id, { title: 'Hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      error: 'Only the author can edit this note.',
      code: 'FORBIDDEN',
    });
    expect((await put(admin, memberNote.id, { title: 'Hijacked' })).statusCode).toBe(403);
    const deleteByOther = await remove(other, memberNote.id);
    expect(deleteByOther.statusCode).toBe(403);
    expect(deleteByOther.json()).toEqual({
      error: 'Only the author or an admin can delete this note.',
      code: 'FORBIDDEN',
    });
    const deleteByAdmin = await remove(admin, memberNote.id);
    expect(deleteByAdmin.statusCode).toBe(200);
    expect(deleteByAdmin.json()).toEqual({ ok: true });
    expect((await get(member, memberNote.id)).statusCode).toBe(404);

    const ownNote = await createNote(testApp.app, other, { isOrganization: true });
    expect((await remove(other, ownNote.id)).statusCode).toBe(200);
  });
});

describe('PUT /notes/{id}', () => {
  it('changes only the fields sent and can share or unshare', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const project = await createProject(testApp.app, admin);
    const note = await createNote(testApp.app, member, {
      title: 'Plan',
      content: '<p>Body</p>',
      projectId: project.id,
    });
    const shared = await put(member, note.id, { isOrganization: true });
    expect(shared.statusCode).toBe(200);
    expect(Object.keys(shared.json())).toEqual(['note']);
    expect(shared.json().note).toMatchObject({
      title: 'Plan',
      content: '<p>Body</p>',
      projectId: project.id,
      isOrganization: true,
    });
    expect((await get(admin, note.id)).statusCode).toBe(200);
    const edited = await put(member, note.id, {
      title: ' Plan B ',
      content: '<p onclick="x">New</p>',
      projectId: '',
      categoryId: 'Plans',
      isOrganization: false,
    });
    expect(edited.json().note).toMatchObject({
      title: 'Plan B',
      content: '<p>New</p>',
      projectId: null,
      categoryId: expect.any(String),
      isOrganization: false,
    });
    expect((await get(admin, note.id)).statusCode).toBe(404);
    const blank = await put(member, note.id, { title: '' });
    expect(blank.json()).toEqual({ error: 'Title is required.', code: 'VALIDATION_ERROR' });
  });
});

describe('GET /notes', () => {
  it('pages newest change first and filters by category, project, scope and search', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const project = await createProject(testApp.app, admin);
    const category = await createCategory(testApp.app, admin, 'note');
    const oldest = await createNote(testApp.app, admin, {
      title: 'Oldest',
      isOrganization: true,
      categoryId: category.id,
    });
    await createNote(testApp.app, member, {
      title: 'Middle',
      content: '<p>budget 50%</p>',
      projectId: project.id,
    });
    await createNote(testApp.app, admin, { title: 'Newest', isOrganization: true });

    const firstPage = await list(member, '?limit=2');
    expect(firstPage).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(titles(firstPage.notes)).toEqual(['Newest', 'Middle']);
    expect(titles((await list(member, '?limit=2&offset=2')).notes)).toEqual(['Oldest']);
    await put(admin, oldest.id, { content: '<p>touched</p>' });
    expect(titles((await list(member)).notes)[0]).toBe('Oldest');

    const filtered = async (query: string) => titles((await list(member, query)).notes).sort();
    expect(await filtered(`?categoryId=${category.id}`)).toEqual(['Oldest']);
    expect(await filtered(`?categoryId=none`)).toEqual(['Middle', 'Newest']);
    expect(await filtered(`?projectId=${project.id}`)).toEqual(['Middle']);
    expect(await filtered('?projectId=none')).toEqual(['Newest', 'Oldest']);
    expect(await filtered('?scope=mine')).toEqual(['Middle']);
    expect(await filtered('?scope=shared')).toEqual(['Newest', 'Oldest']);
    expect(await filtered('?q=BUDGET')).toEqual(['Middle']);
    expect(await filtered('?q=50%25')).toEqual(['Middle']);
    expect(await filtered('?q=newest')).toEqual(['Newest']);
    // A search's page answers its total too, past the page and with an offset.
    expect(await list(member, '?q=e&limit=1&offset=1')).toMatchObject({ total: 3, offset: 1 });
    expect(await list(member, '?q=e&limit=1&offset=5')).toMatchObject({ notes: [], total: 3 });
    const tooMany = await call(testApp.app, 'GET', '/notes?limit=500', { token: member.token });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('notes of another organisation', () => {
  it('cannot be read, listed, changed or deleted, even when shared', async () => {
    const owner = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const note = await createNote(testApp.app, owner, { title: 'Company', isOrganization: true });
    expect((await get(outsider, note.id)).json()).toEqual(notFound);
    const changed = await put(outsider, note.id, { title: 'Mine', isOrganization: false });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual(notFound);
    const deleted = await remove(outsider, note.id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual(notFound);
    expect(await list(outsider)).toMatchObject({ notes: [], total: 0 });
    expect((await get(owner, note.id)).json().note).toMatchObject({
      title: 'Company',
      isOrganization: true,
    });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(testApp.app, method, '/notes/not-an-id', {
        token: owner.token,
        ...(method === 'PUT' ? { body: { title: 'x' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
