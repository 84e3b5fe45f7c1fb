import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { SCAN_VERDICTS, SCANNERS, type ScanRecord, type ScanVerdict } from '@trace/contract/scan';
import { Form, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { scanRecords, unlockAntiCode } from '../../api/scans.ts';
import { AreaPicker } from '../../components/area-picker.tsx';
import { ListPage, listDefaults, yesNo } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { ScanMapPanel } from './scan-map-panel.tsx';

const DEFAULTS = listDefaults('-occurred_at');
/** Preset colours, whose text keeps WCAG contrast on their tint (the status colours' does not). */
const VERDICT_COLOR: Record<ScanVerdict, string> = {
  not_found: 'default',
  mismatch: 'red',
  voided: 'red',
  replaced: 'purple',
  not_activated: 'red',
  recalled: 'magenta',
  on_hold: 'geekblue',
  genuine_first: 'green',
  genuine_repeat: 'blue',
  over_limit: 'orange',
};

/**
 * Consumer query records (`customerquery`): every scan of the enterprise's codes with the verdict
 * the consumer saw, whether it counted, where (region from the address, or GPS with consent) and a
 * device's short hash; filters by verdict, scanner, counting, region and day; export. A code whose
 * anti-code locked after repeated wrong tries is marked (and found by a filter) and may be unlocked.
 * Above the list, the same scans by province and city: picking a region filters the list by it.
 */
export default function CustomerqueryPage() {
  const { t } = useTranslation();
  const { values, update } = useListParams(DEFAULTS);
  const client = useQueryClient();
  const unlock = useMutation({
    mutationFn: unlockAntiCode,
    onSuccess: (answer) => {
      toastSuccess(t('scan.antiCodeUnlocked', { code: answer.code }));
      void client.invalidateQueries({ queryKey: scanRecords.key });
    },
  });
  const columns: ColumnsType<ScanRecord> = [
    { ...timeColumn<ScanRecord>(t('scan.occurredAt'), 'occurred_at'), sorter: true },
    {
      title: t('scan.code'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string, row) => (
        <Space size={4}>
          <Typography.Text code>{code}</Typography.Text>
          {row.anti_code_locked ? (
            <Tooltip title={t('scan.antiCodeLockedHint')}>
              <Tag color="red" data-testid="anti-code-locked">
                {t('scan.antiCodeLocked')}
              </Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    { title: t('scan.product'), dataIndex: 'product_name', key: 'product_name', width: 180 },
    {
      title: t('scan.verdict'),
      dataIndex: 'verdict',
      key: 'verdict',
      width: 170,
      render: (verdict: ScanVerdict) => (
        <Tag color={VERDICT_COLOR[verdict]} data-testid="scan-verdict">
          {t(`scan.verdict_${verdict}`)}
        </Tag>
      ),
    },
    {
      title: t('scan.counted'),
      dataIndex: 'counted',
      key: 'counted',
      width: 110,
      render: (counted: boolean) => (counted ? t('scan.countedYes') : t('scan.countedNo')),
    },
    {
      title: t('scan.scanner'),
      dataIndex: 'scanner',
      key: 'scanner',
      width: 120,
      render: (scanner: string) => t(`scan.scanner_${scanner}`),
    },
    {
      title: t('scan.region'),
      dataIndex: 'region_name',
      key: 'region_name',
      width: 200,
      render: (name: string, row) => (name ? `${name} (${t(`scan.geo_${row.geo_source}`)})` : t('scan.geo_none')),
    },
    { title: t('scan.route'), dataIndex: 'route', key: 'route', width: 140, render: (route: string) => t(`scan.route_${route}`) },
    { title: t('scan.address'), dataIndex: 'address', key: 'address', width: 170 },
    { title: t('scan.device'), dataIndex: 'device', key: 'device', width: 120 },
  ];
  return (
    <ListPage<ScanRecord, 'customerquery'>
      menuKey="customerquery"
      api={scanRecords}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('scan.code'), placeholder: t('scan.searchCode'), width: 220 },
        {
          kind: 'select',
          name: 'verdict',
          label: t('scan.verdict'),
          placeholder: t('scan.allVerdicts'),
          width: 200,
          options: SCAN_VERDICTS.map((v) => ({ value: v, label: t(`scan.verdict_${v}`) })),
        },
        {
          kind: 'select',
          name: 'scanner',
          label: t('scan.scanner'),
          placeholder: t('scan.allScanners'),
          width: 150,
          options: SCANNERS.map((s) => ({ value: s, label: t(`scan.scanner_${s}`) })),
        },
        {
          kind: 'select',
          name: 'counted',
          label: t('scan.counted'),
          placeholder: t('scan.anyCounting'),
          width: 160,
          options: yesNo(t('scan.countedYes'), t('scan.countedNo')),
        },
        {
          kind: 'select',
          name: 'anti_code_locked',
          id: 'anti_code',
          label: t('scan.antiCode'),
          placeholder: t('scan.antiCodeAny'),
          width: 160,
          options: [{ value: 'true', label: t('scan.antiCodeLockedOnly') }],
        },
        <Form.Item htmlFor="filter_region" key="region" name="region" label={t('scan.regionFilter')}>
          <AreaPicker id="filter_region" />
        </Form.Item>,
        { kind: 'date', name: 'occurred_from', id: 'from', label: t('scan.from') },
        { kind: 'date', name: 'occurred_to', id: 'to', label: t('scan.to') },
      ]}
      columns={columns}
      rowActions={(row) =>
        row.anti_code_locked
          ? [
              {
                key: 'unlock',
                label: t('scan.unlock'),
                roles: [buttonCode('customerquery', 'unlock')],
                confirm: t('scan.unlockAntiCodeConfirm', { code: row.code }),
                onClick: () => unlock.mutate(row.code),
                testId: 'anti-code-unlock',
              },
            ]
          : []
      }
      beforeTable={<ScanMapPanel values={values} onRegion={(region) => update({ region, page: 1 })} />}
      empty={t('scan.emptyRecords')}
    />
  );
}
