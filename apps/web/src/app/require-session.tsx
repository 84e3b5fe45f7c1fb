import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toastErrorOnSignIn } from '../api/feedback.ts';
import { loadSessionProfile } from '../api/sso.ts';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { useUserStore } from '../stores/user-store.ts';
import { guardDecision, loginPath } from '../utils/guard.ts';
import { PageLoading } from './root.tsx';

/**
 * The route guard around every signed-in page: without a token to /login?redirect=…; with one
 * and unknown access, loads it once; a failed load resets the token, shows the error and goes
 * to sign-in. Nothing (not even "not found") renders before the access is known.
 */
export function RequireSession() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useUserStore((s) => s.token);
  const access = useUserStore((s) => s.access);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!token || access !== null || loading) return;
    setLoading(true);
    loadSessionProfile()
      .then(({ profile, access: loaded }) => useUserStore.getState().setProfile(profile, loaded))
      .catch((error: Error) => {
        useUserStore.getState().resetSession();
        // Shown on the sign-in page it leads to, which is outside antd's App.
        toastErrorOnSignIn(error.message);
        navigate(loginPath(window.location), { replace: true });
      })
      .finally(() => setLoading(false));
  }, [token, access, loading, navigate]);

  const decision = guardDecision(location, Boolean(token));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // An open path that no public page claims (yet): not found, rather than waiting for roles.
  if (!token) return <NotFoundPage />;
  if (access === null) return <PageLoading />;
  return <Outlet />;
}
