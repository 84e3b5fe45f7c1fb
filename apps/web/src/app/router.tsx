import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../layout/app-layout.tsx';
import { GuestOnly } from './guest-only.tsx';
import { RequireSession } from './require-session.tsx';
import { Root, type RouteHandle } from './root.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        path: '/login',
        handle: handle('login.title'),
        lazy: async () => {
          const { LoginPage } = await import('../features/sso/login-page.tsx');
          return {
            element: (
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            ),
          };
        },
      },
      {
        path: '/404',
        handle: handle('common.pageNotFound'),
        lazy: () => import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        path: '/401',
        handle: handle('common.noAccess'),
        lazy: () => import('../features/errors/unauthorized-page.tsx').then((m) => ({ Component: m.UnauthorizedPage })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                handle: handle('menu.dashboard'),
                lazy: () => import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: '*',
                handle: handle('common.pageNotFound'),
                lazy: () => import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
              },
            ],
          },
        ],
      },
    ],
  },
]);
