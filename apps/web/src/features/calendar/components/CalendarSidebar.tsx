import { type CalendarListResponse } from '@worksphere/contracts';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useHiddenCalendarsMutation } from '../api/calendarsApi';
import { CalendarList } from './CalendarList';
import { calendarMessages } from '../calendar.messages';

/**
 * The calendar list: a left column on wide screens, a sheet behind a "Calendars" button on
 * phones. Showing or hiding saves at once on the server, so it follows the user.
 */
export function CalendarSidebar({ list }: { list: CalendarListResponse }) {
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const saveHidden = useHiddenCalendarsMutation();
  const hiddenIds = new Set(list.hiddenIds);
  const toggle = (id: string, shown: boolean) => {
    const next = new Set(hiddenIds);
    if (shown) next.delete(id);
    else next.add(id);
    saveHidden.mutate([...next]);
  };
  const content = (
    <CalendarList
      calendars={list.calendars}
      hiddenIds={hiddenIds}
      onToggle={toggle}
      canManage={list.canManage}
    />
  );
  return (
    <>
      <aside className="hidden w-56 shrink-0 lg:block">{content}</aside>
      <div className="lg:hidden">
        <Button variant="secondary" size="sm" onClick={() => setIsSheetOpen(true)}>
          <Layers className="size-4" aria-hidden />
          {calendarMessages.calendars.showCalendars}
        </Button>
        <Modal
          isOpen={isSheetOpen}
          onClose={() => setIsSheetOpen(false)}
          title={calendarMessages.calendars.listTitle}
        >
          {content}
        </Modal>
      </div>
    </>
  );
}
