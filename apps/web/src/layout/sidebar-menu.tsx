import { ancestry } from '@trace/contract/catalogue';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { MenuIcon } from '../components/menu-icon.tsx';
import { useAppStore } from '../stores/app-store.ts';
import { isExternal, type MenuNode } from './menu.ts';
import { currentHandle } from './route-handle.ts';
import { useShellMenu } from './use-shell-menu.ts';

type Item = Required<MenuProps>['items'][number];

/** The permission-based menu; selection follows the route (activeMenu for hidden pages). */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = currentHandle(useMatches());
  const menu = useShellMenu();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const selected = handle.activeMenu ?? handle.key ?? '';
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Opening a page opens the submenus above it; others stay as the user left them.
  useEffect(() => {
    if (!collapsed && selected) setOpenKeys((keys) => [...new Set([...keys, ...ancestry(selected).slice(0, -1)])]);
  }, [selected, collapsed]);

  const items = useMemo(() => {
    // The whole title on hover, should a title be cut: items carry it as `title`; a submenu's
    // label is antd's own title span (used as is when given), with the title added.
    const groupLabel = (text: string) => (
      <span className={`${getPrefixCls('menu')}-title-content`} title={text}>
        {text}
      </span>
    );
    const toItem = (node: MenuNode): Item =>
      node.children.length > 0
        ? { key: node.key, icon: <MenuIcon name={node.icon} />, label: groupLabel(t(node.titleKey)), children: node.children.map(toItem) }
        : { key: node.key, icon: <MenuIcon name={node.icon} />, label: t(node.titleKey), title: t(node.titleKey) };
    return menu.map(toItem);
  }, [menu, t, getPrefixCls]);

  const paths = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (nodes: MenuNode[]) => {
      for (const node of nodes) {
        map.set(node.key, node.path);
        walk(node.children);
      }
    };
    walk(menu);
    return map;
  }, [menu]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      // 20 px a level, as the reference shell indents: a third-level title keeps room for "WMS异常日志".
      inlineIndent={20}
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={[selected]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        const path = paths.get(key);
        if (!path) return;
        useAppStore.getState().setDrawer(false);
        if (isExternal(path)) window.open(path, '_blank', 'noopener');
        else navigate(path);
      }}
      data-testid="sidebar-menu"
    />
  );
}
