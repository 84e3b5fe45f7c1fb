import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** `/redirect/<path>` re-opens `<path>` with a fresh page instance and no history entry. */
export function RedirectPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    navigate(pathname.replace(/^\/redirect/, '') + search, { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
