import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../../ui/Spinner';
import { PublicLayout } from '../layouts/PublicLayout';
import { RootLayout } from '../layouts/RootLayout';
import { layoutMessages } from '../layouts/layout.messages';
import { RouteErrorPage } from '../layouts/RouteErrorPage';
import { LoginPage } from '../../features/auth/routes/LoginPage';
import { lazyPage } from './lazyPage';

const SIGNED_IN_ROUTE_ID = 'signed-in';

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
          // The sign-in page is in the entry chunk: it is the first page of every visitor who is
          // not signed in, and its small shared pieces (fields, alert, card) would otherwise
          // come as a dozen files of a few hundred bytes each, which gzip poorly.
          { path: 'login', Component: LoginPage },
          {
            path: 'login/sso',
            lazy: lazyPage(
              () => import('../../features/sso/routes/SsoSignInPage'),
              (m) => m.SsoSignInPage,
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
            // An outside guest answers an event invitation here, without an account.
            path: 'invitations/:token',
            lazy: lazyPage(
              () => import('../../features/calendar/routes/InvitationPage'),
              (m) => m.InvitationPage,
            ),
          },
        ],
      },
      {
        // Every path under /pos/orders/ is public (spec 1 §2.1), and the shop's own page: no
        // header, sign-in buttons or footer of ours around it.
        path: 'pos/orders/:orgSlug/*',
        lazy: lazyPage(
          () => import('../../features/pos/routes/PublicOrderPage'),
          (m) => m.PublicOrderPage,
        ),
      },
      {
        // The signed-in shell (top bar, chat, dialogs and their primitives) loads with the first
        // signed-in page, so /login stays light. Its loader lives in signedInRoutes.tsx, already
        // fetched by then (below): the list of files the shell preloads, which grows with every
        // module, is not part of the sign-in page's first paint either.
        id: SIGNED_IN_ROUTE_ID,
        lazy: () => import('./signedInRoutes').then((m) => m.loadAuthenticatedLayout()),
        // Its pages are patched in on the first navigation that needs them (below).
      },
    ],
  },
];

/**
 * The signed-in pages are described in signedInRoutes.tsx, loaded the first time a path is not
 * matched by the public routes: the sign-in page's first paint does not carry the table of every
 * page of the app (each entry with the list of files it preloads), which grew with every module.
 */
export function createAppRouter() {
  let signedInRoutesAdded = false;
  return createBrowserRouter(appRoutes, {
    async patchRoutesOnNavigation({ patch }) {
      if (signedInRoutesAdded) return;
      const { signedInRoutes } = await import('./signedInRoutes');
      if (signedInRoutesAdded) return;
      signedInRoutesAdded = true;
      patch(SIGNED_IN_ROUTE_ID, signedInRoutes);
    },
  });
}
