import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { calendarMessages as messages } from '../calendar.messages';
import { CalendarView } from '../components/CalendarView';

// The Quick Calendar loads this same module, so the page and the modal share one chunk.
export { CalendarView };

/** /calendar: the calendar of spec 3 §2. */
export function CalendarPage() {
  useDocumentTitle(messages.documentTitle);
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-8">
      <PageHeader title={messages.title} description={messages.description} />
      <CalendarView />
    </div>
  );
}
