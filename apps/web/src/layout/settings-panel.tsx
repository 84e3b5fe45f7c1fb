import { SettingOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Drawer, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, useSettingsStore } from '../stores/settings-store.ts';

/**
 * Layout switches and the theme colour in a right-hand panel, opened from the navbar's gear: a
 * handle floating over the page's edge covered the lists' column settings and the home page's cards.
 */
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
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={t('common.settings')}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="settings-handle"
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={260}
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
