import { DEFAULT_DASHBOARD_WIDGETS } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  createNote,
  createProject,
  createTask,
  registerOrganization,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('GET and PUT /dashboard/layout', () => {
  it('starts with the default widgets and keeps each user’s own layout', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const initial = await call(testApp.app, 'GET', '/dashboard/layout', { token: admin.token });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ widgets: DEFAULT_DASHBOARD_WIDGETS });
    expect(DEFAULT_DASHBOARD_WIDGETS.map((widget) => widget.type)).toEqual([
      'tasks-due-soon',
      'recent-notes',
      'projects-overview',
    ]);

    const widgets = [
      { id: 'w-notes', type: 'recent-notes', size: 'large' },
      { id: 'w-due', type: 'tasks-due-soon', settings: { days: 14 } },
    ];
    const saved = await call(testApp.app, 'PUT', '/dashboard/layout', {
      token: admin.token,
      body: { widgets },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ widgets });
    const reread = await call(testApp.app, 'GET', '/dashboard/layout', { token: admin.token });
    expect(reread.json()).toEqual({ widgets });
    const others = await call(testApp.app, 'GET', '/dashboard/layout', { token: member.token });
    expect(others.json()).toEqual({ widgets: DEFAULT_DASHBOARD_WIDGETS });

    const emptied = await call(testApp.app, 'PUT', '/dashboard/layout', {
      token: admin.token,
      body: { widgets: [] },
    });
    expect(emptied.json()).toEqual({ widgets: [] });
    const rereadEmpty = await call(testApp.app, 'GET', '/dashboard/layout', {
      token: admin.token,
    });
    expect(rereadEmpty.json()).toEqual({ widgets: [] });
  });

  it('refuses unknown types, repeated ids and bad ids', async () => {
    const admin = await registerOrganization(testApp.app);
    const attempts = [
      [{ id: 'a', type: 'weather' }],
      [
        { id: 'a', type: 'recent-notes' },
        { id: 'a', type: 'tasks-due-soon' },
      ],
      [{ id: 'has space', type: 'recent-notes' }],
      Array.from({ length: 31 }, (_, index) => ({ id: `w${index}`, type: 'recent-notes' })),
    ];
    const errors: string[] = [];
    for (const widgets of attempts) {
      const response = await call(testApp.app, 'PUT', '/dashboard/layout', {
        token: admin.token,
        body: { widgets },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      errors.push(response.json().error);
    }
    expect(errors[1]).toBe('widgets: Each widget needs its own id.');
    expect(errors[3]).toBe('widgets: A dashboard holds at most 30 widgets.');
    const unchanged = await call(testApp.app, 'GET', '/dashboard/layout', { token: admin.token });
    expect(unchanged.json()).toEqual({ widgets: DEFAULT_DASHBOARD_WIDGETS });
  });

  it('needs a session', async () => {
    expect((await call(testApp.app, 'GET', '/dashboard/layout')).statusCode).toBe(401);
    expect((await call(testApp.app, 'GET', '/dashboard/summary')).statusCode).toBe(401);
  });
});

describe('GET /dashboard/summary', () => {
  it('shows my open tasks due soon, recent visible notes and projects with counts', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    const project = await createProject(testApp.app, admin, 'Alpha');
    const archived = await createProject(testApp.app, admin, 'Archived');
    await call(testApp.app, 'PUT', `/projects/${archived.id}`, {
      token: admin.token,
      body: { archived: true },
    });
    const mine = [member.user.id];
    await createTask(testApp.app, admin, {
      title: 'Overdue',
      dueDate: inDays(-2),
      assignedUserIds: mine,
      projectId: project.id,
    });
    await createTask(testApp.app, admin, {
      title: 'Tomorrow',
      dueDate: inDays(1),
      assignedUserIds: mine,
    });
    await createTask(testApp.app, admin, {
      title: 'Next month',
      dueDate: inDays(30),
      assignedUserIds: mine,
    });
    await createTask(testApp.app, admin, { title: 'Undated', assignedUserIds: mine });
    await createTask(testApp.app, admin, { title: 'Not mine', dueDate: inDays(1) });
    const done = await createTask(testApp.app, admin, {
      title: 'Done',
      dueDate: inDays(1),
      assignedUserIds: mine,
      projectId: project.id,
    });
    await call(testApp.app, 'PUT', `/tasks/${done.id}`, {
      token: admin.token,
      body: { isCompleted: true },
    });
    await createNote(testApp.app, admin, { title: 'Shared', isOrganization: true });
    await createNote(testApp.app, admin, { title: 'Private to admin' });
    await createNote(testApp.app, member, { title: 'My note' });
    await createTask(testApp.app, outsider, { title: 'Foreign', dueDate: inDays(1) });

    const response = await call(testApp.app, 'GET', '/dashboard/summary', { token: member.token });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(Object.keys(summary).sort()).toEqual([
      'assignedToMe',
      'projectCount',
      'projects',
      'recentNotes',
      'tasksDueSoon',
    ]);
    expect(summary.tasksDueSoon.map((t: { title: string }) => t.title)).toEqual([
      'Overdue',
      'Tomorrow',
    ]);
    // "Assigned to me": every open task of mine, soonest due first, undated last.
    expect(summary.assignedToMe.map((t: { title: string }) => t.title)).toEqual([
      'Overdue',
      'Tomorrow',
      'Next month',
      'Undated',
    ]);
    expect(summary.recentNotes.map((n: { title: string }) => n.title)).toEqual([
      'My note',
      'Shared',
    ]);
    expect(summary.projectCount).toBe(1);
    expect(summary.projects).toEqual([
      expect.objectContaining({
        id: project.id,
        name: 'Alpha',
        openTaskCount: 1,
        completedTaskCount: 1,
        noteCount: 0,
      }),
    ]);
    const wider = await call(testApp.app, 'GET', '/dashboard/summary?days=60', {
      token: member.token,
    });
    expect(wider.json().tasksDueSoon.map((t: { title: string }) => t.title)).toEqual([
      'Overdue',
      'Tomorrow',
      'Next month',
    ]);
    const bad = await call(testApp.app, 'GET', '/dashboard/summary?days=0', {
      token: member.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
