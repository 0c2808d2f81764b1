import { lazy, Suspense, type ReactNode } from 'react';
import type { Placement } from 'react-aria-components';
import { PopoverButton } from '../../../ui/PopoverButton';
import { chatMessages } from '../chat.messages';

// The catalogue (names of some 1,900 emoji) comes with the first opening, not with the chat.
const EmojiPicker = lazy(() =>
  import('./EmojiPicker').then((module) => ({ default: module.EmojiPicker })),
);

/**
 * A button that opens the emoji picker in a popover (Escape or a press outside closes it, focus
 * returns to the button); choosing an emoji closes it and hands the emoji over.
 */
export function EmojiPickerButton({
  label,
  trigger,
  triggerClassName,
  placement = 'top end',
  onChoose,
}: {
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  placement?: Placement;
  onChoose: (emoji: string) => void;
}) {
  return (
    <PopoverButton
      label={label}
      trigger={trigger}
      triggerClassName={triggerClassName}
      placement={placement}
      className="!p-2"
    >
      {(close) => (
        <Suspense
          fallback={<p className="w-72 p-2 text-sm text-zinc-500">{chatMessages.emoji.loading}</p>}
        >
          <EmojiPicker
            onChoose={(emoji) => {
              close();
              onChoose(emoji);
            }}
          />
        </Suspense>
      )}
    </PopoverButton>
  );
}
