import type { AuthResponse, Category } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createCategory,
  createNote,
  createTask,
  registerOrganization,
  setPermissions,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const listCategories = async (owner: AuthResponse, path: string) => {
  const response = await call(testApp.app, 'GET', path, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(['categories']);
  return response.json().categories as Category[];
};

describe('POST /{categoryType}/categories', () => {
  it('answers 201 with the category, name trimmed, for task and note', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const type of ['task', 'note'] as const) {
      const response = await call(testApp.app, 'POST', `/${type}/categories`, {
        token: admin.token,
        body: { name: '  Urgent  ' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        category: { id: expect.any(String), name: 'Urgent', type },
      });
    }
  });

  it('refuses a blank name with the spec message', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const body of [{ name: '   ' }, { name: '' }, {}]) {
      const response = await call(testApp.app, 'POST', '/task/categories', {
        token: admin.token,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Category name cannot be empty.',
        code: 'VALIDATION_ERROR',
      });
    }
    expect(await listCategories(admin, '/tasks/categories')).toEqual([]);
  });

  it('keeps names unique per kind, ignoring case, but not across kinds', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    await createCategory(testApp.app, admin, 'task', 'Home');
    const clash = await call(testApp.app, 'POST', '/task/categories', {
      token: admin.token,
      body: { name: 'HOME ' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      error: 'A category with that name already exists.',
      code: 'CONFLICT',
    });
    await createCategory(testApp.app, admin, 'note', 'Home');
    await createCategory(testApp.app, outsider, 'task', 'Home');
  });

  it('needs tasks:edit for task categories but not for note categories', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, member, []);
    const taskCategory = await call(testApp.app, 'POST', '/task/categories', {
      token: member.token,
      body: { name: 'Nope' },
    });
    expect(taskCategory.statusCode).toBe(403);
    const noteCategory = await call(testApp.app, 'POST', '/note/categories', {
      token: member.token,
      body: { name: 'Fine' },
    });
    expect(noteCategory.statusCode).toBe(201);
  });
});

describe('GET /tasks/categories and /notes/categories', () => {
  it('lists one kind of the caller organisation, by name', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    await createCategory(testApp.app, admin, 'task', 'beta');
    await createCategory(testApp.app, admin, 'task', 'Alpha');
    await createCategory(testApp.app, admin, 'note', 'Journal');
    await createCategory(testApp.app, outsider, 'task', 'Foreign');
    const taskNames = (await listCategories(member, '/tasks/categories')).map((c) => c.name);
    expect(taskNames).toEqual(['Alpha', 'beta']);
    expect((await listCategories(member, '/task/categories')).map((c) => c.name)).toEqual(
      taskNames,
    );
    const noteCategories = await listCategories(member, '/notes/categories');
    expect(noteCategories).toEqual([{ id: expect.any(String), name: 'Journal', type: 'note' }]);
  });
});

describe('PUT and DELETE /{categoryType}/categories/{id}', () => {
  it('renames, keeping names unique and non-blank', async () => {
    const admin = await registerOrganization(testApp.app);
    const work = await createCategory(testApp.app, admin, 'task', 'Work');
    await createCategory(testApp.app, admin, 'task', 'Home');
    const renamed = await call(testApp.app, 'PUT', `/task/categories/${work.id}`, {
      token: admin.token,
      body: { name: ' Office ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ category: { id: work.id, name: 'Office', type: 'task' } });
    const recased = await call(testApp.app, 'PUT', `/task/categories/${work.id}`, {
      token: admin.token,
      body: { name: 'OFFICE' },
    });
    expect(recased.json().category.name).toBe('OFFICE');
    const clash = await call(testApp.app, 'PUT', `/task/categories/${work.id}`, {
      token: admin.token,
      body: { name: 'home' },
    });
    expect(clash.statusCode).toBe(409);
    const blank = await call(testApp.app, 'PUT', `/task/categories/${work.id}`, {
      token: admin.token,
      body: { name: ' ' },
    });
    expect(blank.json()).toEqual({
      error: 'Category name cannot be empty.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('deletes, leaving its tasks and notes without a category', async () => {
    const admin = await registerOrganization(testApp.app);
    const taskCategory = await createCategory(testApp.app, admin, 'task');
    const noteCategory = await createCategory(testApp.app, admin, 'note');
    const task = await createTask(testApp.app, admin, { categoryId: taskCategory.id });
    const note = await createNote(testApp.app, admin, { categoryId: noteCategory.id });
    for (const [type, category] of [
      ['task', taskCategory],
      ['note', noteCategory],
    ] as const) {
      const deleted = await call(testApp.app, 'DELETE', `/${type}/categories/${category.id}`, {
        token: admin.token,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
    }
    const reread = await call(testApp.app, 'GET', `/tasks/${task.id}`, { token: admin.token });
    expect(reread.json().task.categoryId).toBeNull();
    const rereadNote = await call(testApp.app, 'GET', `/notes/${note.id}`, { token: admin.token });
    expect(rereadNote.json().note.categoryId).toBeNull();
    expect(await listCategories(admin, '/tasks/categories')).toEqual([]);
  });

  it('answers 404 for the other kind, another organisation and malformed ids', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const taskCategory = await createCategory(testApp.app, admin, 'task', 'Mine');
    const notFound = { error: 'Category not found.', code: 'NOT_FOUND' };
    const attempts: [string, string, string][] = [
      ['PUT', `/note/categories/${taskCategory.id}`, admin.token],
      ['DELETE', `/note/categories/${taskCategory.id}`, admin.token],
      ['PUT', `/task/categories/${taskCategory.id}`, outsider.token],
      ['DELETE', `/task/categories/${taskCategory.id}`, outsider.token],
      ['PUT', '/task/categories/not-an-id', admin.token],
      ['DELETE', '/task/categories/not-an-id', admin.token],
    ];
    for (const [method, path, token] of attempts) {
      const response = await call(testApp.app, method as 'PUT' | 'DELETE', path, {
        token,
        ...(method === 'PUT' ? { body: { name: 'Taken over' } } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect(await listCategories(outsider, '/tasks/categories')).toEqual([]);
    const untouched = await listCategories(admin, '/tasks/categories');
    expect(untouched).toEqual([{ id: taskCategory.id, name: 'Mine', type: 'task' }]);
  });
});
