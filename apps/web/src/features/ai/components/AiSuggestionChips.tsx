import clsx from 'clsx';
import { focusRing } from '../../../ui/focusRing';
import { aiMessages } from '../ai.messages';

type AiSuggestionChipsProps = {
  suggestions: string[];
  /** Puts the text in the input (the user still sends it). */
  onChoose: (text: string) => void;
};

/** Example requests under an answer: a click fills the input, it sends nothing by itself. */
export function AiSuggestionChips({ suggestions, onChoose }: AiSuggestionChipsProps) {
  return (
    <ul aria-label={aiMessages.conversation.suggestions} className="mt-2 flex flex-wrap gap-1.5">
      {suggestions.map((text) => (
        <li key={text}>
          <button
            type="button"
            onClick={() => onChoose(text)}
            className={clsx(
              'rounded-full border border-brand-200 bg-white px-2.5 py-1 text-xs text-brand-700 hover:bg-brand-50',
              focusRing,
            )}
          >
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}
