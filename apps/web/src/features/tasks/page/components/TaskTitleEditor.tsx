import { useEffect, useRef, useState } from 'react';
import { focusRing } from '../../../../ui/focusRing';
import { pageTitleClasses } from '../../../../ui/PageHeader';
import { TASK_MESSAGES } from '@worksphere/contracts';
import { taskPageMessages } from '../taskPage.messages';
import { FieldError } from './FieldError';

const messages = taskPageMessages.title;

/**
 * The page's H1, edited in place: a press turns it into a field; Enter or leaving saves, Escape
 * puts the saved title back. A blank title is refused with the spec's words.
 */
export function TaskTitleEditor({
  title,
  error,
  onSave,
}: {
  title: string;
  error?: string;
  onSave: (title: string) => Promise<boolean>;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [localError, setLocalError] = useState<string | undefined>();
  // Escape closes the field; the blur that may follow must not save what was typed.
  const isCancelling = useRef(false);
  useEffect(() => {
    if (!isEditing) setDraft(title);
  }, [title, isEditing]);

  async function commit() {
    const trimmed = draft.trim();
    if (trimmed === '') {
      setLocalError(TASK_MESSAGES.titleRequired);
      return;
    }
    setLocalError(undefined);
    if (trimmed === title) {
      setIsEditing(false);
      return;
    }
    if (await onSave(trimmed)) setIsEditing(false);
  }

  if (!isEditing) {
    return (
      <div className="space-y-1">
        <h1 className={pageTitleClasses}>
          <button
            type="button"
            title={messages.edit}
            onClick={() => {
              isCancelling.current = false;
              setIsEditing(true);
            }}
            className={`-mx-1 rounded-md px-1 text-left break-words hover:bg-zinc-100 ${focusRing}`}
          >
            {title}
          </button>
        </h1>
        <FieldError message={error} />
      </div>
    );
  }

  return (
    <div className="space-y-1">
      <input
        autoFocus
        aria-label={messages.label}
        value={draft}
        aria-invalid={Boolean(localError ?? error) || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (isCancelling.current) {
            isCancelling.current = false;
            return;
          }
          void commit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            isCancelling.current = true;
            setDraft(title);
            setLocalError(undefined);
            setIsEditing(false);
          }
        }}
        className={`${pageTitleClasses} w-full rounded-md border border-brand-400 bg-white px-1 outline-none focus:ring-2 focus:ring-brand-200`}
      />
      <FieldError message={localError ?? error} />
    </div>
  );
}
