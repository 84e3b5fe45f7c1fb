import { useQuery } from '@tanstack/react-query';
import type { MenuKey } from '@trace/contract/catalogue';
import { FUNNEL_STAGES, type HomeActivity } from '@trace/contract/report';
import { Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHomeActivity } from '../../api/dashboard.ts';
import { fetchRunningJobs, RUNNING_JOBS_KEY } from '../../api/jobs.ts';
import { warnings, warningsApi } from '../../api/warnings.ts';
import { PageLink } from '../../components/page-link.tsx';
import { usePermission } from '../../components/permission.tsx';
import { formatNumber } from '../../utils/format.ts';

const ReportChart = lazy(() => import('../../components/report-chart.tsx'));

type Series = keyof HomeActivity['series'];
type Lot = NonNullable<HomeActivity['funnel']>[number];

/** Each figure's page: the report or list that shows what it counts, with the period it covers. */
const SERIES_PAGE: Record<Series, MenuKey> = {
  generated: 'rulenews',
  printed: 'rulenews',
  commissioned: 'collect',
  shipped: 'shipmentsreport',
  scanned: 'supervise',
};
const SERIES_ORDER: Series[] = ['generated', 'printed', 'commissioned', 'shipped', 'scanned'];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A figure of the last 30 days: today, the last 7 days and all 30, linked to the page behind it. */
function SeriesTile({ name, values, days }: { name: Series; values: number[]; days: string[] }) {
  const { t } = useTranslation();
  const page = SERIES_PAGE[name];
  const query: Record<string, string> = page === 'rulenews' ? {} : { from: days[0] ?? '', to: days.at(-1) ?? '' };
  return (
    <Card size="small" data-testid={`activity-${name}`}>
      <Statistic
        title={
          <PageLink page={page} query={query}>
            {t(`common.activity_${name}`)}
          </PageLink>
        }
        value={formatNumber(values.at(-1) ?? 0)}
        suffix={<Typography.Text type="secondary">{t('common.activityToday')}</Typography.Text>}
      />
      <Typography.Text type="secondary">
        {t('common.activityWeekMonth', { week: formatNumber(sum(values.slice(-7))), month: formatNumber(sum(values)) })}
      </Typography.Text>
    </Card>
  );
}

/** The lots commissioned last, from their label batches to consumers' scans: where labels or goods go missing. */
function LotFunnel({ lots, days }: { lots: Lot[]; days: string[] }) {
  const { t } = useTranslation();
  // A lot's production orders may be older than the 30 days shown: its link looks back a year.
  const today = days.at(-1) ?? '';
  const period = { from: dayjs(today).subtract(364, 'day').format('YYYY-MM-DD'), to: today };
  return (
    <Card title={t('common.funnelTitle')} data-testid="lot-funnel">
      <Typography.Paragraph type="secondary">{t('common.funnelHint')}</Typography.Paragraph>
      <Table<Lot>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey={(lot) => `${lot.product_id}|${lot.lot_no}`}
        dataSource={lots}
        columns={[
          {
            key: 'lot',
            title: t('report.column_lot_no'),
            render: (_, lot) => (
              <PageLink page="productionorder" query={{ ...period, product_id: String(lot.product_id), lot_no: lot.lot_no }}>
                {lot.lot_no}
              </PageLink>
            ),
          },
          { key: 'product', title: t('report.column_product'), dataIndex: 'product_name' },
          ...FUNNEL_STAGES.map((stage) => ({
            key: stage,
            title: stage === 'generated' || stage === 'printed' ? t(`common.funnel_${stage}`) : t(`report.column_${stage}`),
            align: 'right' as const,
            render: (_: unknown, lot: Lot) => {
              const base = stage === 'generated' || stage === 'printed' ? lot.generated : lot.commissioned;
              const share = base > 0 && stage !== 'generated' && stage !== 'commissioned' ? Math.round((lot[stage] / base) * 100) : null;
              return (
                <span data-testid={`funnel-${stage}`}>
                  {formatNumber(lot[stage])}
                  {share !== null && <Typography.Text type="secondary"> ({share}%)</Typography.Text>}
                </span>
              );
            },
          })),
        ]}
        locale={{ emptyText: t('common.funnelEmpty') }}
      />
    </Card>
  );
}

/**
 * The home page's activity: the last 30 of the enterprise's days, each figure the person's grants
 * cover (the server leaves out the rest), the warnings assigned to them, the jobs running, and the
 * latest lots' funnels. Every tile links to the report or list behind it.
 */
export function HomeActivityCards({ enterpriseAccount }: { enterpriseAccount: boolean }) {
  const { t } = useTranslation();
  const activity = useQuery({ queryKey: ['dashboard', 'activity'], queryFn: fetchHomeActivity });
  const mayWarnings = usePermission(['queryconsumerwarning']);
  const mine = useQuery({ queryKey: [...warnings.key, 'mine'], queryFn: warningsApi.mine, enabled: mayWarnings });
  const jobs = useQuery({ queryKey: RUNNING_JOBS_KEY, queryFn: fetchRunningJobs, enabled: enterpriseAccount });
  const data = activity.data;
  const present = useMemo(() => SERIES_ORDER.filter((name) => data?.series[name] !== undefined), [data]);
  const rows = useMemo(
    () =>
      data ? data.days.map((day, i) => ({ day, ...Object.fromEntries(present.map((name) => [name, data.series[name]?.[i] ?? 0])) })) : [],
    [data, present],
  );
  const titleOf = useCallback((key: string) => (key === 'day' ? t('report.column_day') : t(`common.activity_${key}`)), [t]);
  const valueText = useCallback(
    (_: string, value: string | number | null) => (typeof value === 'number' ? formatNumber(value) : String(value ?? '')),
    [],
  );
  const kindOf = useCallback((key: string) => (key === 'day' ? 'date' : 'count'), []);
  if (activity.isPending) return <Skeleton active />;
  if (!data) return null;
  return (
    <>
      {(present.length > 0 || mayWarnings || enterpriseAccount) && (
        <Row gutter={[16, 16]} className="dashboard-activity">
          {present.map((name) => (
            <Col xs={12} md={8} xl={4} key={name}>
              <SeriesTile name={name} values={data.series[name] ?? []} days={data.days} />
            </Col>
          ))}
          {mayWarnings && (
            <Col xs={12} md={8} xl={4}>
              <Card size="small" data-testid="activity-warnings">
                <Statistic
                  title={
                    <PageLink page="queryconsumerwarning" query={{ mine: 'true' }}>
                      {t('common.activityWarnings')}
                    </PageLink>
                  }
                  value={formatNumber(mine.data?.assigned ?? 0)}
                  loading={mine.isPending}
                />
              </Card>
            </Col>
          )}
          {enterpriseAccount && (
            <Col xs={12} md={8} xl={4}>
              <Card size="small" data-testid="activity-jobs">
                <Statistic title={t('common.runningJobs')} value={formatNumber(jobs.data?.length ?? 0)} loading={jobs.isPending} />
              </Card>
            </Col>
          )}
        </Row>
      )}
      {present.length > 0 && (
        <Card title={t('common.activityTrend', { zone: data.time_zone })}>
          <Suspense fallback={<Skeleton active />}>
            <ReportChart
              chart={{ kind: 'line', x: 'day', series: present }}
              rows={rows}
              kindOf={kindOf}
              titleOf={titleOf}
              valueText={valueText}
              label={t('common.activityTitle')}
            />
          </Suspense>
        </Card>
      )}
      {data.funnel && <LotFunnel lots={data.funnel} days={data.days} />}
    </>
  );
}
