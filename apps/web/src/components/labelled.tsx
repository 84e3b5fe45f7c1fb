import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Label: value" in the reader's language (a full-width colon in Chinese and Japanese), the value
 * a text or a link: never a label run into its value ("Warehouse上海一号工厂成品仓").
 */
export function Labelled({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId}>
      {t('common.labelled', { label })}
      {children}
    </span>
  );
}
