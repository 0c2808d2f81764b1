import { useState } from 'react';
import { describeTaskSaveError } from '../../utils/describeTaskSaveError';
import { useUpdateTaskMutation } from '../api/taskPageApi';
import type { PageTaskUpdate } from '../pageTypes';

/**
 * Saves one field of the page at a time through PUT /tasks/{id} and keeps, per field, the
 * server's own words when it refuses ("The due date cannot be before the start date.").
 */
export function useTaskFieldSaver(taskId: string) {
  const update = useUpdateTaskMutation(taskId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savingField, setSavingField] = useState<string | null>(null);

  /** Answers null once saved, else the reason (also kept for the field). */
  async function save(field: string, changes: PageTaskUpdate): Promise<string | null> {
    setSavingField(field);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    try {
      await update.mutateAsync(changes);
      return null;
    } catch (error) {
      const reason = describeTaskSaveError(error);
      setErrors((current) => ({ ...current, [field]: reason }));
      return reason;
    } finally {
      setSavingField((current) => (current === field ? null : current));
    }
  }

  return {
    save,
    errorOf: (field: string): string | undefined => errors[field],
    isSaving: (field: string) => savingField === field,
  };
}

export type TaskFieldSaver = ReturnType<typeof useTaskFieldSaver>;
