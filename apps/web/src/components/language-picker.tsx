import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// antd's Dropdown and Menu are ~17 KB on the wire: loaded when a person reaches for the button
// (points at it, focuses or presses it), not with the sign-in page.
const LanguageMenu = lazy(() => import('./language-menu.tsx'));

/** zh, en, es, ja; the choice lives in the `language` cookie (spec §2, §9). */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState<'loaded' | 'open' | null>(null);
  const button = (
    <Button
      type="text"
      className={className}
      icon={<TranslationOutlined />}
      aria-label={t('common.language')}
      data-testid="language-picker"
      onPointerEnter={() => setWanted((w) => w ?? 'loaded')}
      onFocus={() => setWanted((w) => w ?? 'loaded')}
      onClick={() => setWanted('open')}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu openAtStart={wanted === 'open'}>{button}</LanguageMenu>
    </Suspense>
  );
}
