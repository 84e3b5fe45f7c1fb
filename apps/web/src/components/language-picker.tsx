import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The navbar's picker (the sign-in page has a plain one of its own): the menu is fetched when a
// person reaches for the button (points at or focuses it) and mounted by the first press.
const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);
// A failed early fetch is not an error: the press fetches again.
const prefetchMenu = () => void loadMenu().catch(() => undefined);

/** zh, en, es, ja; the choice lives in the `language` cookie, so the sign-in page already speaks it. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  // Only a press changes what is rendered: a swap between pointer-down and pointer-up would lose the click.
  const [pressed, setPressed] = useState(false);
  const button = (
    <Button
      type="text"
      className={className}
      icon={<TranslationOutlined />}
      aria-label={t('common.language')}
      data-testid="language-picker"
      onPointerEnter={prefetchMenu}
      onFocus={prefetchMenu}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
