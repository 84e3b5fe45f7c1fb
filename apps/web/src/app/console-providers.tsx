import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@trace/i18n/languages';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { setFeedback } from '../api/feedback.ts';
import { nameListboxes } from '../components/name-listboxes.ts';
import { keepScrollRegionsReachable } from '../components/reachable-scroll.ts';
import { usePrefersReducedMotion } from '../components/reduced-motion.ts';
import { addLanguageCompanion } from '../i18n.ts';
import { CONTROL_HEIGHT, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { readableShade, SIDEBAR_BG, textOnTheme } from '../utils/colour.ts';

/** antd's texts; English is antd's own default and is in its bundle anyway. */
const antdLocales: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
};
/** dayjs registers a locale when its module runs; English is built in. */
const dayjsLocales: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  en: { name: 'en', load: async () => undefined },
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};

let antdLocale: Locale = enUS;

/** antd's and dayjs's texts of the language, loaded with it from now on. */
const loadCurrentTexts = addLanguageCompanion(async (language) => {
  const [locale] = await Promise.all([antdLocales[language](), dayjsLocales[language].load()]);
  antdLocale = locale;
  dayjs.locale(dayjsLocales[language].name);
});
let textsReady: Promise<void> | undefined;

/**
 * The router waits for these texts before it shows any page of the console, so the console
 * renders in one language. A failed load (a network blip) is tried again by the next navigation.
 */
export function consoleLanguageReady(): Promise<void> {
  textsReady ??= loadCurrentTexts().catch((error: unknown) => {
    textsReady = undefined;
    throw error;
  });
  return textsReady;
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Hands antd's context-aware message and modal APIs to the HTTP client. */
function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, modal });
    return () => setFeedback(null);
  }, [message, modal]);
  return null;
}

/** The dark sidebar's colours; its selected item takes the theme colour in a shade that reads on it. */
const SIDEBAR_SELECTED_BG = '#263445';
const menuTokens = (colour: string) => ({
  darkItemBg: SIDEBAR_BG,
  darkSubMenuItemBg: '#1f2d3d',
  darkPopupBg: '#1f2d3d',
  darkItemColor: '#bfcbd9',
  darkItemHoverBg: SIDEBAR_SELECTED_BG,
  darkItemHoverColor: '#fff',
  darkItemSelectedBg: SIDEBAR_SELECTED_BG,
  darkItemSelectedColor: readableShade(colour, SIDEBAR_BG),
  collapsedWidth: 54,
});

/**
 * The theme colour everywhere antd uses a colour of its own: links, copy icons and link buttons
 * ("More") and the selected tab's title take it in a shade readable on white, text on primary buttons a shade readable on it
 * (white on #409EFF is 2.78:1; WCAG AA asks 4.5:1). Without `motion`, antd's own motions are off.
 */
function themeOf(colour: string, controlHeight: number, motion: boolean): ThemeConfig {
  return {
    // Secondary text (breadcrumbs, hints, labels of details) at 62-65 % black, placeholders at 55 %
    // and danger texts in red-7: antd's 45 %, 25 % and #ff4d4f are 3.4, 1.8 and 3.3:1 on white.
    token: {
      colorPrimary: colour,
      colorLink: readableShade(colour),
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorError: '#cf1322',
      controlHeight,
      motion,
    },
    components: {
      Menu: menuTokens(colour),
      Button: { primaryColor: textOnTheme(colour) },
      // The selected tab's title is text in the theme colour: the same readable shade as links.
      Tabs: { itemSelectedColor: readableShade(colour), itemHoverColor: readableShade(colour), itemActiveColor: readableShade(colour) },
    },
  };
}

/**
 * What every page but sign-in renders in: TanStack Query, antd's theme and texts, and antd's App
 * (its toasts and dialogs, handed to the HTTP client). Loaded with the first such page, so the
 * sign-in page is sent without antd.
 */
export function ConsoleProviders() {
  // Re-renders on a language change, so antd's own texts follow.
  useTranslation();
  const colour = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  const reducedMotion = usePrefersReducedMotion();

  const theme = useMemo(() => themeOf(colour, CONTROL_HEIGHT[size], !reducedMotion), [colour, size, reducedMotion]);
  useEffect(nameListboxes, []);
  useEffect(keepScrollRegionsReachable, []);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <App>
          <FeedbackBridge />
          <Outlet />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
