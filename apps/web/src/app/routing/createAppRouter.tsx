import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../../ui/Spinner';
import { PublicLayout } from '../layouts/PublicLayout';
import { RootLayout } from '../layouts/RootLayout';
import { layoutMessages } from '../layouts/layout.messages';
import { RouteErrorPage } from '../layouts/RouteErrorPage';

/** A route whose page code is fetched the first time it is visited. */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function InitialLoading() {
  return <PageSpinner label={layoutMessages.initialLoading} />;
}

/** The route table of spec 1 §2.1. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: InitialLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../../features/home/routes/HomePage'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'login',
            lazy: lazyPage(
              () => import('../../features/auth/routes/LoginPage'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'register',
            lazy: lazyPage(
              () => import('../../features/auth/routes/RegisterPage'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'logout',
            lazy: lazyPage(
              () => import('../../features/auth/routes/LogoutPage'),
              (m) => m.LogoutPage,
            ),
          },
          {
            path: 'recover',
            lazy: lazyPage(
              () => import('../../features/auth/routes/RecoverPage'),
              (m) => m.RecoverPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: lazyPage(
              () => import('../../features/auth/routes/ResetPasswordPage'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'privacy',
            lazy: lazyPage(
              () => import('../../features/legal/routes/PrivacyPage'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: 'terms',
            lazy: lazyPage(
              () => import('../../features/legal/routes/TermsPage'),
              (m) => m.TermsPage,
            ),
          },
          {
            // Every path under /pos/orders/ is public (spec 1 §2.1).
            path: 'pos/orders/:orgSlug/*',
            lazy: lazyPage(
              () => import('../../features/pos/routes/PublicOrderPage'),
              (m) => m.PublicOrderPage,
            ),
          },
        ],
      },
      {
        // The signed-in shell (top bar, chat, dialogs and their primitives) loads with the first
        // signed-in page, so /login stays light.
        lazy: lazyPage(
          () => import('../layouts/AuthenticatedLayout'),
          (m) => m.AuthenticatedLayout,
        ),
        children: [
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
            path: 'notes',
            lazy: lazyPage(
              () => import('../../features/notes/routes/NotesPage'),
              (m) => m.NotesPage,
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
            path: 'chat',
            lazy: lazyPage(
              () => import('../../features/chat/routes/ChatPage'),
              (m) => m.ChatPage,
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
            path: '*',
            lazy: lazyPage(
              () => import('../../features/shell/routes/NotFoundPage'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
