import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, type UIMatch, useMatches, useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false });

export type RouteHandle = { titleKey?: string };

/** Document title = route title + product title, re-titled when the language changes (spec §2). */
function useDocumentTitle() {
  // `t` changes with the language, so the title is re-translated on a switch.
  const { t } = useTranslation();
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const titleKey = [...matches].reverse().find((m) => m.handle?.titleKey)?.handle?.titleKey;
  useEffect(() => {
    const app = t('common.appTitle');
    document.title = titleKey ? `${t(titleKey)} - ${app}` : app;
  }, [titleKey, t]);
}

/** Everything every page shares: top progress bar, title, scroll to top on navigation. */
export function Root() {
  const navigation = useNavigation();
  useDocumentTitle();
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
