import { useCallback, useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { uiMessages } from './ui.messages';

const messages = uiMessages.discard;

/**
 * Guards a form dialog's every way out (outside click, Escape, close and Cancel buttons): with
 * unsaved changes it asks "Discard changes?" first; without, it closes at once. Pass the
 * returned `requestClose` as the dialog's `onClose` and render `discardDialog` beside it.
 */
export function useDiscardGuard(isDirty: boolean, onClose: () => void) {
  const [isAsking, setIsAsking] = useState(false);

  const requestClose = useCallback(() => {
    if (isDirty) setIsAsking(true);
    else onClose();
  }, [isDirty, onClose]);

  const keepEditing = useCallback(() => setIsAsking(false), []);
  const discard = useCallback(() => {
    setIsAsking(false);
    onClose();
  }, [onClose]);

  const discardDialog = (
    <Modal
      isOpen={isAsking}
      onClose={keepEditing}
      title={messages.title}
      footer={
        <>
          <Button variant="secondary" onClick={keepEditing}>
            {messages.keepEditing}
          </Button>
          <Button variant="danger" onClick={discard}>
            {messages.discard}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-6 text-zinc-600">{messages.text}</p>
    </Modal>
  );

  return { requestClose, discardDialog };
}
