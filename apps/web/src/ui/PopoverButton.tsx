import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover, type Placement } from 'react-aria-components';
import { popoverClasses } from './overlayClasses';

type PopoverButtonProps = {
  /** The button's accessible name, also the panel's. */
  label: string;
  /** What the button shows (text, or an icon with isIconOnly). */
  trigger: ReactNode;
  triggerClassName?: string;
  placement?: Placement;
  className?: string;
  /** The panel's content; a function gets `close` for a done button. */
  children: ReactNode | ((close: () => void) => ReactNode);
};

/**
 * A button that opens a small panel next to it (filters, a colour, details), on React Aria's
 * DialogTrigger and Popover: focus moves into the panel, Escape or a press outside closes it,
 * and focus returns to the button. For a list of actions use Menu; for a choice, SelectField.
 */
export function PopoverButton({
  label,
  trigger,
  triggerClassName,
  placement = 'bottom start',
  className,
  children,
}: PopoverButtonProps) {
  return (
    <DialogTrigger>
      <Button aria-label={label} className={triggerClassName}>
        {trigger}
      </Button>
      <Popover placement={placement} className={clsx(popoverClasses, 'p-4', className)}>
        <Dialog aria-label={label} className="outline-none">
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
