import { aiMessages } from '../ai.messages';

// Whole class names, so Tailwind finds them.
const DOT_DELAYS = ['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'];

/** Three pulsing dots while the assistant works (spec 3 §2); screen readers hear it once. */
export function AiTypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 px-1 text-xs text-zinc-500">
      <span aria-hidden className="flex gap-1 rounded-2xl bg-zinc-100 px-3 py-2">
        {DOT_DELAYS.map((delay) => (
          <span
            key={delay}
            className={`size-1.5 animate-bounce rounded-full bg-zinc-400 ${delay}`}
          />
        ))}
      </span>
      <span className="sr-only">{aiMessages.conversation.typing}</span>
    </div>
  );
}
