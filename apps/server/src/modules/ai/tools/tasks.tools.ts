import {
  createTaskRequestSchema,
  listTasksQuerySchema,
  updateTaskRequestSchema,
  type Task,
} from '@worksphere/contracts';
import { z } from 'zod';
import type { AiServices } from '../ai.services.js';
import { resolveMembers } from './people.js';
import { defineTool, plainExcerpt, type AiTool } from './tool.js';

const isoInstant = z.string().describe('ISO 8601 date-time with offset, e.g. 2026-05-01T15:00:00Z');

const present = (task: Task) => ({
  id: task.id,
  title: task.title,
  description: plainExcerpt(task.description),
  dueDate: task.dueDate,
  isCompleted: task.isCompleted,
  assignees: task.assignedUsers.map((user) => user.username),
});

export function taskTools(services: AiServices): AiTool[] {
  const { tasks, deps } = services;
  return [
    defineTool({
      name: 'find_tasks',
      risk: 'none',
      untrustedContent: true,
      description:
        "Find tasks of the user's organisation by words in the title, due-date range, assignment to the user and completion.",
      parameters: z.object({
        query: z.string().max(200).optional(),
        dueFrom: isoInstant.optional(),
        dueTo: isoInstant.optional(),
        assignedToMe: z.boolean().optional(),
        completed: z.boolean().optional(),
        limit: z.number().int().min(1).max(50).default(20),
      }),
      async run({ session }, args) {
        const filters = listTasksQuerySchema.parse({
          q: args.query,
          dueFrom: args.dueFrom,
          dueTo: args.dueTo,
          assigneeId: args.assignedToMe ? 'me' : undefined,
          completed: args.completed === undefined ? undefined : String(args.completed),
          limit: String(args.limit),
        });
        const page = await tasks.listTasks(session, filters);
        return { tasks: page.tasks.map(present), total: page.total };
      },
    }),
    defineTool({
      name: 'create_task',
      risk: 'none',
      untrustedContent: false,
      description:
        'Create a task. Assignees are usernames or first names of active members of the organisation.',
      parameters: z.object({
        title: z.string().min(1).max(500),
        description: z.string().max(5000).optional(),
        dueDate: isoInstant.optional(),
        assignees: z.array(z.string().min(1)).max(20).default([]),
      }),
      async run({ session, recordChange }, args) {
        const members = await resolveMembers(deps.db, session.organizationId, args.assignees);
        const input = createTaskRequestSchema.parse({
          title: args.title,
          description: args.description ? `<p>${escapeHtml(args.description)}</p>` : '',
          dueDate: args.dueDate ?? null,
          assignedUserIds: members.map((member) => member.id),
        });
        const task = await tasks.createTask(session, input);
        recordChange({ action: 'created', entity: 'task', id: task.id, title: task.title });
        return { task: present(task) };
      },
    }),
    defineTool({
      name: 'update_task',
      risk: 'none',
      untrustedContent: false,
      description:
        'Change a task found before: its title, due date (null clears it) or completion.',
      parameters: z.object({
        taskId: z.string(),
        title: z.string().min(1).max(500).optional(),
        dueDate: isoInstant.nullable().optional(),
        isCompleted: z.boolean().optional(),
      }),
      async run({ session, recordChange }, args) {
        const input = updateTaskRequestSchema.parse({
          title: args.title,
          dueDate: args.dueDate,
          isCompleted: args.isCompleted,
        });
        const task = await tasks.updateTask(session, args.taskId, input);
        recordChange({ action: 'updated', entity: 'task', id: task.id, title: task.title });
        return { task: present(task) };
      },
    }),
  ];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
