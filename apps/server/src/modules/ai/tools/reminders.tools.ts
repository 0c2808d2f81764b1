import { createTaskRequestSchema } from '@worksphere/contracts';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import type { AiServices } from '../ai.services.js';
import { insertReminder } from '../reminders/task-reminders.repo.js';
import { defineTool, type AiTool } from './tool.js';

/**
 * "Remind me to ... at ...": a task of the user's, assigned to them and due then, whose
 * reminder reaches their Inbox at that instant (reminders/task-reminder-scheduler.ts).
 */
export function reminderTools({ tasks, deps }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'set_reminder',
      risk: 'none',
      untrustedContent: false,
      description:
        'Remind the user of something at an instant: creates a task assigned to them, due then, and puts a reminder in their Inbox at that time.',
      parameters: z.object({
        title: z.string().trim().min(1).max(500),
        at: z.string().describe('ISO 8601 instant with offset, in the future'),
      }),
      async run({ session, recordChange, now }, args) {
        const at = new Date(args.at);
        if (Number.isNaN(at.getTime())) {
          throw new AppError('VALIDATION_ERROR', 'The reminder time is not a date.');
        }
        if (at.getTime() <= now.getTime()) {
          throw new AppError('VALIDATION_ERROR', 'The reminder time has already passed.');
        }
        const input = createTaskRequestSchema.parse({
          title: args.title,
          description: '',
          dueDate: at.toISOString(),
          assignedUserIds: [session.userId],
        });
        const task = await tasks.createTask(session, input);
        await insertReminder(deps.db, {
          organizationId: session.organizationId,
          taskId: task.id,
          userId: session.userId,
          remindAt: at,
        });
        recordChange({ action: 'created', entity: 'task', id: task.id, title: task.title });
        return { task: { id: task.id, title: task.title, dueDate: task.dueDate }, remindAt: at };
      },
    }),
  ];
}
