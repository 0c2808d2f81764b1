import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { itemClasses, popoverClasses } from '../../../../ui/overlayClasses';

export type ColorOption = { value: string; label: string; color: string };

/** A colour swatch beside a name (a workflow state, a label). */
export function ColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx('inline-block size-2.5 shrink-0 rounded-full', className)}
      style={{ backgroundColor: color }}
    />
  );
}

/** A labelled single choice whose options carry a colour: the workflow state. */
export function ColorSelect({
  label,
  options,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  options: ReadonlyArray<ColorOption>;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  return (
    <Select
      className="space-y-1.5"
      value={value || null}
      onChange={(key: Key | null) => {
        if (key !== null && String(key) !== value) onChange(String(key));
      }}
      isDisabled={isDisabled}
    >
      <Label className="block text-sm font-medium text-zinc-800">{label}</Label>
      <Button className="flex w-full items-center justify-between gap-2 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-left text-sm text-zinc-900 shadow-sm outline-none data-[disabled]:bg-zinc-100 data-[focus-visible]:border-brand-500 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-200">
        <SelectValue<ColorOption> className="flex min-w-0 items-center gap-2 truncate">
          {({ selectedItem, defaultChildren }) =>
            selectedItem ? (
              <>
                <ColorDot color={selectedItem.color} />
                <span className="truncate">{selectedItem.label}</span>
              </>
            ) : (
              defaultChildren
            )
          }
        </SelectValue>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-zinc-500" />
      </Button>
      <Popover className={clsx(popoverClasses, 'max-h-72')}>
        <ListBox
          items={options.map((option) => ({ ...option, id: option.value }))}
          className="outline-none"
        >
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={itemClasses}>
              {({ isSelected }) => (
                <>
                  <ColorDot color={option.color} />
                  <span className="flex-1 truncate">{option.label}</span>
                  {isSelected ? <Check aria-hidden className="size-4 text-brand-600" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
