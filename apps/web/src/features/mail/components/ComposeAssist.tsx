import { Info, Sparkles, Undo2, WandSparkles } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { inputClasses } from '../../../ui/TextField';
import { mailMessages } from '../mail.messages';
import type { ComposeAssist } from '../utils/useComposeAssist';

const messages = mailMessages.assist;

/** "Suggest reply" and, once there is a draft, "Improve draft"; busy while the assistant writes. */
export function ComposeAssistButtons({ assist }: { assist: ComposeAssist }) {
  const { pendingKind } = assist;
  const isBusy = pendingKind !== null;
  return (
    <div role="group" aria-label={messages.label} className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        icon={<Sparkles aria-hidden className="size-4" />}
        isLoading={pendingKind === 'suggest'}
        disabled={isBusy}
        onClick={assist.suggest}
      >
        {pendingKind === 'suggest' ? messages.suggesting : messages.suggest}
      </Button>
      {assist.canImprove ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<WandSparkles aria-hidden className="size-4" />}
          isLoading={pendingKind === 'revise'}
          disabled={isBusy}
          onClick={assist.improve}
        >
          {pendingKind === 'revise' ? messages.improving : messages.improve}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Under the body: the server's error, the template notice, and Undo after the assistant replaced
 * the user's text. The lines are announced as they appear.
 */
export function ComposeAssistStatus({
  assist,
  onUndo,
}: {
  assist: ComposeAssist;
  /** After Undo, e.g. to put focus back in the body. */
  onUndo: () => void;
}) {
  return (
    <>
      {assist.error ? <Alert tone="error">{assist.error}</Alert> : null}
      <div aria-live="polite" className="space-y-1 empty:hidden">
        {assist.notice ? (
          <p className="flex items-start gap-1.5 text-xs text-amber-800">
            <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <span>{assist.notice}</span>
          </p>
        ) : null}
        {assist.canUndo ? (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-zinc-600">
            <span>{messages.replaced}</span>
            <Button
              variant="ghost"
              size="sm"
              icon={<Undo2 aria-hidden className="size-4" />}
              onClick={() => {
                assist.undo();
                onUndo();
              }}
            >
              {messages.undo}
            </Button>
          </p>
        ) : null}
        {assist.restored ? <p className="text-xs text-zinc-600">{messages.restored}</p> : null}
      </div>
    </>
  );
}

/** A closed-by-default field of background the assistant should take into account. */
export function ComposeAssistBackground({ assist }: { assist: ComposeAssist }) {
  const fieldId = useId();
  return (
    <details className="rounded-lg border border-zinc-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer rounded font-medium text-zinc-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        {messages.background}
      </summary>
      <div className="mt-2 space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-zinc-800">
          {messages.backgroundField}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          value={assist.background}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => assist.setBackground(event.target.value)}
          className={`${inputClasses} border-zinc-300 focus:border-brand-500 focus:ring-brand-200`}
        />
        <p id={`${fieldId}-hint`} className="text-xs text-zinc-500">
          {messages.backgroundHint}
        </p>
      </div>
    </details>
  );
}
