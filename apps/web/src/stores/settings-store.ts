import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The eight preset theme colours of the settings panel, the ones users of the earlier console know. */
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

type SettingsState = {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  theme: string;
  change<K extends 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'theme'>(key: K, value: SettingsState[K]): void;
};

/** Layout settings, kept across reloads in this browser. */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
      theme: THEME_PRESETS[0],
      change: (key, value) => set({ [key]: value }),
    }),
    { name: 'console-settings', partialize: ({ change: _, ...rest }) => rest },
  ),
);
