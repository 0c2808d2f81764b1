import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem } from '../../../ui/Menu';

export type Action = {
  id: string;
  label: string;
  icon: LucideIcon;
  onPress: () => void;
  isActive?: boolean;
  /** Shown as a word instead of an icon (the export buttons). */
  text?: string;
  isDisabled?: boolean;
};

/** A choice of a menu: a value with its name and, for colours, a swatch. */
export type Choice = { value: string; label: string; swatch?: string };

/** The tick of the current choice: seen, not read out as part of the item's name. */
export const CURRENT_MARK = <span aria-hidden>✓</span>;

export function menuItems(actions: Action[]): ReactNode {
  return actions.map((action) => (
    <MenuItem
      key={action.id}
      id={action.id}
      icon={<action.icon className="size-4" />}
      end={action.isActive ? CURRENT_MARK : null}
      onAction={action.isDisabled ? undefined : action.onPress}
    >
      {action.label}
    </MenuItem>
  ));
}

/** Menu rows for a one-of-many choice, the current one ticked. */
export function choiceItems(
  idPrefix: string,
  choices: readonly Choice[],
  current: string,
  onChoose: (value: string) => void,
): ReactNode {
  return choices.map((choice) => (
    <MenuItem
      key={`${idPrefix}-${choice.value || 'default'}`}
      id={`${idPrefix}-${choice.value || 'default'}`}
      icon={choice.swatch === undefined ? undefined : <Swatch color={choice.swatch} />}
      end={current === choice.value ? CURRENT_MARK : null}
      onAction={() => onChoose(choice.value)}
    >
      {choice.label}
    </MenuItem>
  ));
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      className="inline-block size-4 rounded-sm border border-zinc-300"
      style={{
        background:
          color || 'linear-gradient(135deg, #fff 45%, #ef4444 45%, #ef4444 55%, #fff 55%)',
      }}
    />
  );
}

const toolClasses =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm font-medium transition-colors disabled:opacity-50';

/** A toolbar button that opens a list of choices (text colour, highlight). */
export function ChoiceMenu({
  label,
  icon: Icon,
  current,
  choices,
  onChoose,
}: {
  label: string;
  icon: LucideIcon;
  /** The colour shown under the icon. */
  current: string;
  choices: readonly Choice[];
  onChoose: (value: string) => void;
}) {
  return (
    <Menu
      label={label}
      isIconOnly
      placement="bottom start"
      trigger={
        <span className="flex flex-col items-center">
          <Icon aria-hidden className="size-4" />
          <span
            aria-hidden
            className="mt-0.5 h-1 w-4 rounded-sm"
            style={{ background: current || 'transparent' }}
          />
        </span>
      }
      triggerClassName={clsx(toolClasses, 'text-zinc-700 hover:bg-zinc-200', focusRing)}
      className="w-52"
    >
      {choiceItems(label, choices, current, onChoose)}
    </Menu>
  );
}

export function Separator() {
  return <span aria-hidden className="mx-0.5 h-6 w-px bg-zinc-200" />;
}

export function Group({ actions }: { actions: Action[] }) {
  return (
    <>
      {actions.map((action) => (
        <button
          key={action.id}
          type="button"
          title={action.label}
          aria-label={action.label}
          aria-pressed={action.isActive === undefined ? undefined : action.isActive}
          disabled={action.isDisabled}
          // Keep the editor's selection: pressing a tool must not move focus first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={action.onPress}
          className={clsx(
            toolClasses,
            action.isActive ? 'bg-brand-100 text-brand-800' : 'text-zinc-700 hover:bg-zinc-200',
            focusRing,
          )}
        >
          {action.text ?? <action.icon aria-hidden className="size-4" />}
        </button>
      ))}
    </>
  );
}
