import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Card } from './Card';
import { Modal } from './Modal';
import { PHONE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';

type ResponsiveFiltersProps = {
  /** How many filters narrow the list now; the phone button shows it. */
  activeCount: number;
  labels: {
    button: string;
    /** The button's accessible name while filters are active, e.g. "Filters (2 active)". */
    buttonWithCount: (count: number) => string;
    sheetTitle: string;
    done: string;
  };
  children: ReactNode;
};

/**
 * A list screen's filters: a card above the list on wide screens; on a phone one "Filters"
 * button (with the number of active filters) that opens them in a sheet, so the first screen
 * shows the list itself.
 */
export function ResponsiveFilters({ activeCount, labels, children }: ResponsiveFiltersProps) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [isOpen, setIsOpen] = useState(false);

  if (!isPhone) return <Card className="px-4 py-4 sm:px-5">{children}</Card>;
  const close = () => setIsOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        className="w-full"
        icon={<SlidersHorizontal aria-hidden className="size-4" />}
        aria-label={activeCount > 0 ? labels.buttonWithCount(activeCount) : labels.button}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {labels.button}
        {activeCount > 0 ? (
          <span className="ml-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            {activeCount}
          </span>
        ) : null}
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title={labels.sheetTitle}
        // Focusing the search would raise the phone's keyboard over the sheet.
        autoFocusFirstField={false}
        footer={<Button onClick={close}>{labels.done}</Button>}
      >
        {children}
      </Modal>
    </>
  );
}
