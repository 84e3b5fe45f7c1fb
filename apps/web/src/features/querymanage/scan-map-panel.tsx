import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScanCounts, ScanRegion } from '@trace/contract/scan';
import { Alert, Button, Card, Empty, Segmented, Skeleton, Space, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanRecords, scanRegionsOf } from '../../api/scans.ts';
import { areaHolding, CHINA, provinceOf } from '../../components/china-areas.ts';
import { ChinaMapTrail } from '../../components/china-map-trail.tsx';
import { useStored } from '../../components/use-stored.ts';
import { formatNumber } from '../../utils/format.ts';

const ChinaMapChart = lazy(() => import('../../components/china-map-chart.tsx'));
/** The records' filters the map counts by; the region filter is what the map sets. */
const FILTERS = ['keyword', 'verdict', 'scanner', 'counted', 'product_id', 'occurred_from', 'occurred_to'] as const;

type View = 'map' | 'list';

type Props = {
  /** The records' URL state: its filters, and the region picked. */
  values: Record<string, string>;
  /** Filters the records by a region (none: all of them). */
  onRegion: (region: string | undefined) => void;
};

/**
 * The records' scans by region above their list: China's provinces, or the cities of the province
 * the region filter lies in. Picking a province filters the records by it and shows its cities;
 * picking a city filters by the city; "China" clears the filter. As a map (loaded on first show)
 * or as a ranked list; the panel folds away, remembered in this browser.
 */
export function ScanMapPanel({ values, onRegion }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useStored<boolean>('customerquery:map-open', true);
  const [view, setView] = useStored<View>('customerquery:map-view', 'map');
  const region = provinceOf(values.region) ? values.region : undefined;
  const parent = provinceOf(region);
  const area = parent ?? CHINA;
  const [failedArea, setFailedArea] = useState<string>();
  const mapFailed = failedArea === area;
  const filter: Record<string, string | undefined> = Object.fromEntries(
    FILTERS.filter((key) => values[key]).map((key) => [key, values[key]]),
  );
  const query = useQuery({
    queryKey: [...scanRecords.key, 'regions', parent ?? '', filter],
    queryFn: () => scanRegionsOf({ ...filter, parent }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const data = query.data?.parent === (parent ?? '') ? query.data : undefined;
  const regions = data?.list ?? [];
  const selected = parent
    ? areaHolding(
        regions.map((r) => r.region_code),
        region,
      )
    : undefined;
  const describe = (r: ScanRegion) =>
    t('scan.mapRegionSummary', {
      name: r.region_name,
      scans: formatNumber(r.scans),
      counted: formatNumber(r.counted),
      suspicious: formatNumber(r.suspicious),
    });
  const byCode = new Map(regions.map((r) => [r.region_code, r]));
  const onFailed = useCallback(() => setFailedArea(area), [area]);
  // Picking the city already picked goes back to its whole province.
  const pick = (code: string) => onRegion(parent && code === selected ? parent : code);
  const showMap = view === 'map' && !mapFailed;

  return (
    <Card
      title={t('scan.mapTitle')}
      data-testid="scan-map-panel"
      extra={
        <Space>
          {open ? (
            <Segmented<View>
              aria-label={t('scan.mapTitle')}
              value={view}
              onChange={setView}
              options={[
                { value: 'map', label: t('scan.mapView') },
                { value: 'list', label: t('scan.listView') },
              ]}
            />
          ) : null}
          <Button onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? t('scan.mapHide') : t('scan.mapShow')}
          </Button>
        </Space>
      }
      styles={open ? undefined : { body: { display: 'none' } }}
    >
      {open ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <ChinaMapTrail province={parent ? (data?.parent_name ?? parent) : undefined} onCountry={() => onRegion(undefined)} />
          <Typography.Text type="secondary">{t(parent ? 'scan.mapHintCities' : 'scan.mapHint')}</Typography.Text>
          {mapFailed ? <Alert type="warning" showIcon message={t('scan.mapLoadFailed')} /> : null}
          {!data ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : data.list.length === 0 ? (
            <Empty description={t('scan.mapEmpty')} />
          ) : showMap ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <ChinaMapChart
                area={area}
                areas={data.list.map((r) => ({ code: r.region_code, count: r.scans }))}
                selected={selected}
                onPick={pick}
                describe={(code) => {
                  const r = byCode.get(code);
                  return r ? describe(r) : code;
                }}
                testId="scan-map"
                label={
                  data.parent_name ? t('common.labelValue', { label: t('scan.mapTitle'), value: data.parent_name }) : t('scan.mapTitle')
                }
                onFailed={onFailed}
              />
            </Suspense>
          ) : (
            <RegionRanking regions={data.list} selected={selected} onPick={pick} />
          )}
          {data && data.unplaced.scans > 0 ? (
            <Typography.Text type="secondary" data-testid="map-unplaced">
              {t('common.labelValue', {
                label: parent ? t('scan.mapUnplacedProvince') : t('scan.mapUnplacedCountry'),
                value: describeCounts(data.unplaced, t),
              })}
            </Typography.Text>
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
}

function describeCounts(counts: ScanCounts, t: TFunction): string {
  const figures: Array<[string, number]> = [
    ['scan.mapScans', counts.scans],
    ['scan.mapCounted', counts.counted],
    ['scan.mapSuspicious', counts.suspicious],
  ];
  return figures.map(([label, value]) => t('common.labelValue', { label: t(label), value: formatNumber(value) })).join(' · ');
}

/** The regions most scanned first, each a link that picks it: the map's data for every reader. */
function RegionRanking({ regions, selected, onPick }: { regions: ScanRegion[]; selected?: string; onPick: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table<ScanRegion>
      size="small"
      rowKey="region_code"
      pagination={false}
      dataSource={regions}
      data-testid="map-ranking"
      columns={[
        {
          title: t('scan.region'),
          dataIndex: 'region_name',
          render: (name: string, r) => (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              aria-pressed={r.region_code === selected}
              onClick={() => onPick(r.region_code)}
            >
              {name}
            </Button>
          ),
        },
        { title: t('scan.mapScans'), dataIndex: 'scans', align: 'right', render: (n: number) => formatNumber(n) },
        { title: t('scan.mapCounted'), dataIndex: 'counted', align: 'right', render: (n: number) => formatNumber(n) },
        { title: t('scan.mapSuspicious'), dataIndex: 'suspicious', align: 'right', render: (n: number) => formatNumber(n) },
      ]}
    />
  );
}
