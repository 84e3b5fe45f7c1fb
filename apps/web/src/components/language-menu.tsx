import { LANGUAGES, type Language } from '@trace/i18n/languages';
import { Dropdown } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../api/feedback.ts';
import { changeLanguage, currentLanguage, i18next } from '../i18n.ts';

const LABEL_KEYS: Record<Language, string> = { zh: 'common.langZh', en: 'common.langEn', es: 'common.langEs', ja: 'common.langJa' };

/** The picker's menu around its button, mounted by the first press and so opened at once. */
export default function LanguageMenu({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Opened once mounted: a Dropdown that starts open has not yet measured its button.
  useEffect(() => setOpen(true), []);
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: t(LABEL_KEYS[language]), disabled: language === current })),
        onClick: async ({ key }) => {
          setOpen(false);
          await changeLanguage(key as Language);
          // Said in the language just chosen.
          toastSuccess(i18next.t('common.switchLanguageSuccess'));
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
