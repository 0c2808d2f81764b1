import type { DashboardWidgetType, User } from '@worksphere/contracts';
import {
  CalendarDays,
  FolderKanban,
  ListTodo,
  Megaphone,
  MessagesSquare,
  NotebookPen,
  SquareCheckBig,
  Store,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { dashboardMessages } from '../dashboard.messages';
import { AnnouncementsToConfirmWidget } from './AnnouncementsToConfirmWidget';
import { calendarMessages } from '../../calendar/calendar.messages';
import { SalesTodayWidget } from '../../pos/components/SalesTodayWidget';
import { posMessages } from '../../pos/pos.messages';
import { canSell } from '../../pos/utils/permissions';
import { AssignedToMeWidget } from './AssignedToMeWidget';
import { ProjectsOverviewWidget } from './ProjectsOverviewWidget';
import { RecentNotesWidget } from './RecentNotesWidget';
import { TasksDueSoonWidget } from './TasksDueSoonWidget';
import { TodayWidget } from './TodayWidget';
import { UnreadChatWidget } from './UnreadChatWidget';

/** What the dashboard needs to offer, frame and render one kind of widget. */
export type WidgetDefinition = {
  title: string;
  description: string;
  icon: LucideIcon;
  component: ComponentType;
  /** Left out: offered to everyone; else only to the users it answers true for. */
  isOfferedTo?: (user: User) => boolean;
};

const messages = dashboardMessages.widgets;

/**
 * Every widget kind, keyed by the contract's type. A type added to DASHBOARD_WIDGET_TYPES
 * (calendar, chat, e-mail, point of sale, weather) does not compile until it has its entry here;
 * one entry (title, description, icon, component) is all a new widget needs.
 */
export const widgetRegistry: Record<DashboardWidgetType, WidgetDefinition> = {
  'tasks-due-soon': {
    title: messages.tasksDueSoon.title,
    description: messages.tasksDueSoon.description,
    icon: SquareCheckBig,
    component: TasksDueSoonWidget,
  },
  'recent-notes': {
    title: messages.recentNotes.title,
    description: messages.recentNotes.description,
    icon: NotebookPen,
    component: RecentNotesWidget,
  },
  'projects-overview': {
    title: messages.projectsOverview.title,
    description: messages.projectsOverview.description,
    icon: FolderKanban,
    component: ProjectsOverviewWidget,
  },
  'unread-chat': {
    title: messages.unreadChat.title,
    description: messages.unreadChat.description,
    icon: MessagesSquare,
    component: UnreadChatWidget,
  },
  'announcements-to-confirm': {
    title: messages.announcementsToConfirm.title,
    description: messages.announcementsToConfirm.description,
    icon: Megaphone,
    component: AnnouncementsToConfirmWidget,
  },
  'assigned-to-me': {
    title: messages.assignedToMe.title,
    description: messages.assignedToMe.description,
    icon: ListTodo,
    component: AssignedToMeWidget,
  },
  'calendar-today': {
    title: calendarMessages.widget.title,
    description: calendarMessages.widget.description,
    icon: CalendarDays,
    component: TodayWidget,
  },
  'pos-sales-today': {
    title: posMessages.widget.title,
    description: posMessages.widget.description,
    icon: Store,
    component: SalesTodayWidget,
    isOfferedTo: canSell,
  },
};

/** Every widget kind, in the order the picker offers them. */
export const widgetTypes = Object.keys(widgetRegistry) as DashboardWidgetType[];

/** The widget kinds this user may add (the point-of-sale one needs pos:sell). */
export function offeredWidgetTypes(user: User): DashboardWidgetType[] {
  return widgetTypes.filter((type) => widgetRegistry[type].isOfferedTo?.(user) ?? true);
}

/** The definition of a stored widget's type, or undefined for a type this build does not know. */
export function widgetDefinitionOf(type: string): WidgetDefinition | undefined {
  return Object.hasOwn(widgetRegistry, type)
    ? widgetRegistry[type as DashboardWidgetType]
    : undefined;
}
