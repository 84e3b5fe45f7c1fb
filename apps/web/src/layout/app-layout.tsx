import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { signOut } from '../api/sso.ts';
import { loginPath } from '../app/guard.ts';
import { LanguagePicker } from '../components/language-picker.tsx';
import { useUserStore } from '../stores/user-store.ts';
import './app-layout.css';

/** The frame of every signed-in page. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useUserStore((s) => s.profile);

  async function logOut() {
    const back = loginPath(window.location);
    try {
      await signOut();
    } finally {
      // Signed out locally even when the server could not be reached.
      useUserStore.getState().resetSession();
      navigate(back, { replace: true });
    }
  }

  return (
    <Layout className="app-layout">
      <Layout.Header className="app-header">
        <div className="app-title">{t('common.appTitle')}</div>
        <Space size="middle">
          <LanguagePicker className="app-header-button" />
          <Dropdown
            trigger={['click']}
            menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('common.logout'), onClick: logOut }] }}
          >
            <Space className="app-avatar" data-testid="avatar-menu">
              <Avatar size="small" src={profile?.avatar || undefined} icon={<UserOutlined />} />
              <span>{profile?.name}</span>
              <DownOutlined />
            </Space>
          </Dropdown>
        </Space>
      </Layout.Header>
      <Layout.Content className="app-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
