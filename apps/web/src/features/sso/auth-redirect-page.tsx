import { useEffect } from 'react';

/** Callback of a sign-in popup: hands the query to the opener through localStorage, then closes. */
export function AuthRedirectPage() {
  useEffect(() => {
    localStorage.setItem('x-admin-oauth-code', window.location.search.replace(/^\?/, ''));
    window.close();
  }, []);
  return null;
}
