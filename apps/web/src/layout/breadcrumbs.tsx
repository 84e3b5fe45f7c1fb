import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { menuAncestors } from '../app/menu.ts';
import { currentHandle } from '../app/route-handle.ts';

/** Rooted at the home page; groups of the catalogue as plain text; the last item plain. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const handle = currentHandle(useMatches());
  const home = t('menu.dashboard');
  if (!handle.titleKey || handle.titleKey === 'menu.dashboard') return <Breadcrumb className="breadcrumbs" items={[{ title: home }]} />;
  const groups = handle.key ? menuAncestors(handle.key).map((key) => ({ title: t(`menu.${key}`) })) : [];
  return (
    <Breadcrumb
      className="breadcrumbs"
      data-testid="breadcrumbs"
      items={[{ title: <Link to="/dashboard">{home}</Link> }, ...groups, { title: t(handle.titleKey) }]}
    />
  );
}
