import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettingsStore } from '../stores/settings-store.ts';
import { SidebarMenu } from './sidebar-menu.tsx';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="sidebar-logo" data-testid="sidebar-logo">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {collapsed ? null : <h1>{t('common.appTitle')}</h1>}
    </Link>
  );
}

/** The desktop sidebar: 210 px open (third-level titles fit), 54 px collapsed (icons only). */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const logo = useSettingsStore((s) => s.sidebarLogo);
  return (
    <Layout.Sider
      className="sidebar"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
    >
      {logo ? <SidebarLogo collapsed={collapsed} /> : null}
      <div className="sidebar-scroll">
        <SidebarMenu collapsed={collapsed} />
      </div>
    </Layout.Sider>
  );
}
