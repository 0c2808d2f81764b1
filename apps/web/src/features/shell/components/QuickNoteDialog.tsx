import { StickyNote } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { shellMessages } from '../shell.messages';
import { QuickDialogNotice } from './QuickDialogNotice';

/** Initial values of a new note (spec 1 §2.5); empty when opened from the top bar. */
export type QuickNoteInitialData = {
  title?: string;
  content?: string;
  categoryId?: string | null;
  projectId?: string | null;
  isOrganization?: boolean;
};

export type QuickNoteDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  initialData?: QuickNoteInitialData;
};

const messages = shellMessages.quickNote;

/**
 * The note dialog the top bar's Quick Note opens. The tasks-and-notes release replaces this
 * body with the create-note form; the props are the ones that form takes.
 */
export function QuickNoteDialog({ isOpen, onClose }: QuickNoteDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={messages.title}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      <QuickDialogNotice
        icon={<StickyNote aria-hidden className="size-5" />}
        lead={messages.lead}
        detail={messages.detail}
      />
    </Modal>
  );
}
