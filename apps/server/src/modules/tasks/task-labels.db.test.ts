import { TASK_BOARD_MESSAGES, type AuthResponse, type TaskLabel } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const listLabels = async (owner: AuthResponse) => {
  const response = await call(testApp.app, 'GET', '/task-labels', { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().labels as TaskLabel[];
};
const createLabel = (owner: AuthResponse, body: Record<string, unknown>) =>
  call(testApp.app, 'POST', '/task-labels', { token: owner.token, body });
const updateLabel = (owner: AuthResponse, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/task-labels/${id}`, { token: owner.token, body });
const deleteLabel = (owner: AuthResponse, id: string) =>
  call(testApp.app, 'DELETE', `/task-labels/${id}`, { token: owner.token });
const madeLabel = async (owner: AuthResponse, name: string, color = '#22c55e') => {
  const response = await createLabel(owner, { name, color });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().label as TaskLabel;
};

describe('task labels', () => {
  it('any member who edits tasks creates one; everyone reads them by name', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const reader = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, reader, []);
    const response = await createLabel(member, { name: '  bug ', color: '#EF4444' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      label: { id: expect.any(String), name: 'bug', color: '#ef4444' },
    });
    await madeLabel(admin, 'Android');
    const refused = await createLabel(reader, { name: 'Chore' });
    expect(refused.statusCode).toBe(403);
    expect((await listLabels(reader)).map((label) => label.name)).toEqual(['Android', 'bug']);
  });

  it('refuses a name taken in any case, a bad colour or an empty name', async () => {
    const admin = await registerOrganization(testApp.app);
    const bug = await madeLabel(admin, 'Bug');
    await madeLabel(admin, 'Feature');
    const taken = await createLabel(admin, { name: 'BUG' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: TASK_BOARD_MESSAGES.labelNameTaken, code: 'CONFLICT' });
    const renamedOnto = await updateLabel(admin, bug.id, { name: 'feature' });
    expect(renamedOnto.statusCode).toBe(409);
    const colour = await createLabel(admin, { name: 'Docs', color: '#12345' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().error).toContain(TASK_BOARD_MESSAGES.colorInvalid);
    const empty = await createLabel(admin, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(TASK_BOARD_MESSAGES.labelNameRequired);
    // The same name twice at once: one wins, the other is told it is taken.
    const [first, second] = await Promise.all([
      createLabel(admin, { name: 'Race' }),
      createLabel(admin, { name: 'race' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect((await listLabels(admin)).map((label) => label.name)).toHaveLength(3);
  });

  it('an admin or the creator renames, recolours and deletes; other members cannot', async () => {
    const admin = await registerOrganization(testApp.app);
    const creator = await addMember(testApp.app, admin);
    const other = await addMember(testApp.app, admin);
    const label = await madeLabel(creator, 'Design');

    const byOther = await updateLabel(other, label.id, { name: 'Mine' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({
      error: TASK_BOARD_MESSAGES.labelChangeForbidden,
      code: 'FORBIDDEN',
    });
    expect((await deleteLabel(other, label.id)).statusCode).toBe(403);

    const byCreator = await updateLabel(creator, label.id, { name: 'UX', color: '#0EA5E9' });
    expect(byCreator.statusCode, byCreator.body).toBe(200);
    expect(byCreator.json().label).toEqual({ id: label.id, name: 'UX', color: '#0ea5e9' });
    const byAdmin = await updateLabel(admin, label.id, { color: '#111111' });
    expect(byAdmin.json().label).toEqual({ id: label.id, name: 'UX', color: '#111111' });

    expect((await deleteLabel(admin, label.id)).statusCode).toBe(200);
    expect(await listLabels(creator)).toEqual([]);
    expect((await deleteLabel(admin, label.id)).statusCode).toBe(404);
  });

  it('another organisation neither sees nor changes them', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const label = await madeLabel(admin, 'Secret');
    expect(await listLabels(stranger)).toEqual([]);
    const renamed = await updateLabel(stranger, label.id, { name: 'Leaked' });
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json()).toEqual({ error: TASK_BOARD_MESSAGES.labelNotFound, code: 'NOT_FOUND' });
    expect((await deleteLabel(stranger, label.id)).statusCode).toBe(404);
    // The same name is free in the other organisation.
    await madeLabel(stranger, 'Secret');
    expect(await listLabels(admin)).toEqual([label]);
  });
});
