import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { SCAN_VERDICTS, SCANNERS, type ScanRecord, type ScanVerdict } from '@trace/contract/scan';
import { Form, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { scanRecords, unlockAntiCode } from '../../api/scans.ts';
import { AreaPicker } from '../../components/area-picker.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { DateText } from '../../components/date-text.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { ActionsCell, actionsColumn } from '../../components/row-actions.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { ScanMapPanel } from './scan-map-panel.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-occurred_at' };
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
    actionsColumn<ScanRecord>(t('base.actions'), (row) => (
      <ActionsCell
        actions={
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
      />
    )),
  ];
  return (
    <DataTable<ScanRecord>
      title={t('menu.customerquery')}
      queryKey={scanRecords.key}
      fetchPage={(query) => scanRecords.page(query)}
      defaults={DEFAULTS}
      storageKey="customerquery"
      filters={[
        <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('scan.code')}>
          <Input allowClear id="filter_keyword" placeholder={t('scan.searchCode')} style={{ width: 220 }} />
        </Form.Item>,
        <Form.Item htmlFor="filter_verdict" key="verdict" name="verdict" label={t('scan.verdict')}>
          <Select
            id="filter_verdict"
            allowClear
            placeholder={t('scan.allVerdicts')}
            style={{ width: 200 }}
            options={SCAN_VERDICTS.map((v) => ({ value: v, label: t(`scan.verdict_${v}`) }))}
          />
        </Form.Item>,
        <Form.Item htmlFor="filter_scanner" key="scanner" name="scanner" label={t('scan.scanner')}>
          <Select
            id="filter_scanner"
            allowClear
            placeholder={t('scan.allScanners')}
            style={{ width: 150 }}
            options={SCANNERS.map((s) => ({ value: s, label: t(`scan.scanner_${s}`) }))}
          />
        </Form.Item>,
        <Form.Item htmlFor="filter_counted" key="counted" name="counted" label={t('scan.counted')}>
          <Select
            id="filter_counted"
            allowClear
            placeholder={t('scan.anyCounting')}
            style={{ width: 160 }}
            options={[
              { value: 'true', label: t('scan.countedYes') },
              { value: 'false', label: t('scan.countedNo') },
            ]}
          />
        </Form.Item>,
        <Form.Item htmlFor="filter_anti_code" key="anti_code_locked" name="anti_code_locked" label={t('scan.antiCode')}>
          <Select
            id="filter_anti_code"
            allowClear
            placeholder={t('scan.antiCodeAny')}
            style={{ width: 160 }}
            options={[{ value: 'true', label: t('scan.antiCodeLockedOnly') }]}
          />
        </Form.Item>,
        <Form.Item htmlFor="filter_region" key="region" name="region" label={t('scan.regionFilter')}>
          <AreaPicker id="filter_region" />
        </Form.Item>,
        <Form.Item htmlFor="filter_from" key="occurred_from" name="occurred_from" label={t('scan.from')}>
          <DateText id="filter_from" />
        </Form.Item>,
        <Form.Item htmlFor="filter_to" key="occurred_to" name="occurred_to" label={t('scan.to')}>
          <DateText id="filter_to" />
        </Form.Item>,
      ]}
      columns={columns}
      beforeTable={<ScanMapPanel values={values} onRegion={(region) => update({ region, page: 1 })} />}
      empty={t('scan.emptyRecords')}
      exportTo={{ path: `${scanRecords.path}/export`, permission: buttonCode('customerquery', 'export') }}
    />
  );
}
