import type { AiAssistAction, AiAssistRequest } from '@worksphere/contracts';
import { Copy, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { IconButton } from '../../../ui/IconButton';
import { Menu, MenuItem } from '../../../ui/Menu';
import { Spinner } from '../../../ui/Spinner';
import { aiMessages } from '../ai.messages';
import { useAiAssistMutation } from '../api/aiAssistApi';
import { AiMarkdown } from './AiMarkdown';

const messages = aiMessages.assist;
const ACTIONS: AiAssistAction[] = ['summary', 'catch_up', 'draft_reply'];

type AiAssistBarProps = {
  source: AiAssistRequest['source'];
  /** The chat thread's or the mail's id. */
  id: string;
};

/**
 * "Ask the assistant" about the conversation on screen: a summary, what is new, or a reply to
 * send. The answer shows inline under the conversation (copy it, or close it); without a
 * model the server's message says what to set.
 */
export function AiAssistBar({ source, id }: AiAssistBarProps) {
  const assist = useAiAssistMutation();
  const [action, setAction] = useState<AiAssistAction | null>(null);
  // A new conversation on screen starts without the previous one's answer.
  const [forId, setForId] = useState(id);
  if (forId !== id) {
    setForId(id);
    setAction(null);
    assist.reset();
  }

  const run = (chosen: AiAssistAction) => {
    setAction(chosen);
    assist.mutate({ source, id, action: chosen });
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.copyFailed);
    }
  };

  const close = () => {
    setAction(null);
    assist.reset();
  };

  return (
    <div className="border-t border-zinc-100 px-3 py-1.5">
      <div className="flex justify-end">
        <Menu
          label={messages.menu}
          placement="top end"
          trigger={
            <span className="inline-flex items-center gap-1.5 text-xs font-medium">
              <Sparkles aria-hidden className="size-3.5" />
              {messages.menu}
            </span>
          }
          triggerClassName="rounded-md px-2 py-1 text-brand-700 outline-none hover:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
          onAction={(key) => run(key as AiAssistAction)}
        >
          {ACTIONS.map((entry) => (
            <MenuItem key={entry} id={entry}>
              {messages.labels[entry]}
            </MenuItem>
          ))}
        </Menu>
      </div>
      {action ? (
        <section
          aria-label={messages.resultLabel(messages.labels[action])}
          aria-busy={assist.isPending}
          className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-brand-100 bg-brand-50/40 px-3 py-2 text-sm text-zinc-800"
        >
          <div className="flex items-start gap-2">
            <h3 className="flex-1 text-xs font-semibold text-brand-800">
              {messages.labels[action]}
            </h3>
            {assist.isSuccess ? (
              <IconButton
                label={messages.copy}
                icon={<Copy className="size-3.5" />}
                className="size-7"
                onClick={() => void copy(assist.data.text)}
              />
            ) : null}
            <IconButton
              label={messages.close}
              icon={<X className="size-3.5" />}
              className="size-7"
              onClick={close}
            />
          </div>
          {assist.isPending ? (
            <p role="status" className="flex items-center gap-2 py-1 text-zinc-500">
              <Spinner />
              {messages.working}
            </p>
          ) : assist.isError ? (
            <p role="alert" className="py-1 text-red-700">
              {describeApiError(assist.error, messages.failed)}
            </p>
          ) : assist.isSuccess ? (
            <div className="select-text">
              <AiMarkdown source={assist.data.text} />
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
