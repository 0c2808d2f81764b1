import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

/** The signed-in layout itself (createAppRouter.tsx asks for it once this module is here). */
export const loadAuthenticatedLayout = lazyPage(
  () => import('../layouts/AuthenticatedLayout'),
  (m) => m.AuthenticatedLayout,
);

/** The pages inside the signed-in layout (spec 1 §2.1), each loaded when first visited. */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'dash',
    lazy: lazyPage(
      () => import('../../features/dashboard/routes/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'tasks',
    lazy: lazyPage(
      () => import('../../features/tasks/routes/TasksPage'),
      (m) => m.TasksPage,
    ),
  },
  {
    path: 'tasks/:taskId',
    lazy: lazyPage(
      () => import('../../features/tasks/page/TaskPage'),
      (m) => m.TaskPage,
    ),
  },
  {
    path: 'notes',
    lazy: lazyPage(
      () => import('../../features/notes/routes/NotesPage'),
      (m) => m.NotesPage,
    ),
  },
  {
    path: 'calendar',
    lazy: lazyPage(
      () => import('../../features/calendar/routes/CalendarPage'),
      (m) => m.CalendarPage,
    ),
  },
  {
    path: 'projects',
    lazy: lazyPage(
      () => import('../../features/projects/routes/ProjectsPage'),
      (m) => m.ProjectsPage,
    ),
  },
  {
    path: 'projects/:projectId',
    lazy: lazyPage(
      () => import('../../features/projects/routes/ProjectPage'),
      (m) => m.ProjectPage,
    ),
  },
  {
    path: 'documents/*',
    lazy: lazyPage(
      () => import('../../features/documents/routes/DocumentsRoute'),
      (m) => m.DocumentsRoute,
    ),
  },
  {
    path: 'settings',
    lazy: lazyPage(
      () => import('../../features/settings/routes/SettingsPage'),
      (m) => m.SettingsPage,
    ),
  },
  {
    // One page of Settings (settingsPageList.ts); settings/pos below is more specific and wins.
    path: 'settings/:section',
    lazy: lazyPage(
      () => import('../../features/settings/routes/SettingsPage'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'settings/pos',
    lazy: lazyPage(
      () => import('../../features/pos/routes/PosSettingsPage'),
      (m) => m.PosSettingsPage,
    ),
  },
  {
    path: 'chat',
    lazy: lazyPage(
      () => import('../../features/chat/routes/ChatPage'),
      (m) => m.ChatPage,
    ),
  },
  {
    path: 'mail',
    lazy: lazyPage(
      () => import('../../features/mail/routes/MailPage'),
      (m) => m.MailPage,
    ),
  },
  {
    path: 'contacts',
    lazy: lazyPage(
      () => import('../../features/contacts/routes/ContactsPage'),
      (m) => m.ContactsPage,
    ),
  },
  {
    path: 'contacts/:contactId',
    lazy: lazyPage(
      () => import('../../features/contacts/routes/ContactPage'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: 'inbox',
    lazy: lazyPage(
      () => import('../../features/inbox/routes/InboxPage'),
      (m) => m.InboxPage,
    ),
  },
  {
    path: 'phone',
    lazy: lazyPage(
      () => import('../../features/phone/routes/PhonePage'),
      (m) => m.PhonePage,
    ),
  },
  {
    path: 'pos/create-order-pos',
    lazy: lazyPage(
      () => import('../../features/pos/routes/CreateOrderPage'),
      (m) => m.CreateOrderPage,
    ),
  },
  {
    path: 'pos/board',
    lazy: lazyPage(
      () => import('../../features/pos/routes/OrdersBoardPage'),
      (m) => m.OrdersBoardPage,
    ),
  },
  {
    path: 'pos/kitchen',
    lazy: lazyPage(
      () => import('../../features/pos/routes/KitchenPage'),
      (m) => m.KitchenPage,
    ),
  },
  {
    path: 'pos/reports',
    lazy: lazyPage(
      () => import('../../features/pos/routes/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: '*',
    lazy: lazyPage(
      () => import('../../features/shell/routes/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];
