import { LANGUAGES, type Language } from '@trace/i18n/languages';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { changeLanguage, currentLanguage, i18next } from '../../i18n.ts';
import { Icon } from './icons.tsx';

/** The items a person can pick (the current language is shown but not pickable). */
const pickable = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
];

const LABEL_KEYS: Record<Language, string> = { zh: 'common.langZh', en: 'common.langEn', es: 'common.langEs', ja: 'common.langJa' };

/**
 * The sign-in page's language picker: a menu button (WAI-ARIA menu pattern) in plain HTML, so the
 * page needs neither antd's Dropdown nor its Menu. The console's navbar keeps antd's picker.
 */
export function SignInLanguage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = currentLanguage();

  useEffect(() => {
    if (!open) return;
    pickable(menu.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  async function pick(language: Language) {
    setOpen(false);
    button.current?.focus();
    if (language === current) return;
    await changeLanguage(language);
    // Said in the language just chosen.
    toastSuccess(i18next.t('common.switchLanguageSuccess'));
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = pickable(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div className="sign-in-language">
      <button
        ref={button}
        type="button"
        className="plain-icon-button"
        aria-label={t('common.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="language-picker"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="translation" />
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-label={t('common.language')} className="sign-in-language-menu" onKeyDown={onMenuKey}>
          {LANGUAGES.map((language) => (
            <div
              key={language}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={language === current}
              className={language === current ? 'is-current' : undefined}
              onClick={() => void pick(language)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void pick(language);
                }
              }}
            >
              {t(LABEL_KEYS[language])}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
