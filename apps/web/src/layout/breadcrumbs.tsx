import { ancestry, HOME_PAGE, routePath, titleKey } from '@trace/contract/catalogue';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { currentHandle } from './route-handle.ts';

/** Rooted at the home page; groups of the catalogue as plain text; the last item plain. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const handle = currentHandle(useMatches());
  const home = t(titleKey(HOME_PAGE));
  if (!handle.titleKey || handle.key === HOME_PAGE) return <Breadcrumb className="breadcrumbs" items={[{ title: home }]} />;
  const groups = handle.key
    ? ancestry(handle.key)
        .slice(0, -1)
        .map((key) => ({ title: t(titleKey(key)) }))
    : [];
  return (
    <Breadcrumb
      className="breadcrumbs"
      data-testid="breadcrumbs"
      items={[{ title: <Link to={routePath(HOME_PAGE)}>{home}</Link> }, ...groups, { title: t(handle.titleKey) }]}
    />
  );
}
