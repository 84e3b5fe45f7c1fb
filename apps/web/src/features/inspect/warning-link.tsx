import { routePath } from '@trace/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The warning an inspection raised or joined, by its number, opening the warnings list. */
export function WarningLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Link to={routePath('queryconsumerwarning')} data-testid="inspection-warning">
      {t('inspection.warningNo', { id })}
    </Link>
  );
}
