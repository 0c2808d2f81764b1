import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { IconButton } from './IconButton';
import { uiMessages } from './ui.messages';

type ModalSize = 'md' | 'lg' | 'xl';

type ModalProps = {
  isOpen: boolean;
  /**
   * Called for every way of dismissing the dialog: a press outside it, Escape, the close button.
   * The dialog closes only when the caller sets isOpen to false, so a caller may ask first
   * (an unsaved-changes guard).
   */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /**
   * Focus the first field on open (default). A dialog that times its own first focus (the task
   * dialog focuses its title after 100 ms) turns this off; the panel takes focus meanwhile.
   */
  autoFocusFirstField?: boolean;
};

const sizeClasses: Record<ModalSize, string> = {
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-5xl',
};

/**
 * A dialog over the page on React Aria's Modal: focus moves in, stays in and returns to the
 * opener on close; the page behind does not scroll; only the innermost of nested dialogs answers.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  autoFocusFirstField = true,
}: ModalProps) {
  const descriptionId = useId();
  function handleKeyDown(event: KeyboardEvent) {
    // A field inside that used Escape already (closing a suggestion list, leaving a link
    // editor) keeps the dialog open, and a dialog that moved focus on Tab itself (a fixed
    // cycle) keeps that move: the key stops here, before React Aria's overlay and focus trap.
    if ((event.key === 'Escape' || event.key === 'Tab') && event.defaultPrevented) {
      event.stopPropagation();
    }
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-zinc-950/40 p-0 backdrop-blur-[2px] sm:items-center sm:p-4"
    >
      <AriaModal
        className={clsx(
          'flex max-h-[100dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl',
          sizeClasses[size],
        )}
      >
        <Dialog
          aria-describedby={description ? descriptionId : undefined}
          className="min-h-0 flex-1 focus:outline-none"
        >
          <div onKeyDown={handleKeyDown} className="flex h-full max-h-[inherit] flex-col">
            {autoFocusFirstField ? <FocusFirstField /> : null}
            <header className="flex items-start justify-between gap-4 border-b border-zinc-100 px-5 py-4">
              <div className="min-w-0">
                <Heading slot="title" className="text-lg font-semibold text-zinc-900">
                  {title}
                </Heading>
                {description ? (
                  <p id={descriptionId} className="mt-1 text-sm text-zinc-500">
                    {description}
                  </p>
                ) : null}
              </div>
              <IconButton
                label={uiMessages.close}
                icon={<X className="size-5" />}
                onClick={onClose}
              />
            </header>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
            {footer ? (
              <footer className="flex justify-end gap-2 border-t border-zinc-100 bg-zinc-50 px-5 py-3">
                {footer}
              </footer>
            ) : null}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

const FIELDS =
  'input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]):not([tabindex="-1"]), textarea:not([disabled])';

/**
 * Focuses the dialog's first field when it opens. Its effect runs before React Aria's (a child's
 * effects run first), which then leaves focus where it is instead of focusing the panel.
 */
function FocusFirstField() {
  const markerRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = markerRef.current?.closest('[role="dialog"]');
    // A dialog opened over this one in the same render (later in the page) keeps its focus.
    const focusedDialog = document.activeElement?.closest('[role="dialog"]');
    if (
      dialog &&
      focusedDialog &&
      dialog.compareDocumentPosition(focusedDialog) & Node.DOCUMENT_POSITION_FOLLOWING
    ) {
      return;
    }
    const fields = dialog?.querySelectorAll<HTMLElement>(FIELDS) ?? [];
    // Skips the hidden native controls React Aria keeps for forms and autofill.
    Array.from(fields)
      .find((field) => !field.closest('[aria-hidden="true"]'))
      ?.focus();
  }, []);
  return <span ref={markerRef} hidden />;
}
