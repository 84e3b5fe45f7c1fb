import { STATUS } from '@trace/contract/api';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toastErrorOnSignIn } from '../api/feedback.ts';
import { ApiError } from '../api/http.ts';
import { endSession, loadSessionProfile } from '../api/sso.ts';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { useUserStore } from '../stores/user-store.ts';
import { guardDecision, keepsSessionAfter, loginPath } from '../utils/guard.ts';
import { PageLoading } from './root.tsx';

// antd's Result, loaded only when the account cannot be loaded (this guard is in the first chunk).
const SessionUnreachableResult = lazy(() => import('../features/errors/session-unreachable-result.tsx'));

/**
 * The route guard around every signed-in page: without a token to /login?redirect=…; with one
 * and unknown access, loads it once. A refused load resets the token, shows the error and goes to
 * sign-in; a load that got no answer, a "try later" or a server failure keeps the session and
 * tries again when the person asks or the browser is back online (decision 116). Nothing (not
 * even "not found") renders before the access is known.
 */
export function RequireSession() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const access = useUserStore((s) => s.access);
  const [loading, setLoading] = useState(false);
  const [unreachable, setUnreachable] = useState<string | null>(null);

  useEffect(() => {
    if (!token || access !== null || loading || unreachable !== null) return;
    setLoading(true);
    // The failures that keep the session are shown on this page, not toasted as well.
    loadSessionProfile({ quietOffline: true, shownInPage: [STATUS.TOO_MANY_REQUESTS, STATUS.INTERNAL, STATUS.UNAVAILABLE] })
      .then(({ profile, access: loaded }) => useUserStore.getState().setProfile(profile, loaded))
      .catch((error: Error) => {
        if (keepsSessionAfter(error instanceof ApiError ? error.statusCode : undefined)) {
          setUnreachable(error.message);
          return;
        }
        useUserStore.getState().resetSession();
        // Shown on the sign-in page it leads to, which is outside antd's App.
        toastErrorOnSignIn(error.message);
        navigate(loginPath(window.location), { replace: true });
      })
      .finally(() => setLoading(false));
  }, [token, access, loading, unreachable, navigate]);

  // The browser back online: try again at once, as the person would.
  useEffect(() => {
    if (unreachable === null) return;
    const retry = () => setUnreachable(null);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable]);

  const decision = guardDecision(location, Boolean(token));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // An open path that no public page claims (yet): not found, rather than waiting for roles.
  if (!token) return <NotFoundPage />;
  if (access === null && unreachable !== null)
    return (
      <Suspense fallback={<PageLoading />}>
        <SessionUnreachableResult
          message={unreachable}
          onRetry={() => setUnreachable(null)}
          // Without a token the guard above sends the person to sign-in, back to this page after.
          onSignOut={() => void endSession()}
        />
      </Suspense>
    );
  if (access === null) return <PageLoading />;
  return <Outlet />;
}
