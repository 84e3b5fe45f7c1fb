import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** URL state of a list that is not a filter. */
const VIEW_STATE = ['page', 'page_size', 'sort'];

/** Whether the list shows a filtered view: a filter in the URL that is set and not its default. */
export function isFiltered(values: Record<string, string>, defaults: Record<string, string>): boolean {
  return Object.entries(values).some(([key, value]) => !VIEW_STATE.includes(key) && value !== '' && value !== defaults[key]);
}

type Props = { filtered: boolean; empty: ReactNode; onClearFilters: () => void };

/**
 * An empty list: what the page is for when it has no records yet, but "nothing matches" with a way
 * back when filters hide them, since "No products yet. Add a product" is wrong after a search.
 */
export function ListEmpty({ filtered, empty, onClearFilters }: Props) {
  const { t } = useTranslation();
  if (!filtered) return <Empty description={empty} />;
  return (
    <Empty description={t('common.noMatches')}>
      <Button onClick={onClearFilters} data-testid="clear-filters">
        {t('common.clearFilters')}
      </Button>
    </Empty>
  );
}
