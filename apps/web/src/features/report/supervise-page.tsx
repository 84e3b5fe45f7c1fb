import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../components/page-link.tsx';
import { ReportPage, type ReportRow, type ReportView } from '../../components/report-page.tsx';

/** A province's or city's code: the report drills into it (a district is as far as it goes). */
const drillable = (ref: ReportRow[string] | undefined): ref is string => typeof ref === 'string' && /^\d{4}00$/.test(ref);

/**
 * Market supervision (`supervise`): consumer scans, warnings and field inspections by region, on
 * the map of China (a province picked shows its cities), or as a ranking of dealers, each linked to
 * its warnings and its inspections of the same period.
 */
export default function SupervisePage() {
  const { t } = useTranslation();
  const region = (row: ReportRow, view: ReportView) =>
    view.group === 'region' && drillable(row.ref) ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        onClick={() => view.drill({ region_code: String(row.ref) })}
        data-testid="report-drill"
      >
        {row.label}
      </Button>
    ) : undefined;
  const related = ({ group, query }: ReportView) =>
    group === 'dealer'
      ? [
          {
            key: 'related',
            title: t('report.related'),
            render: (_: unknown, row: ReportRow) =>
              row.ref === null || row.ref === undefined ? null : (
                <Space size="middle">
                  <PageLink
                    page="queryconsumerwarning"
                    query={{ dealer_id: String(row.ref), raised_from: query.from, raised_to: query.to }}
                    testId="dealer-warnings"
                  >
                    {t('report.dealerWarnings')}
                  </PageLink>
                  <PageLink
                    page="inspectrecord"
                    query={{ dealer_id: String(row.ref), inspected_from: query.from, inspected_to: query.to }}
                    testId="dealer-inspections"
                  >
                    {t('report.dealerInspections')}
                  </PageLink>
                </Space>
              ),
          },
        ]
      : [];
  return (
    <ReportPage
      report="supervise"
      cell={(column, row, view) => (column === 'label' ? region(row, view) : undefined)}
      extraColumns={related}
    />
  );
}
