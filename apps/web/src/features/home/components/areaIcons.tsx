import {
  Bot,
  CalendarDays,
  FileText,
  FolderKanban,
  Mail,
  MessagesSquare,
  NotebookPen,
  Phone,
  Store,
  type LucideIcon,
} from 'lucide-react';

/** Icon of each product area, by the id used in home.messages.ts. */
export const areaIcons: Record<string, LucideIcon> = {
  tasks: FolderKanban,
  notes: NotebookPen,
  calendar: CalendarDays,
  chat: MessagesSquare,
  ai: Bot,
  documents: FileText,
  email: Mail,
  calls: Phone,
  pos: Store,
};
