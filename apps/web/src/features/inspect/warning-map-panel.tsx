import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WARNING_KINDS, type WarningKind } from '@trace/contract/risk';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { warnings, warningsApi } from '../../api/warnings.ts';
import { areaHolding, CHINA, provinceOf } from '../../components/china-areas.ts';
import { ChinaMapTrail } from '../../components/china-map-trail.tsx';
import { useStored } from '../../components/use-stored.ts';
import { formatNumber } from '../../utils/format.ts';

const ChinaMapChart = lazy(() => import('../../components/china-map-chart.tsx'));

type Area = { code: string; name: string; count: number };

const kindOf = (value: string | undefined): WarningKind | undefined =>
  (WARNING_KINDS as readonly string[]).includes(value ?? '') ? (value as WarningKind) : undefined;

type Props = {
  /** The list's URL state: its kind filter counts on the map too, its region is what the map picks. */
  values: Record<string, string>;
  onRegion: (region: string | undefined) => void;
};

/**
 * Live warnings by province above the list, or by the cities of the province the region filter
 * lies in: picking a province filters the list by it and shows its cities, picking a city filters
 * by the city (again: back to its province), "China" clears the filter.
 */
export function WarningMapPanel({ values, onRegion }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useStored<boolean>('queryconsumerwarning:map-open', true);
  const kind = kindOf(values.kind);
  const dealerId = /^\d+$/.test(values.dealer_id ?? '') ? Number(values.dealer_id) : undefined;
  const region = provinceOf(values.region) ? values.region : undefined;
  const parent = provinceOf(region);
  const area = parent ?? CHINA;
  const [failedArea, setFailedArea] = useState<string>();
  const country = useQuery({
    queryKey: [...warnings.key, 'map', '', kind, dealerId],
    queryFn: () => warningsApi.map({ kind, dealer_id: dealerId }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const cities = useQuery({
    queryKey: [...warnings.key, 'map', parent, kind, dealerId],
    queryFn: () => warningsApi.map({ parent, kind, dealer_id: dealerId }),
    enabled: open && parent !== undefined,
  });
  const areas: Area[] | undefined = parent ? cities.data?.areas : country.data?.areas;
  const territory = (parent ? cities.data : country.data)?.territory ?? null;
  // The province's name comes from the country's figures, so a shared link names it too.
  const parentName = parent ? (country.data?.areas.find((a) => a.code === parent)?.name ?? parent) : undefined;
  const selected = parent
    ? areaHolding(
        (areas ?? []).map((a) => a.code),
        region,
      )
    : undefined;
  const byCode = new Map((areas ?? []).map((a) => [a.code, a]));
  const describe = (code: string) => {
    const found = byCode.get(code);
    return found ? t('warning.mapArea', { name: found.name, count: found.count }) : code;
  };
  const onFailed = useCallback(() => setFailedArea(area), [area]);
  const pick = (code: string) => onRegion(parent && code === selected ? parent : code);

  return (
    <Card
      title={t('warning.mapTitle')}
      data-testid="warning-map-panel"
      extra={
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('scan.mapHide') : t('scan.mapShow')}
        </Button>
      }
      styles={open ? undefined : { body: { display: 'none' } }}
    >
      {open ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <ChinaMapTrail province={parentName} onCountry={() => onRegion(undefined)} />
          <Typography.Text type="secondary">{t(parent ? 'warning.mapHintCities' : 'warning.mapHint')}</Typography.Text>
          <TerritoryLine territory={territory} filtered={dealerId !== undefined} />
          {!areas ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : areas.length === 0 && !territory ? (
            <Empty description={t('warning.mapEmpty')} />
          ) : failedArea === area ? (
            <>
              <Alert type="warning" showIcon message={t('scan.mapLoadFailed')} />
              <AreaRanking areas={areas} selected={selected} onPick={pick} />
            </>
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <ChinaMapChart
                area={area}
                areas={areas}
                selected={selected}
                onPick={pick}
                describe={describe}
                label={parentName ? t('common.labelValue', { label: t('warning.mapTitle'), value: parentName }) : t('warning.mapTitle')}
                onFailed={onFailed}
                testId="warning-map"
                territory={territory ? { regions: territory.regions, legend: t('warning.mapTerritoryLegend') } : undefined}
              />
            </Suspense>
          )}
        </Space>
      ) : null}
    </Card>
  );
}

type Territory = { dealer_name: string; regions: Array<{ code: string; name: string }> };

/** The dealer filtered by and its authorised sales regions in words (drawn on the map), or how to see them. */
function TerritoryLine({ territory, filtered }: { territory: Territory | null; filtered: boolean }) {
  const { t } = useTranslation();
  if (!territory) return filtered ? null : <Typography.Text type="secondary">{t('warning.mapTerritoryHint')}</Typography.Text>;
  const text =
    territory.regions.length === 0
      ? t('warning.mapTerritoryNone', { dealer: territory.dealer_name })
      : t('warning.mapTerritory', {
          dealer: territory.dealer_name,
          regions: territory.regions.map((region) => region.name).join(t('common.listSeparator')),
        });
  return <Typography.Text data-testid="warning-map-territory-text">{text}</Typography.Text>;
}

/** The areas with most live warnings first, each a link that picks it: the map's data where the drawing failed to load. */
function AreaRanking({ areas, selected, onPick }: { areas: Area[]; selected?: string; onPick: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <Table<Area>
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={[...areas].sort((a, b) => b.count - a.count)}
      columns={[
        {
          title: t('warning.region'),
          dataIndex: 'name',
          render: (name: string, a) => (
            <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={a.code === selected} onClick={() => onPick(a.code)}>
              {name}
            </Button>
          ),
        },
        { title: t('warning.liveCount'), dataIndex: 'count', align: 'right', render: (n: number) => formatNumber(n) },
      ]}
    />
  );
}
