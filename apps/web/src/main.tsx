import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { startLanguage } from './i18n.ts';
import { useUserStore } from './stores/user-store.ts';
import { leaveGuardedPathEarly } from './utils/guard.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');
leaveGuardedPathEarly(Boolean(useUserStore.getState().token));
// The console's providers (antd, TanStack Query) are a route of their own: the sign-in page needs neither.
const router = createRouter();
// Not a top-level await: that would switch off the bundler's chunk merging.
void startLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
