import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { calendarMessages } from '../calendar.messages';

type Choice = { label: string; variant?: 'primary' | 'secondary' | 'danger'; onPress: () => void };

/** Asks a question with a button per answer (delete, or which events of a series). */
export function ChoiceDialog({
  isOpen,
  title,
  description,
  choices,
  isBusy,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  choices: Choice[];
  isBusy?: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {calendarMessages.scope.cancel}
          </Button>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              variant={choice.variant ?? 'primary'}
              onClick={choice.onPress}
              disabled={isBusy}
            >
              {choice.label}
            </Button>
          ))}
        </>
      }
    >
      <div className="text-sm leading-6 text-zinc-600">{description}</div>
    </Modal>
  );
}
