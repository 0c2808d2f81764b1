import {
  TASK_EVENTS,
  type Task,
  type TaskLabel,
  type TaskServerToClientEvents,
  type TaskState,
} from '@worksphere/contracts';
import { rooms, type ChatNamespace } from '../../platform/realtime/realtime.js';

/**
 * The socket servers task events go to: each app registers its own when it is built (see
 * app.ts) and removes it when it closes. Kept here rather than threaded through every
 * service's dependencies, so any write of a task (tasks, bulk, move, comments...) can announce
 * it with one call. Rooms carry the organisation id, so a server only reaches its own sockets
 * of that organisation; with Redis the adapter relays to the other processes.
 */
const servers = new Set<ChatNamespace>();

/** Let this app's sockets hear task events; answers the function that stops it. */
export function attachTaskEvents(chat: ChatNamespace): () => void {
  servers.add(chat);
  return () => {
    servers.delete(chat);
  };
}

function emitToOrganization<E extends keyof TaskServerToClientEvents>(
  organizationId: string,
  event: E,
  ...payload: Parameters<TaskServerToClientEvents[E]>
) {
  for (const chat of servers) {
    // socket.io's typed emit cannot follow a generic event name; the map above checks payloads.
    (chat.to(rooms.org(organizationId)).emit as (name: string, ...args: unknown[]) => boolean)(
      event,
      ...payload,
    );
  }
}

/** After a write commits: `task:changed {task}` for each task, to the organisation's room. */
export function publishTaskChanges(organizationId: string, tasks: readonly Task[]) {
  for (const task of tasks) emitToOrganization(organizationId, TASK_EVENTS.changed, { task });
}

/** After a delete commits: `task:deleted {taskId}` for each task, to the organisation's room. */
export function publishTaskDeletions(organizationId: string, taskIds: readonly string[]) {
  for (const taskId of taskIds) {
    emitToOrganization(organizationId, TASK_EVENTS.deleted, { taskId });
  }
}

/** The workflow changed (states renamed, reordered, retyped, deleted): clients refetch. */
export function publishTaskStates(organizationId: string, states: TaskState[]) {
  emitToOrganization(organizationId, TASK_EVENTS.statesChanged, { states });
}

/** The labels changed: clients refetch, since tasks show their labels' names and colours. */
export function publishTaskLabels(organizationId: string, labels: TaskLabel[]) {
  emitToOrganization(organizationId, TASK_EVENTS.labelsChanged, { labels });
}
