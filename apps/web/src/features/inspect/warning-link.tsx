import { routePath } from '@trace/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The URL parameter of the warning open over the warnings list. */
export const OPEN = 'open';

/** The warnings list with one warning open over it. */
export const warningPath = (id: number) => `${routePath('queryconsumerwarning')}?${OPEN}=${id}`;

/** The warning an inspection raised or joined, by its number, opening its evidence over the warnings list. */
export function WarningLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Link to={warningPath(id)} data-testid="inspection-warning">
      {t('inspection.warningNo', { id })}
    </Link>
  );
}
