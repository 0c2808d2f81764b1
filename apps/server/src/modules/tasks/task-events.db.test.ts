import {
  TASK_EVENTS,
  type TaskChangedEvent,
  type TaskDeletedEvent,
  type TaskLabelsChangedEvent,
  type TaskState,
  type TaskStatesChangedEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { connectChat, nextEvent, recordEvents } from '../../test/chat-helpers.js';
import { addMember, createTask, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';
import { publishTaskDeletions } from './task-events.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);

const socketOf = async (token: string) => live.track(await connectChat(live.baseUrl, { token }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const ALL_EVENTS = Object.values(TASK_EVENTS);

describe('live task events', () => {
  it('reach the sockets of the task’s organisation after the write, and no one else', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const memberSocket = await socketOf(member.token);
    const strangerEvents = recordEvents(await socketOf(stranger.token), ALL_EVENTS);

    const task = await createTask(testApp.app, admin, { title: 'Live' });
    const states = (await call(testApp.app, 'GET', '/task-states', { token: admin.token })).json()
      .states as TaskState[];
    const done = states.find((state) => state.type === 'done')!;

    const changed = nextEvent<TaskChangedEvent>(memberSocket, TASK_EVENTS.changed);
    const response = await call(testApp.app, 'POST', `/tasks/${task.id}/move`, {
      token: admin.token,
      body: { stateId: done.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Other writes may announce the task too; the move's own event carries the new state.
    let event = await changed;
    while (event.task.stateId !== done.id) {
      event = await nextEvent<TaskChangedEvent>(memberSocket, TASK_EVENTS.changed);
    }
    expect(event.task).toMatchObject({ id: task.id, isCompleted: true, state: done });

    const statesChanged = nextEvent<TaskStatesChangedEvent>(
      memberSocket,
      TASK_EVENTS.statesChanged,
    );
    await call(testApp.app, 'PUT', `/task-states/${done.id}`, {
      token: admin.token,
      body: { name: 'Shipped' },
    });
    expect((await statesChanged).states.map((state) => state.name)).toContain('Shipped');

    const labelsChanged = nextEvent<TaskLabelsChangedEvent>(
      memberSocket,
      TASK_EVENTS.labelsChanged,
    );
    await call(testApp.app, 'POST', '/task-labels', { token: member.token, body: { name: 'Bug' } });
    expect((await labelsChanged).labels.map((label) => label.name)).toEqual(['Bug']);

    const deleted = nextEvent<TaskDeletedEvent>(memberSocket, TASK_EVENTS.deleted);
    publishTaskDeletions(admin.user.organizationId, [task.id]);
    expect(await deleted).toEqual({ taskId: task.id });

    await settle();
    expect(strangerEvents).toEqual([]);
  });
});
