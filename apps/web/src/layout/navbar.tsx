import { DashboardOutlined, DownOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { HOME_PAGE, routePath, titleKey } from '@trace/contract/catalogue';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../api/sso.ts';
import { LanguagePicker } from '../components/language-picker.tsx';
import { useAppStore } from '../stores/app-store.ts';
import { useTagsViewStore } from '../stores/tags-view-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import { loginPath } from '../utils/guard.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ErrorLogButton } from './error-log.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { HeaderSearch } from './header-search.tsx';
import { JobsIndicator } from './jobs-indicator.tsx';
import { MyWarningsBadge } from './my-warnings-badge.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { SizePicker } from './size-picker.tsx';

export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => (s.device === 'mobile' ? s.drawerOpened : s.sidebarOpened));
  const profile = useUserStore((s) => s.profile);

  async function logOut() {
    const back = loginPath(window.location);
    await endSession();
    useTagsViewStore.getState().reset();
    navigate(back, { replace: true });
  }

  return (
    <div className="navbar" data-testid="navbar">
      <Button
        type="text"
        className="hamburger"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t('common.toggleSidebar')}
        aria-expanded={opened}
        onClick={() => useAppStore.getState().toggleSidebar()}
        data-testid="hamburger"
      />
      <Breadcrumbs />
      <div className="navbar-right">
        {device === 'desktop' ? (
          <>
            <HeaderSearch />
            <ErrorLogButton />
            <FullscreenToggle />
            <SizePicker />
          </>
        ) : null}
        {/* On a phone too: there is no other place to change the language (decision 120). */}
        <LanguagePicker />
        <SettingsPanel />
        <JobsIndicator />
        <MyWarningsBadge />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', icon: <UserOutlined />, label: t('common.profile'), onClick: () => navigate(routePath('profile')) },
              { key: HOME_PAGE, icon: <DashboardOutlined />, label: t(titleKey(HOME_PAGE)), onClick: () => navigate(routePath(HOME_PAGE)) },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), onClick: logOut },
            ],
          }}
        >
          <span className="navbar-avatar" data-testid="avatar-menu">
            <Avatar shape="square" src={profile?.avatar || undefined} alt="" icon={<UserOutlined />} />
            <span className="navbar-name">{profile?.name}</span>
            <DownOutlined />
          </span>
        </Dropdown>
      </div>
    </div>
  );
}
