import { Spin } from 'antd';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { currentHandle } from './route-handle.ts';

NProgress.configure({ showSpinner: false });

/** Document title = route title + product title (browser tabs and history name the page), re-titled when the language changes. */
function useDocumentTitle() {
  // `t` changes with the language, so the title is re-translated on a switch.
  const { t } = useTranslation();
  const { titleKey, transient } = currentHandle(useMatches());
  useEffect(() => {
    if (transient) return;
    const app = t('common.appTitle');
    document.title = titleKey ? `${t(titleKey)} - ${app}` : app;
  }, [titleKey, transient, t]);
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

export function PageLoading() {
  return (
    <div className="app-loading">
      <Spin size="large" />
    </div>
  );
}
