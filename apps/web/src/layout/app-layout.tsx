import { Drawer, Layout } from 'antd';
import { useLeaveConsoleGuard } from '../components/use-unsaved-guard.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { AppMain } from './app-main.tsx';
import { useErrorCapture } from './error-log.tsx';
import { Navbar } from './navbar.tsx';
import { ShellPages } from './shell-pages.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar, SidebarLogo } from './sidebar.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { TagsView } from './tags-view/tags-view.tsx';
import { useResponsiveDevice, useTrackVisits } from './use-shell-effects.ts';
import './app-layout.css';

/**
 * The frame of every signed-in page: sidebar, navbar, tabs and the page, so pages only draw their
 * own content. `pages` are the menu keys of the pages the console has, as the router found them.
 */
export function AppLayout({ pages }: { pages: ReadonlySet<string> }) {
  useResponsiveDevice();
  useTrackVisits();
  useLeaveConsoleGuard();
  useErrorCapture();
  const { device, sidebarOpened, drawerOpened, withoutAnimation } = useAppStore();
  const { tagsView, fixedHeader, sidebarLogo } = useSettingsStore();
  const mobile = device === 'mobile';
  const offset = mobile ? 0 : sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const classes = [
    'app-layout',
    mobile ? 'mobile' : 'desktop',
    withoutAnimation ? 'without-animation' : '',
    fixedHeader ? 'fixed-header' : '',
  ];

  return (
    <ShellPages value={pages}>
      <Layout className={classes.join(' ')} style={{ '--sidebar-offset': `${offset}px` } as React.CSSProperties}>
        {mobile ? (
          <Drawer
            placement="left"
            open={drawerOpened}
            onClose={() => useAppStore.getState().setDrawer(false)}
            size={SIDEBAR_WIDTH}
            closable={false}
            className="sidebar-drawer"
            styles={{ body: { padding: 0, background: '#304156' } }}
            data-testid="sidebar-drawer"
          >
            {sidebarLogo ? <SidebarLogo collapsed={false} /> : null}
            <SidebarMenu collapsed={false} />
          </Drawer>
        ) : (
          <Sidebar collapsed={!sidebarOpened} />
        )}
        <div className="app-column">
          <header className="app-header" data-testid="app-header">
            <Navbar />
            {tagsView ? <TagsView /> : null}
          </header>
          <main className="app-content">
            <AppMain />
          </main>
        </div>
      </Layout>
    </ShellPages>
  );
}
