import { lazy, Suspense } from 'react';
import { Modal } from '../../../ui/Modal';
import { QueryLoading } from '../../../ui/QueryStatus';
import { shellMessages } from '../shell.messages';

type QuickCalendarDialogProps = {
  isOpen: boolean;
  onClose: () => void;
};

const messages = shellMessages.quickCalendar;

// The calendar's code loads the first time the dialog opens.
const CalendarView = lazy(() =>
  import('../../calendar/routes/CalendarPage').then((module) => ({
    default: module.CalendarView,
  })),
);

/**
 * The top bar's Quick Calendar: the calendar in a modal whose area is 75% of the viewport high
 * (spec 1 §2.3, spec 3 §2), with its own account picker, loading and error states.
 */
export function QuickCalendarDialog({ isOpen, onClose }: QuickCalendarDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={messages.title}
      size="xl"
      autoFocusFirstField={false}
    >
      <div className="flex h-[75vh] flex-col" data-testid="quick-calendar-area">
        <Suspense fallback={<QueryLoading label={messages.loading} />}>
          {isOpen ? <CalendarView variant="modal" /> : null}
        </Suspense>
      </div>
    </Modal>
  );
}
