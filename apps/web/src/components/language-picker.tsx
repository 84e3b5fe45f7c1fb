import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@trace/i18n/languages';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../api/feedback.ts';
import { changeLanguage, currentLanguage, i18next } from '../i18n.ts';

const LABEL_KEYS: Record<Language, string> = { zh: 'common.langZh', en: 'common.langEn', es: 'common.langEs', ja: 'common.langJa' };

/** zh, en, es, ja; the choice lives in the `language` cookie (spec §2, §9). */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: t(LABEL_KEYS[language]), disabled: language === current })),
        onClick: async ({ key }) => {
          await changeLanguage(key as Language);
          // Said in the language just chosen.
          toastSuccess(i18next.t('common.switchLanguageSuccess'));
        },
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={t('common.language')}
        data-testid="language-picker"
      />
    </Dropdown>
  );
}
