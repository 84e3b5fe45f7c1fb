import { CloseOutlined, SettingOutlined } from '@ant-design/icons';
import { ColorPicker, Drawer, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, useSettingsStore } from '../stores/settings-store.ts';

/** The right-hand panel (handle 250 px from the top): layout switches and the theme colour. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const settings = useSettingsStore();
  const switches = [
    ['tagsView', 'common.settingTagsView'],
    ['fixedHeader', 'common.settingFixedHeader'],
    ['sidebarLogo', 'common.settingSidebarLogo'],
  ] as const;
  return (
    <>
      <button
        type="button"
        className={open ? 'settings-handle open' : 'settings-handle'}
        aria-label={t('common.settings')}
        onClick={() => setOpen((v) => !v)}
        data-testid="settings-handle"
      >
        {open ? <CloseOutlined /> : <SettingOutlined />}
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={260}
        closable={false}
        title={t('common.pageStyleSetting')}
        styles={{ mask: { background: 'rgba(0,0,0,.2)' } }}
        data-testid="settings-panel"
      >
        <div className="settings-row">
          <span>{t('common.settingTheme')}</span>
          <ColorPicker
            value={settings.theme}
            disabledAlpha
            presets={[{ label: t('common.settingTheme'), colors: [...THEME_PRESETS] }]}
            onChangeComplete={(colour) => settings.change('theme', colour.toHexString())}
          />
        </div>
        <div className="settings-swatches">
          {THEME_PRESETS.map((colour) => (
            <button
              type="button"
              key={colour}
              className="settings-swatch"
              style={{ background: colour }}
              aria-label={colour}
              aria-pressed={settings.theme.toLowerCase() === colour.toLowerCase()}
              onClick={() => settings.change('theme', colour)}
              data-testid={`theme-${colour}`}
            />
          ))}
        </div>
        {switches.map(([key, label]) => (
          <div className="settings-row" key={key}>
            <span>{t(label)}</span>
            <Switch checked={settings[key]} onChange={(value) => settings.change(key, value)} data-testid={`setting-${key}`} />
          </div>
        ))}
      </Drawer>
    </>
  );
}
