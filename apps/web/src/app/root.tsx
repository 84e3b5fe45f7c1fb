import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { currentHandle } from '../layout/route-handle.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { themeVariables } from '../utils/colour.ts';

// The bar is decoration (the page says what loads): hidden from assistive technology, and found by
// its class instead of NProgress's own role="bar", which is no ARIA role.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

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

/** The theme colour's cluster as CSS custom properties, for our own styles (the sign-in page's too). */
function useThemeVariables() {
  const colour = useSettingsStore((s) => s.theme);
  useEffect(() => {
    for (const [name, value] of Object.entries(themeVariables(colour))) document.documentElement.style.setProperty(name, value);
  }, [colour]);
}

/** Everything every page shares: top progress bar, title, theme colour, scroll to top on navigation. */
export function Root() {
  const navigation = useNavigation();
  useDocumentTitle();
  useThemeVariables();
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

/** A spinner in the theme colour while a page's code loads; plain CSS, so it needs no antd. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <span className="app-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
