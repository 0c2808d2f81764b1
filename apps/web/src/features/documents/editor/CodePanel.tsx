import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { editorMessages as messages } from '../documents.messages';
import { formatHtml } from './formatHtml';

type CodePanelProps = {
  /** The document's HTML now; shown formatted (indent 2, wrap 80). */
  html: string;
  onUpdate: (html: string) => void;
  isEditing: boolean;
};

/** The code side panel (spec 2 §2): the HTML to read or edit, applied back with Update. */
export function CodePanel({ html, onUpdate, isEditing }: CodePanelProps) {
  const headingId = useId();
  const formatted = formatHtml(html);
  // What the user typed; null while they have not touched it, so it follows the document.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? formatted;
  return (
    <aside
      aria-labelledby={headingId}
      className="flex min-h-0 flex-col gap-2 border-t border-zinc-200 bg-zinc-50 p-3 lg:w-[28rem] lg:border-t-0 lg:border-l"
    >
      <h2 id={headingId} className="text-sm font-semibold text-zinc-800">
        {messages.codePanelTitle}
      </h2>
      <textarea
        aria-label={messages.codeLabel}
        spellCheck={false}
        readOnly={!isEditing}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        className="min-h-64 flex-1 resize-y rounded-lg border border-zinc-300 bg-white p-2 font-mono text-xs leading-5 text-zinc-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      {isEditing ? (
        <div className="flex justify-end">
          <Button
            size="sm"
            onClick={() => {
              onUpdate(value);
              setDraft(null);
            }}
          >
            {messages.codeUpdate}
          </Button>
        </div>
      ) : null}
    </aside>
  );
}
