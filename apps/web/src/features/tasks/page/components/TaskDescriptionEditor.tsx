import { Check, CircleAlert } from 'lucide-react';
import { useRef, useState, type FocusEvent } from 'react';
import { RichTextEditor } from '../../../../ui/RichTextEditor';
import { Spinner } from '../../../../ui/Spinner';
import { taskPageMessages } from '../taskPage.messages';

const messages = taskPageMessages.description;

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; reason: string };

/**
 * The description in the rich-text editor, saved when focus leaves it (the toolbar's link field
 * is inside, so moving there is not leaving). Shows whether the last save went through.
 */
export function TaskDescriptionEditor({
  description,
  onSave,
}: {
  description: string;
  /** Answers null when saved, else the reason in the server's words. */
  onSave: (html: string) => Promise<string | null>;
}) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const draft = useRef(description);
  const lastSaved = useRef(description);

  async function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const html = draft.current;
    if (html === lastSaved.current) return;
    setState({ kind: 'saving' });
    const failure = await onSave(html);
    if (failure === null) {
      lastSaved.current = html;
      setState({ kind: 'saved' });
    } else {
      setState({ kind: 'failed', reason: failure });
    }
  }

  return (
    <div onBlur={(event) => void handleBlur(event)} className="space-y-1.5">
      <RichTextEditor
        label={messages.label}
        defaultValue={description}
        emptyHint={messages.hint}
        onChange={(html) => {
          draft.current = html;
        }}
      />
      <p aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-xs">
        {state.kind === 'saving' ? (
          <span className="inline-flex items-center gap-1.5 text-zinc-500">
            <Spinner className="size-3" />
            {messages.saving}
          </span>
        ) : state.kind === 'saved' ? (
          <span className="inline-flex items-center gap-1 text-emerald-700">
            <Check aria-hidden className="size-3.5" />
            {messages.saved}
          </span>
        ) : state.kind === 'failed' ? (
          <span role="alert" className="inline-flex items-center gap-1 font-medium text-red-600">
            <CircleAlert aria-hidden className="size-3.5" />
            {messages.failed(state.reason)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
