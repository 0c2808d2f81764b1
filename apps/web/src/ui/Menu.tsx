import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  Button,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  type Key,
  type Placement,
} from 'react-aria-components';
import { itemClasses, popoverClasses } from './overlayClasses';

type MenuProps = {
  /** The trigger's accessible name, also the menu's. */
  label: string;
  /** What the trigger shows (an icon, an avatar). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** An icon-only trigger also shows its label as a tooltip, like IconButton. */
  isIconOnly?: boolean;
  /** Shown above the items, not focusable (who is signed in). */
  header?: ReactNode;
  placement?: Placement;
  className?: string;
  /** Called with the chosen item's id; items may also have their own onAction. */
  onAction?: (id: Key) => void;
  children: ReactNode;
};

/**
 * A button that opens a menu, on React Aria's MenuTrigger: Enter, Space or ArrowDown open it on
 * the first item, arrows and type-ahead move, Escape or a press outside close it, and focus
 * goes back to the trigger.
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  isIconOnly = false,
  header,
  placement = 'bottom end',
  className,
  onAction,
  children,
}: MenuProps) {
  return (
    <MenuTrigger>
      <Button aria-label={label} className={triggerClassName}>
        {/* React Aria's Button drops `title`; the tooltip sits on what it shows instead. */}
        {isIconOnly ? (
          <span title={label} className="contents">
            {trigger}
          </span>
        ) : (
          trigger
        )}
      </Button>
      <Popover placement={placement} className={clsx(popoverClasses, 'py-0', className ?? 'w-56')}>
        {header}
        <AriaMenu aria-label={label} onAction={onAction} className="py-1 outline-none">
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

type MenuItemProps = {
  id?: Key;
  icon?: ReactNode;
  /** Something at the end of the row (a check mark). */
  end?: ReactNode;
  isDanger?: boolean;
  /** For type-ahead when the children are not plain text. */
  textValue?: string;
  onAction?: () => void;
  children: ReactNode;
};

export function MenuItem({
  id,
  icon,
  end,
  isDanger,
  textValue,
  onAction,
  children,
}: MenuItemProps) {
  return (
    <AriaMenuItem
      id={id}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      onAction={onAction}
      className={clsx(itemClasses, isDanger && 'text-red-600 data-[focused]:text-red-700')}
    >
      {icon ? (
        <span aria-hidden className="flex shrink-0">
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{children}</span>
      {end}
    </AriaMenuItem>
  );
}

/** A titled group of items, announced as a group with that name. */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AriaMenuSection className="border-b border-zinc-100 pb-1 last:border-b-0">
      <Header className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
        {title}
      </Header>
      {children}
    </AriaMenuSection>
  );
}
