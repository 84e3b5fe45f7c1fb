import { create } from 'zustand';
import { COOKIE, readCookie, writeCookie } from '../utils/cookies.ts';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
/** Medium (36 px) by default: it reads well on the 1280–1920 px screens the console is used on (decision 14). */
export const DEFAULT_SIZE: Size = 'medium';

/** Control height of each size, applied through antd's tokens. */
export const CONTROL_HEIGHT: Record<Size, number> = { default: 40, medium: 36, small: 32, mini: 28 };

export type Device = 'desktop' | 'mobile';

type AppState = {
  /** Desktop preference, kept in the `sidebarStatus` cookie (1 open / 0 closed, default open). */
  sidebarOpened: boolean;
  /** Mobile drawer: transient, never written to the cookie. */
  drawerOpened: boolean;
  withoutAnimation: boolean;
  device: Device;
  size: Size;
  toggleSidebar(): void;
  setDrawer(open: boolean): void;
  setDevice(device: Device): void;
  setSize(size: Size): void;
};

function initialSize(): Size {
  const value = readCookie(COOKIE.size);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as Size) : DEFAULT_SIZE;
}

export const useAppStore = create<AppState>((set, get) => ({
  sidebarOpened: readCookie(COOKIE.sidebarStatus) !== '0',
  drawerOpened: false,
  withoutAnimation: false,
  device: 'desktop',
  size: initialSize(),
  toggleSidebar() {
    if (get().device === 'mobile') {
      set({ drawerOpened: !get().drawerOpened });
      return;
    }
    const sidebarOpened = !get().sidebarOpened;
    writeCookie(COOKIE.sidebarStatus, sidebarOpened ? '1' : '0');
    set({ sidebarOpened, withoutAnimation: false });
  },
  setDrawer(drawerOpened) {
    set({ drawerOpened });
  },
  setDevice(device) {
    if (device !== get().device) set({ device, drawerOpened: false, withoutAnimation: true });
  },
  setSize(size) {
    writeCookie(COOKIE.size, size);
    set({ size });
  },
}));
