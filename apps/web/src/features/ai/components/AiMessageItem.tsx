import clsx from 'clsx';
import { Copy } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { aiMessages } from '../ai.messages';
import type { AiChatLine } from '../utils/aiTypes';
import { changeLink } from '../utils/changeLink';
import { copyReply } from '../utils/copyReply';
import { AiActionCard } from './AiActionCard';
import { AiMarkdown } from './AiMarkdown';
import { AiSuggestionChips } from './AiSuggestionChips';

const messages = aiMessages.conversation;

type AiMessageItemProps = {
  line: AiChatLine;
  /** A suggestion chip was clicked: its text goes to the input. */
  onSuggestion?: (text: string) => void;
};

/** One line of an AI conversation, styled by its role: user, assistant, progress or error. */
export function AiMessageItem({ line, onSuggestion }: AiMessageItemProps) {
  if (line.role === 'user') {
    return (
      <li className="flex justify-end" data-role="user">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm leading-6 break-words whitespace-pre-wrap text-white">
          <span className="sr-only">{messages.you}: </span>
          {line.content}
        </div>
      </li>
    );
  }
  if (line.role === 'system') {
    return (
      <li className="px-2 text-center text-xs text-zinc-500 italic" data-role="system">
        <span className="sr-only">{messages.system}: </span>
        {line.content}
      </li>
    );
  }
  if (line.role === 'error') {
    return (
      <li
        className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        data-role="error"
      >
        <span className="font-semibold">{messages.error}: </span>
        {line.content}
      </li>
    );
  }
  return <AssistantReply line={line} onSuggestion={onSuggestion} />;
}

function AssistantReply({ line, onSuggestion }: AiMessageItemProps) {
  const contentRef = useRef<HTMLDivElement>(null);

  const copy = async () => {
    const outcome = await copyReply(contentRef.current?.innerHTML ?? '', line.content);
    if (outcome === 'rich') toast.success(aiMessages.toasts.copied);
    else if (outcome === 'plain') toast.success(aiMessages.toasts.copiedPlain);
    else if (outcome === 'empty') toast.error(aiMessages.toasts.nothingToCopy);
    else toast.error(aiMessages.toasts.copyFailed);
  };

  // Clicking the reply copies it (spec 3 §2); links and the details toggle keep their own use.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button, summary, details')) return;
    if (window.getSelection()?.toString()) return;
    void copy();
  };

  const changes = line.changes ?? [];
  return (
    <li className="flex justify-start" data-role="assistant">
      <div className="group relative max-w-[90%] rounded-2xl rounded-bl-sm border border-zinc-200 bg-zinc-50 px-3 py-2 text-zinc-800">
        <span className="sr-only">{messages.assistant}: </span>
        <div
          ref={contentRef}
          onClick={handleClick}
          title={messages.copyHint}
          className="cursor-copy"
        >
          <AiMarkdown source={line.content} />
        </div>
        {changes.length > 0 ? (
          <nav aria-label={messages.changesTitle} className="mt-2 border-t border-zinc-200 pt-2">
            <ul className="space-y-1 text-xs">
              {changes.map((change) => {
                const to = changeLink(change);
                const label = aiMessages.changeLine(
                  aiMessages.changeActions[change.action],
                  aiMessages.changeEntities[change.entity],
                  change.title,
                );
                return (
                  <li key={`${change.entity}-${change.id}-${change.action}`}>
                    {to ? (
                      <Link
                        to={to}
                        className={clsx(
                          'rounded font-medium text-brand-700 underline hover:text-brand-800',
                          focusRing,
                        )}
                      >
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        {line.actions?.map((action) => (
          <AiActionCard key={action.id} action={action} />
        ))}
        {line.suggestions?.length && onSuggestion ? (
          <AiSuggestionChips suggestions={line.suggestions} onChoose={onSuggestion} />
        ) : null}
        {/* An empty reasoning shows no "Show Details" at all. */}
        {line.reasoning?.trim() ? (
          <details className="mt-2 text-xs text-zinc-600">
            <summary className={clsx('cursor-pointer rounded font-medium', focusRing)}>
              {messages.showDetails}
            </summary>
            <p className="mt-1 whitespace-pre-wrap">{line.reasoning}</p>
          </details>
        ) : null}
        <IconButton
          label={messages.copy}
          icon={<Copy className="size-3.5" />}
          onClick={() => void copy()}
          className="absolute -top-3 -right-3 size-7 border border-zinc-200 bg-white opacity-0 shadow-sm group-focus-within:opacity-100 group-hover:opacity-100 focus:opacity-100"
        />
      </div>
    </li>
  );
}
