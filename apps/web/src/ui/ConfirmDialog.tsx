import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { uiMessages } from './ui.messages';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action; the confirm button is red. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {uiMessages.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-6 text-zinc-600">{description}</div>
    </Modal>
  );
}
