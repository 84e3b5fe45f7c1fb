import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedback } from '../api/feedback.ts';
import { currentAntdLocale } from '../i18n.ts';
import { CONTROL_HEIGHT, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { themeVariables } from '../utils/colour.ts';

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

/** Sidebar colours of the spec (§9). */
const menuTokens = {
  darkItemBg: '#304156',
  darkSubMenuItemBg: '#1f2d3d',
  darkPopupBg: '#1f2d3d',
  darkItemColor: '#bfcbd9',
  darkItemHoverBg: '#263445',
  darkItemHoverColor: '#fff',
  darkItemSelectedBg: '#263445',
  darkItemSelectedColor: '#409EFF',
  collapsedWidth: 54,
};

export function Providers({ children }: { children: ReactNode }) {
  // Re-renders on a language change, so antd's own texts follow.
  useTranslation();
  const colour = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);

  useEffect(() => {
    for (const [name, value] of Object.entries(themeVariables(colour))) document.documentElement.style.setProperty(name, value);
  }, [colour]);

  const theme = useMemo<ThemeConfig>(
    () => ({ token: { colorPrimary: colour, controlHeight: CONTROL_HEIGHT[size] }, components: { Menu: menuTokens } }),
    [colour, size],
  );

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
