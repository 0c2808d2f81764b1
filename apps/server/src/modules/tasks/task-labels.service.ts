import {
  isId,
  TASK_BOARD_MESSAGES,
  type createTaskLabelRequestSchema,
  type TaskLabel,
  type updateTaskLabelRequestSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden, isUniqueViolation } from '../../platform/errors.js';
import { publishTaskLabels } from './task-events.js';
import * as repo from './task-labels.repo.js';

type CreateLabelInput = z.output<typeof createTaskLabelRequestSchema>;
type UpdateLabelInput = z.output<typeof updateTaskLabelRequestSchema>;

const labelNotFound = () => new AppError('NOT_FOUND', TASK_BOARD_MESSAGES.labelNotFound);
const nameTaken = () => new AppError('CONFLICT', TASK_BOARD_MESSAGES.labelNameTaken);

/** A label as answers carry it. */
export const presentLabel = (row: repo.TaskLabelRow): TaskLabel => ({
  id: row.id,
  name: row.name,
  color: row.color,
});

/** Two members naming a label at once: the unique index decides, with the same answer. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Task labels: every member reads them, a member who may edit tasks creates them, and an
 * admin or the label's creator renames, recolours or deletes it (it is on everyone's tasks).
 */
export function createTaskLabelsService({ db }: AppDeps) {
  async function announce(organizationId: string) {
    publishTaskLabels(
      organizationId,
      (await repo.listLabels(db, organizationId)).map(presentLabel),
    );
  }

  /** The organisation's labels by name. */
  async function listLabels(session: SessionContext): Promise<TaskLabel[]> {
    return (await repo.listLabels(db, session.organizationId)).map(presentLabel);
  }

  /** A new label; its name must be new to the organisation in any case. */
  async function createLabel(session: SessionContext, input: CreateLabelInput) {
    assertPermission(session, 'tasks:edit');
    const organizationId = session.organizationId;
    if (await repo.isLabelNameTaken(db, organizationId, input.name)) throw nameTaken();
    const created = await uniquely(() =>
      repo.insertLabel(db, { organizationId, ...input, createdById: session.userId }),
    );
    await announce(organizationId);
    return presentLabel(created);
  }

  /** The label, if the caller may change it (an admin or its creator). */
  async function labelToChange(session: SessionContext, labelId: string) {
    assertPermission(session, 'tasks:edit');
    if (!isId(labelId)) throw labelNotFound();
    const label = await repo.findLabel(db, session.organizationId, labelId);
    if (!label) throw labelNotFound();
    if (session.role !== 'ADMIN' && label.createdById !== session.userId) {
      throw forbidden(TASK_BOARD_MESSAGES.labelChangeForbidden);
    }
    return label;
  }

  /** Rename or recolour; fields left out stay. */
  async function updateLabel(session: SessionContext, labelId: string, input: UpdateLabelInput) {
    const label = await labelToChange(session, labelId);
    const organizationId = session.organizationId;
    if (
      input.name !== undefined &&
      (await repo.isLabelNameTaken(db, organizationId, input.name, labelId))
    ) {
      throw nameTaken();
    }
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    );
    const updated = Object.keys(changes).length
      ? await uniquely(() => repo.updateLabel(db, organizationId, labelId, changes))
      : label;
    if (!updated) throw labelNotFound();
    await announce(organizationId);
    return presentLabel(updated);
  }

  /** Delete a label; the tasks that carried it keep their other labels. */
  async function deleteLabel(session: SessionContext, labelId: string) {
    await labelToChange(session, labelId);
    await repo.deleteLabel(db, session.organizationId, labelId);
    await announce(session.organizationId);
  }

  return { listLabels, createLabel, updateLabel, deleteLabel };
}

export type TaskLabelsService = ReturnType<typeof createTaskLabelsService>;
