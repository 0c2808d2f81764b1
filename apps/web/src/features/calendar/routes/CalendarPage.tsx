import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { calendarMessages as messages } from '../calendar.messages';
import { CalendarView } from '../components/CalendarView';
import { PageFrame } from '../../../ui/PageFrame';

// The Quick Calendar loads this same module, so the page and the modal share one chunk.
export { CalendarView };

/** /calendar: the calendar of spec 3 §2. */
export function CalendarPage() {
  useDocumentTitle(messages.documentTitle);
  return (
    <PageFrame>
      <PageHeader title={messages.title} description={messages.description} />
      <CalendarView />
    </PageFrame>
  );
}
