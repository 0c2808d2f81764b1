import { SquareCheckBig } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { shellMessages } from '../shell.messages';
import { QuickDialogNotice } from './QuickDialogNotice';

/** Initial values of a task (spec 1 §2.4, §3); empty when opened from the top bar. */
export type QuickTaskInitialData = {
  id?: string;
  title?: string;
  description?: string;
  categoryId?: string | null;
  projectId?: string | null;
  startDate?: string | null;
  dueDate?: string | null;
  assignedUserIds?: string[];
  dependencyId?: string | null;
  isCompleted?: boolean;
};

export type QuickTaskDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  initialData?: QuickTaskInitialData;
};

const messages = shellMessages.quickTask;

/**
 * The task dialog the top bar's Quick Task opens. The tasks-and-notes release replaces this
 * body with the create/edit task form; the props are the ones that form takes.
 */
export function QuickTaskDialog({ isOpen, onClose }: QuickTaskDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={messages.title}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      <QuickDialogNotice
        icon={<SquareCheckBig aria-hidden className="size-5" />}
        lead={messages.lead}
        detail={messages.detail}
      />
    </Modal>
  );
}
