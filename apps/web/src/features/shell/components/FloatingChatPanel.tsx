import { Bot, MessageSquare, Minus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { shellMessages } from '../shell.messages';
import { TOGGLE_CHAT_WINDOW_EVENT } from '../utils/toggleChatWindow';

type ChatWindowState = 'closed' | 'open' | 'minimized';

const messages = shellMessages.chatWindow;

/**
 * The floating chat window, reachable from every signed-in page through the toggleChatWindow
 * event. Team chat and the AI assistant fill it in the next release.
 */
export function FloatingChatPanel() {
  const [state, setState] = useState<ChatWindowState>('closed');
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const handleToggle = () => setState((current) => (current === 'open' ? 'closed' : 'open'));
    window.addEventListener(TOGGLE_CHAT_WINDOW_EVENT, handleToggle);
    return () => window.removeEventListener(TOGGLE_CHAT_WINDOW_EVENT, handleToggle);
  }, []);

  useEffect(() => {
    if (state === 'open') panelRef.current?.focus();
  }, [state]);

  if (state === 'closed') return null;
  if (state === 'minimized') {
    return (
      <button
        type="button"
        aria-label={messages.reopen}
        title={messages.reopen}
        onClick={() => setState('open')}
        className={clsx(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700',
          focusRing,
        )}
      >
        <MessageSquare aria-hidden className="size-6" />
      </button>
    );
  }

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="floating-chat-window"
      className="fixed right-4 bottom-4 z-40 flex h-[600px] max-h-[calc(100dvh-5.5rem)] w-96 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl focus:outline-none"
    >
      <header className="flex items-center gap-2 border-b border-zinc-100 bg-zinc-50 px-4 py-2.5">
        <MessageSquare aria-hidden className="size-5 text-brand-600" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold text-zinc-900">
          {messages.title}
        </h2>
        <IconButton
          label={messages.minimize}
          icon={<Minus className="size-4" />}
          onClick={() => setState('minimized')}
        />
        <IconButton
          label={messages.close}
          icon={<X className="size-4" />}
          onClick={() => setState('closed')}
        />
      </header>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 overflow-y-auto px-6 py-8 text-center">
        <div className="flex gap-2">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <MessageSquare aria-hidden className="size-6" />
          </span>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Bot aria-hidden className="size-6" />
          </span>
        </div>
        <p className="font-semibold text-zinc-900">{messages.headline}</p>
        <p className="text-sm leading-6 text-zinc-600">{messages.body}</p>
        <p className="rounded-xl bg-zinc-50 px-4 py-3 text-sm leading-6 text-zinc-600">
          {messages.reassurance}
        </p>
      </div>
    </aside>
  );
}
