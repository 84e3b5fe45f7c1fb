import { LANGUAGES, type Language } from '@trace/i18n/languages';
import { Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../api/feedback.ts';
import { changeLanguage, currentLanguage, i18next } from '../i18n.ts';

const LABEL_KEYS: Record<Language, string> = { zh: 'common.langZh', en: 'common.langEn', es: 'common.langEs', ja: 'common.langJa' };

/** The picker's menu around its button; open at once when the press that loaded it asked for it. */
export default function LanguageMenu({ children, openAtStart }: { children: ReactElement; openAtStart: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
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
