import {
  sessionKeyOf,
  type AuthResponse,
  type Call,
  type Category,
  type ChatMessage,
  type ChatThread,
  type Member,
  type Note,
  type Project,
  type SmsMessage,
  type Task,
  type User,
} from '@worksphere/contracts';
import { createSavedSession, type SavedSession } from '../features/auth/utils/savedSessions';

/** A complete user; override only what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    username: 'ann',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    active: true,
    role: 'ADMIN',
    permissions: ['users:manage'],
    organizationId: 'org-1',
    organizationName: 'Acme',
    organizationSlug: 'acme',
    organizationPhoneNumber: null,
    timeZone: null,
    timeFormat: 'auto',
    chatArrival: 'open',
    phoneNumber: null,
    locale: null,
    ...overrides,
  };
}

export function makeAuthResponse(overrides: Partial<User> = {}, token = 'token-1'): AuthResponse {
  const user = makeUser(overrides);
  return { user, key: sessionKeyOf(user.id, user.organizationId), token };
}

/** A saved session for a user with this id (username and organisation follow from it). */
export function makeSavedSession(userId: string, overrides: Partial<User> = {}): SavedSession {
  return createSavedSession(
    makeAuthResponse(
      {
        id: userId,
        username: userId,
        organizationId: `org-${userId}`,
        organizationName: `Org ${userId}`,
        ...overrides,
      },
      `token-${userId}`,
    ),
    1000,
  );
}

/** A member as GET /user lists them. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  const id = overrides.id ?? 'user-2';
  return {
    id,
    username: id,
    email: `${id}@example.com`,
    firstName: '',
    lastName: '',
    active: true,
    role: 'MEMBER',
    permissions: [],
    organizationId: 'org-1',
    ...overrides,
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 'task-1',
    title: 'Write the report',
    description: '',
    categoryId: null,
    projectId: null,
    startDate: null,
    dueDate: null,
    assignedUsers: [],
    assignedUserIds: [],
    isCompleted: false,
    completedAt: null,
    dependencyId: null,
    dependency: null,
    createdById: 'user-1',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    stateId: overrides.isCompleted ? 'state-done' : 'state-todo',
    state: overrides.isCompleted
      ? { id: 'state-done', name: 'Done', color: '#22c55e', type: 'done' }
      : { id: 'state-todo', name: 'To do', color: '#6b7280', type: 'unstarted' },
    position: 'a0',
    priority: 'none',
    labels: [],
    parentId: null,
    parent: null,
    subTasks: { total: 0, completed: 0 },
    estimate: null,
    estimateUnit: 'points',
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'project-1',
    name: 'Launch',
    isArchived: false,
    archivedAt: null,
    openTaskCount: 0,
    completedTaskCount: 0,
    noteCount: 0,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: 'category-1', name: 'Design', type: 'task', ...overrides };
}

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 'note-1',
    title: 'Meeting notes',
    content: '<p>We agreed.</p>',
    categoryId: null,
    projectId: null,
    isOrganization: false,
    authorId: 'user-1',
    author: { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' },
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeChat(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'chat-1',
    clientMessageId: null,
    content: 'Hello team',
    sender: { id: 'user-2', username: 'bob', firstName: '', lastName: '' },
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    editedAt: null,
    isPinned: false,
    isImportant: false,
    requiresConfirmation: false,
    attachments: [],
    readReceipts: [],
    mentions: [],
    reactions: [],
    threadId: 'thread-1',
    chatRoomId: 'room-1',
    chatRoom: { id: 'room-1', name: 'General' },
    thread: { id: 'thread-1', title: 'Launch' },
    ...overrides,
  };
}

export function makeThread(overrides: Partial<ChatThread> = {}): ChatThread {
  return {
    id: 'thread-1',
    title: 'Launch',
    chatRoomId: 'room-1',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A call of the call log (an answered inbound call unless overridden). */
export function makeCall(overrides: Partial<Call> = {}): Call {
  return {
    id: 'call-1',
    direction: 'inbound',
    status: 'completed',
    from: '+15550102000',
    to: '+15550100001',
    contactNumber: '+15550102000',
    ourNumber: '+15550100001',
    provider: 'loopback',
    missed: false,
    user: null,
    startedAt: '2026-11-23T10:00:00.000Z',
    answeredAt: '2026-11-23T10:00:05.000Z',
    endedAt: '2026-11-23T10:01:05.000Z',
    durationSeconds: 60,
    transcription: null,
    errorMessage: null,
    onHold: false,
    recording: null,
    ...overrides,
  };
}

/** A text message (an outbound delivered SMS unless overridden). */
export function makeSms(overrides: Partial<SmsMessage> = {}): SmsMessage {
  return {
    id: 'sms-1',
    direction: 'outbound',
    status: 'delivered',
    type: 'sms',
    from: '+15550100001',
    to: '+15550102000',
    contactNumber: '+15550102000',
    ourNumber: '+15550100001',
    text: 'Hello',
    media: [],
    provider: 'loopback',
    sender: null,
    errorMessage: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}
