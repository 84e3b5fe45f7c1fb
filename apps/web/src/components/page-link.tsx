import { type MenuKey, routePath } from '@trace/contract/catalogue';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePermission } from './permission.tsx';

/** The address of a console page with its list filtered by `query`. */
export const pageHref = (page: MenuKey, query: Record<string, string>) => `${routePath(page)}?${new URLSearchParams(query)}`;

/**
 * A link to a console page (its list filtered by `query`) for an account that may open it; for
 * one that may not, the text alone, so no link leads to the "no access" page.
 */
export function PageLink({
  page,
  query,
  children,
  testId,
}: {
  page: MenuKey;
  query: Record<string, string>;
  children: ReactNode;
  testId?: string;
}) {
  if (!usePermission([page])) return <span data-testid={testId}>{children}</span>;
  return (
    <Link to={pageHref(page, query)} data-testid={testId}>
      {children}
    </Link>
  );
}

/**
 * A code in the monospace of codes, linked to the page that shows it (the information inquiry,
 * or the box query for a case or pallet) for an account that may open it.
 */
export function CodeLink({
  code,
  page = 'informationinquiry',
  testId = 'inquiry-link',
}: {
  code: string;
  page?: MenuKey;
  testId?: string;
}) {
  return (
    <PageLink page={page} query={{ code }} testId={testId}>
      <Typography.Text code>{code}</Typography.Text>
    </PageLink>
  );
}
