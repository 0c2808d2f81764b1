import { z } from 'zod';
import { accessOfMethod, scopeFor, type PublicApiArea } from './apiScopes.js';
import {
  createEventRequestSchema,
  deleteEventQuerySchema,
  eventResponseSchema,
  listEventsQuerySchema,
  listEventsResponseSchema,
  updateEventRequestSchema,
} from './calendar.js';
import {
  chatRoomsResponseSchema,
  chatsResponseSchema,
  chatResponseSchema,
  createThreadRequestSchema,
  listChatRoomsQuerySchema,
  listChatsQuerySchema,
  listThreadsQuerySchema,
  sendChatFieldsSchema,
  threadResponseSchema,
  threadsResponseSchema,
} from './chat.js';
import {
  contactResponseSchema,
  contactsResponseSchema,
  createContactRequestSchema,
  listContactsQuerySchema,
  updateContactRequestSchema,
} from './contacts.js';
import {
  createNoteRequestSchema,
  listNotesQuerySchema,
  noteResponseSchema,
  notesResponseSchema,
  updateNoteRequestSchema,
} from './notes.js';
import {
  changeOrderStatusRequestSchema,
  createPosOrderRequestSchema,
  listPosOrdersQuerySchema,
  posCatalogueResponseSchema,
  posOrderResponseSchema,
  posOrdersResponseSchema,
} from './pos.js';
import {
  createProjectRequestSchema,
  listProjectsQuerySchema,
  projectDetailResponseSchema,
  projectResponseSchema,
  projectsResponseSchema,
  updateProjectRequestSchema,
} from './projects.js';
import {
  createTaskRequestSchema,
  listTasksQuerySchema,
  taskResponseSchema,
  tasksResponseSchema,
  updateTaskRequestSchema,
} from './tasks.js';

type Method = 'get' | 'post' | 'put' | 'delete';

const okResponseSchema = z.object({ ok: z.literal(true) });

/** One operation of the public REST API, documented in /api/openapi.json. */
export type PublicApiOperation = {
  operationId: string;
  method: Method;
  /** Under /api, with OpenAPI parameters: '/tasks/{id}'. */
  path: string;
  area: PublicApiArea;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body is sent: JSON unless the route takes a form with files. */
  bodyType?: 'json' | 'multipart';
  response: z.ZodType;
  /** The success status; 200 unless it creates. */
  status?: 200 | 201;
};

const op = (operation: PublicApiOperation) => operation;

/**
 * The operations personal access tokens may call, in reference order. Each names the zod
 * contracts its route already validates with, so the document cannot drift from the server.
 */
export const PUBLIC_API_OPERATIONS: readonly PublicApiOperation[] = [
  op({
    operationId: 'listTasks',
    method: 'get',
    path: '/tasks',
    area: 'tasks',
    summary: 'List tasks',
    query: listTasksQuerySchema,
    response: tasksResponseSchema,
  }),
  op({
    operationId: 'createTask',
    method: 'post',
    path: '/tasks',
    area: 'tasks',
    summary: 'Create a task',
    body: createTaskRequestSchema,
    response: taskResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'getTask',
    method: 'get',
    path: '/tasks/{id}',
    area: 'tasks',
    summary: 'Get a task',
    response: taskResponseSchema,
  }),
  op({
    operationId: 'updateTask',
    method: 'put',
    path: '/tasks/{id}',
    area: 'tasks',
    summary: 'Change a task',
    body: updateTaskRequestSchema,
    response: taskResponseSchema,
  }),
  op({
    operationId: 'deleteTask',
    method: 'delete',
    path: '/tasks/{id}',
    area: 'tasks',
    summary: 'Delete a task',
    response: okResponseSchema,
  }),

  op({
    operationId: 'listProjects',
    method: 'get',
    path: '/projects',
    area: 'projects',
    summary: 'List projects',
    query: listProjectsQuerySchema,
    response: projectsResponseSchema,
  }),
  op({
    operationId: 'createProject',
    method: 'post',
    path: '/projects',
    area: 'projects',
    summary: 'Create a project',
    body: createProjectRequestSchema,
    response: projectResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'getProject',
    method: 'get',
    path: '/projects/{id}',
    area: 'projects',
    summary: 'Get a project with its tasks and notes',
    response: projectDetailResponseSchema,
  }),
  op({
    operationId: 'updateProject',
    method: 'put',
    path: '/projects/{id}',
    area: 'projects',
    summary: 'Rename or archive a project',
    body: updateProjectRequestSchema,
    response: projectResponseSchema,
  }),
  op({
    operationId: 'deleteProject',
    method: 'delete',
    path: '/projects/{id}',
    area: 'projects',
    summary: 'Delete a project',
    response: okResponseSchema,
  }),

  op({
    operationId: 'listNotes',
    method: 'get',
    path: '/notes',
    area: 'notes',
    summary: 'List notes',
    query: listNotesQuerySchema,
    response: notesResponseSchema,
  }),
  op({
    operationId: 'createNote',
    method: 'post',
    path: '/notes',
    area: 'notes',
    summary: 'Create a note',
    body: createNoteRequestSchema,
    response: noteResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'getNote',
    method: 'get',
    path: '/notes/{id}',
    area: 'notes',
    summary: 'Get a note',
    response: noteResponseSchema,
  }),
  op({
    operationId: 'updateNote',
    method: 'put',
    path: '/notes/{id}',
    area: 'notes',
    summary: 'Change a note',
    body: updateNoteRequestSchema,
    response: noteResponseSchema,
  }),
  op({
    operationId: 'deleteNote',
    method: 'delete',
    path: '/notes/{id}',
    area: 'notes',
    summary: 'Delete a note',
    response: okResponseSchema,
  }),

  op({
    operationId: 'listContacts',
    method: 'get',
    path: '/contacts',
    area: 'contacts',
    summary: 'List or search contacts',
    query: listContactsQuerySchema,
    response: contactsResponseSchema,
  }),
  op({
    operationId: 'createContact',
    method: 'post',
    path: '/contacts',
    area: 'contacts',
    summary: 'Create a contact',
    body: createContactRequestSchema,
    response: contactResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'getContact',
    method: 'get',
    path: '/contacts/{id}',
    area: 'contacts',
    summary: 'Get a contact',
    response: contactResponseSchema,
  }),
  op({
    operationId: 'updateContact',
    method: 'put',
    path: '/contacts/{id}',
    area: 'contacts',
    summary: 'Change a contact',
    body: updateContactRequestSchema,
    response: contactResponseSchema,
  }),
  op({
    operationId: 'deleteContact',
    method: 'delete',
    path: '/contacts/{id}',
    area: 'contacts',
    summary: 'Delete a contact',
    response: okResponseSchema,
  }),

  op({
    operationId: 'listEvents',
    method: 'get',
    path: '/calendar/events',
    area: 'calendar',
    summary: 'List events in a time range',
    query: listEventsQuerySchema,
    response: listEventsResponseSchema,
  }),
  op({
    operationId: 'createEvent',
    method: 'post',
    path: '/calendar/events',
    area: 'calendar',
    summary: 'Create an event',
    body: createEventRequestSchema,
    response: eventResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'updateEvent',
    method: 'put',
    path: '/calendar/events/{id}',
    area: 'calendar',
    summary: 'Change an event',
    body: updateEventRequestSchema,
    response: eventResponseSchema,
  }),
  op({
    operationId: 'deleteEvent',
    method: 'delete',
    path: '/calendar/events/{id}',
    area: 'calendar',
    summary: 'Delete an event (one occurrence, the following ones or the series)',
    query: deleteEventQuerySchema,
    response: okResponseSchema,
  }),

  op({
    operationId: 'listChatRooms',
    method: 'get',
    path: '/chat/chatrooms',
    area: 'chat',
    summary: 'List chat rooms',
    query: listChatRoomsQuerySchema,
    response: chatRoomsResponseSchema,
  }),
  op({
    operationId: 'listThreads',
    method: 'get',
    path: '/chat/threads',
    area: 'chat',
    summary: 'List the threads of a chat room',
    query: listThreadsQuerySchema,
    response: threadsResponseSchema,
  }),
  op({
    operationId: 'createThread',
    method: 'post',
    path: '/chat/threads',
    area: 'chat',
    summary: 'Start a thread',
    body: createThreadRequestSchema,
    response: threadResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'listMessages',
    method: 'get',
    path: '/chat/chats',
    area: 'chat',
    summary: 'List the messages of a thread',
    query: listChatsQuerySchema,
    response: chatsResponseSchema,
  }),
  op({
    operationId: 'postMessage',
    method: 'post',
    path: '/chat/sendChat',
    area: 'chat',
    summary: 'Post a message (form fields; files optional)',
    body: sendChatFieldsSchema,
    bodyType: 'multipart',
    response: chatResponseSchema,
    status: 201,
  }),

  op({
    operationId: 'getCatalogue',
    method: 'get',
    path: '/pos/catalogue',
    area: 'pos',
    summary: 'Get the point-of-sale catalogue',
    response: posCatalogueResponseSchema,
  }),
  op({
    operationId: 'listOrders',
    method: 'get',
    path: '/pos/orders',
    area: 'pos',
    summary: 'List orders',
    query: listPosOrdersQuerySchema,
    response: posOrdersResponseSchema,
  }),
  op({
    operationId: 'createOrder',
    method: 'post',
    path: '/pos/orders',
    area: 'pos',
    summary: 'Place an order',
    body: createPosOrderRequestSchema,
    response: posOrderResponseSchema,
    status: 201,
  }),
  op({
    operationId: 'getOrder',
    method: 'get',
    path: '/pos/orders/{id}',
    area: 'pos',
    summary: 'Get an order',
    response: posOrderResponseSchema,
  }),
  op({
    operationId: 'changeOrderStatus',
    method: 'post',
    path: '/pos/orders/{id}/status',
    area: 'pos',
    summary: 'Move an order to another status',
    body: changeOrderStatusRequestSchema,
    response: posOrderResponseSchema,
  }),
];

/** '/tasks/{id}' as Fastify writes it under /api: '/api/tasks/:id'. */
export const fastifyRouteOf = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The scope each documented route needs, by 'METHOD /api/route/:id'. */
export const PUBLIC_API_ROUTE_SCOPES: ReadonlyMap<string, string> = new Map(
  PUBLIC_API_OPERATIONS.map((operation) => {
    const method = operation.method.toUpperCase();
    return [
      `${method} ${fastifyRouteOf(operation.path)}`,
      scopeFor(operation.area, accessOfMethod(method)),
    ];
  }),
);
