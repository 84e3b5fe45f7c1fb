import { routePath } from '@trace/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The URL parameter of the warning open over the warnings list. */
export const OPEN = 'open';

/** The warnings list with one warning open over it. */
export const warningPath = (id: number) => `${routePath('queryconsumerwarning')}?${OPEN}=${id}`;

/**
 * A warning by its number (an inspection's, a webhook delivery's), opening its evidence over the
 * warnings list; `bare`: the number alone, under a column that says what it numbers.
 */
export function WarningLink({ id, bare = false, testId = 'inspection-warning' }: { id: number; bare?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={warningPath(id)} data-testid={testId}>
      {bare ? id : t('inspection.warningNo', { id })}
    </Link>
  );
}
