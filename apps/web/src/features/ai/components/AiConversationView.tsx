import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { aiMessages } from '../ai.messages';
import type { AiChatLine } from '../utils/aiTypes';
import { AiComposer, type AiComposerFill } from './AiComposer';
import { AiMessageItem } from './AiMessageItem';
import { AiTypingIndicator } from './AiTypingIndicator';

const messages = aiMessages.conversation;

type AiConversationViewProps = {
  lines: AiChatLine[];
  isPending: boolean;
  isLoading: boolean;
  canDelete: boolean;
  onBack: () => void;
  onNew: () => void;
  onDelete: () => void;
  onSend: (text: string) => void;
};

/** One AI conversation (spec 3 §2): its lines, the typing indicator and the input. */
export function AiConversationView({
  lines,
  isPending,
  isLoading,
  canDelete,
  onBack,
  onNew,
  onDelete,
  onSend,
}: AiConversationViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [fill, setFill] = useState<AiComposerFill | null>(null);
  const fillInput = useCallback(
    (text: string) => setFill((previous) => ({ text, nonce: (previous?.nonce ?? 0) + 1 })),
    [],
  );

  // The newest line and the typing indicator stay in view.
  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length, isPending, isLoading]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-1 border-b border-zinc-100 px-2 py-1">
        <IconButton
          label={messages.back}
          icon={<ArrowLeft className="size-4" />}
          onClick={onBack}
        />
        <span className="flex-1" />
        <IconButton
          label={messages.newConversation}
          icon={<Plus className="size-4" />}
          onClick={onNew}
        />
        {canDelete ? (
          <IconButton
            label={messages.deleteCurrent}
            icon={<Trash2 className="size-4" />}
            onClick={onDelete}
          />
        ) : null}
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {isLoading ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-8 text-sm text-zinc-500"
          >
            <Spinner />
            {messages.loading}
          </p>
        ) : (
          <>
            {lines.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm leading-6 text-zinc-500">
                {messages.intro}
              </p>
            ) : (
              <ol aria-label={messages.listLabel} className="space-y-3">
                {lines.map((line, index) => (
                  <AiMessageItem
                    key={`${line.timestamp}-${index}`}
                    line={line}
                    onSuggestion={fillInput}
                  />
                ))}
              </ol>
            )}
            {isPending ? (
              <div className="mt-3">
                <AiTypingIndicator />
              </div>
            ) : null}
          </>
        )}
      </div>
      <AiComposer isPending={isPending || isLoading} fill={fill} onSend={onSend} />
    </div>
  );
}
