import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedback } from '../api/feedback.ts';
import { currentAntdLocale } from '../i18n.ts';
import { CONTROL_HEIGHT, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { readableShade, SIDEBAR_BG, textOnTheme, themeVariables } from '../utils/colour.ts';

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
 * (white on #409EFF is 2.78:1; WCAG AA asks 4.5:1).
 */
function themeOf(colour: string, controlHeight: number): ThemeConfig {
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
    },
    components: {
      Menu: menuTokens(colour),
      Button: { primaryColor: textOnTheme(colour) },
      // The selected tab's title is text in the theme colour: the same readable shade as links.
      Tabs: { itemSelectedColor: readableShade(colour), itemHoverColor: readableShade(colour), itemActiveColor: readableShade(colour) },
    },
  };
}

export function Providers({ children }: { children: ReactNode }) {
  // Re-renders on a language change, so antd's own texts follow.
  useTranslation();
  const colour = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);

  useEffect(() => {
    for (const [name, value] of Object.entries(themeVariables(colour))) document.documentElement.style.setProperty(name, value);
  }, [colour]);

  const theme = useMemo(() => themeOf(colour, CONTROL_HEIGHT[size]), [colour, size]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={currentAntdLocale()} theme={theme}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
