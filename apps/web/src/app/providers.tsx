import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedback } from '../api/feedback.ts';
import { antdLocales, currentLanguage } from '../i18n.ts';

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

export function Providers({ children }: { children: ReactNode }) {
  // Re-renders on a language change, so antd's own texts follow.
  useTranslation();
  const language = currentLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[language]} theme={{ token: { colorPrimary: '#409EFF' } }}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
