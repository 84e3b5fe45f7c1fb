import { catalogue, HOME_PAGE, routePath, titleKey } from '@trace/contract/catalogue';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { LoginPage } from '../features/sso/login-page.tsx';
import type { RouteHandle } from '../layout/route-handle.ts';
import { GuestOnly } from './guest-only.tsx';
import { existingPages, pages } from './pages.ts';
import { RedirectPage } from './redirect-page.tsx';
import { RequireRoles } from './require-roles.tsx';
import { RequireSession } from './require-session.tsx';
import { PageLoading, Root } from './root.tsx';

/** Catalogue pages that exist, each behind its own role check (a typed URL is checked too). */
const cataloguePages: RouteObject[] = catalogue.flatMap((entry) => {
  const load = pages[entry.key];
  if (!load) return [];
  const handle: RouteHandle = {
    titleKey: titleKey(entry.key),
    key: entry.key,
    activeMenu: entry.activeMenu,
    affix: entry.affix,
    noCache: entry.noCache,
  };
  return [
    {
      path: entry.param ? `${routePath(entry.key)}/:${entry.param}?` : routePath(entry.key),
      handle,
      lazy: async () => {
        const { default: Page } = await load();
        return {
          element: (
            <RequireRoles pageKey={entry.key}>
              <Page />
            </RequireRoles>
          ),
        };
      },
    },
  ];
});

/**
 * The console's providers (antd, TanStack Query) with antd's and dayjs's texts of the language.
 * The router loads this alongside the shell and the page it opens, so it adds no round trip.
 */
const consoleProviders = async () => {
  const { ConsoleProviders, consoleLanguageReady } = await import('./console-providers.tsx');
  await consoleLanguageReady();
  return { Component: ConsoleProviders };
};

/**
 * The console's router. Created after `leaveGuardedPathEarly`: a first load of a signed-in page
 * without a token goes to sign-in before the router starts fetching the console for it.
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      element: <Root />,
      // Shown while the first page's code loads.
      HydrateFallback: PageLoading,
      children: [
        {
          path: '/login',
          handle: { titleKey: 'login.title' } satisfies RouteHandle,
          // In the first chunk and outside the console's providers: the sign-in form is what a first
          // visit waits for, and it needs neither antd nor TanStack Query.
          element: (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        },
        {
          lazy: consoleProviders,
          children: [
            {
              path: '/auth-redirect',
              lazy: () => import('../features/sso/auth-redirect-page.tsx').then((m) => ({ Component: m.AuthRedirectPage })),
            },
            { path: '/404', handle: { titleKey: 'common.pageNotFound' } satisfies RouteHandle, Component: NotFoundPage },
            {
              path: '/401',
              handle: { titleKey: 'common.noAccess' } satisfies RouteHandle,
              lazy: () => import('../features/errors/unauthorized-page.tsx').then((m) => ({ Component: m.UnauthorizedPage })),
            },
            {
              element: <RequireSession />,
              children: [
                {
                  // The line station: full screen on the line's PC, outside the shell (decision: line station).
                  path: '/plant/station/:taskId',
                  handle: { titleKey: 'production.stationTitle', noTag: true } satisfies RouteHandle,
                  lazy: () => import('../features/plant/station/line-station.tsx').then((m) => ({ Component: m.default })),
                },
                {
                  // Outbound scanning on a phone or PDA, and the printable handover note: outside the shell.
                  path: '/physical/freight/scan/:id',
                  handle: { titleKey: 'physical.scanTitle', noTag: true } satisfies RouteHandle,
                  lazy: () => import('../features/physical/scan/outbound-scan.tsx').then((m) => ({ Component: m.default })),
                },
                {
                  path: '/physical/refund/scan/:id',
                  handle: { titleKey: 'physical.returnScanTitle', noTag: true } satisfies RouteHandle,
                  lazy: () => import('../features/physical/scan/return-scan.tsx').then((m) => ({ Component: m.default })),
                },
                {
                  path: '/physical/freight/note/:id',
                  handle: { titleKey: 'physical.noteTitle', noTag: true } satisfies RouteHandle,
                  lazy: () => import('../features/physical/handover-note.tsx').then((m) => ({ Component: m.default })),
                },
                {
                  lazy: () =>
                    import('../layout/app-layout.tsx').then(({ AppLayout }) => ({
                      Component: () => <AppLayout pages={existingPages} />,
                    })),
                  children: [
                    { index: true, element: <Navigate to={routePath(HOME_PAGE)} replace /> },
                    { path: 'redirect/*', handle: { transient: true } satisfies RouteHandle, element: <RedirectPage /> },
                    ...cataloguePages,
                    {
                      path: '*',
                      handle: { titleKey: 'common.pageNotFound', noCache: true, noTag: true } satisfies RouteHandle,
                      Component: NotFoundPage,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
