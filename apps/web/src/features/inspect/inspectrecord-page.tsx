import { INSPECTION_VERDICTS, type Inspection, type InspectionVerdict } from '@trace/contract/inspection';
import { Form, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inspections } from '../../api/inspections.ts';
import { AreaPicker } from '../../components/area-picker.tsx';
import { EmployeeSelect } from '../../components/employee-select.tsx';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';
import { InspectionDrawer } from './inspection-drawer.tsx';
import { VerdictTag } from './inspection-parts.tsx';
import { WarningLink } from './warning-link.tsx';
import './field-inspection.css';

const DEFAULTS = listDefaults('-inspected_at');

/**
 * Inspection records (`inspectrecord`): every field inspection, newest first, filtered by code or
 * store, verdict, inspector, dealer, product, region and day; export of the filter; a drawer with
 * the record's photos and where it was made.
 */
export default function InspectrecordPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Inspection | null>(null);
  const columns: ColumnsType<Inspection> = [
    timeColumn(t('inspection.inspectedAt'), 'inspected_at'),
    { title: t('inspection.inspector'), dataIndex: 'inspector_name', key: 'inspector_name', width: 130 },
    {
      title: t('scan.code'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string, row) => (
        <Tooltip title={row.raw_value}>
          <Typography.Text code copyable={{ text: code || row.raw_value }} data-testid="inspection-code">
            {code || row.raw_value}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('inspection.verdict'),
      dataIndex: 'verdict',
      key: 'verdict',
      width: 130,
      render: (verdict: InspectionVerdict) => <VerdictTag verdict={verdict} />,
    },
    { title: t('scan.product'), dataIndex: 'product_name', key: 'product_name', width: 180, ellipsis: true },
    { title: t('codes.lot'), dataIndex: 'lot_no', key: 'lot_no', width: 120 },
    { title: t('physical.dealer'), dataIndex: 'dealer_name', key: 'dealer_name', width: 180, ellipsis: true },
    { title: t('inspection.region'), dataIndex: 'region_name', key: 'region_name', width: 180, ellipsis: true },
    {
      title: t('inspection.storeName'),
      dataIndex: 'store_name',
      key: 'store_name',
      width: 180,
      ellipsis: { showTitle: false },
      render: (name: string, row) => (
        <Tooltip title={row.store_address}>
          <span data-testid="inspection-store">{name}</span>
        </Tooltip>
      ),
    },
    {
      title: t('inspection.photoCount'),
      dataIndex: 'photos',
      key: 'photos',
      width: 90,
      align: 'right',
      render: (photos: string[]) => <span data-testid="inspection-photo-count">{formatNumber(photos.length)}</span>,
    },
    {
      title: t('inspection.warning'),
      dataIndex: 'warning_id',
      key: 'warning_id',
      width: 110,
      render: (id: number | null) => (id !== null ? <WarningLink id={id} /> : null),
    },
  ];

  return (
    <ListPage<Inspection, 'inspectrecord'>
      menuKey="inspectrecord"
      api={inspections}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('inspection.search'), width: 220 },
        {
          kind: 'select',
          name: 'verdict',
          label: t('inspection.verdict'),
          placeholder: t('inspection.allVerdicts'),
          width: 160,
          options: INSPECTION_VERDICTS.map((verdict) => ({ value: verdict, label: t(`inspection.verdict_${verdict}`) })),
        },
        <Form.Item htmlFor="filter_inspector" key="inspector_id" name="inspector_id" label={t('inspection.inspector')}>
          <EmployeeSelect id="filter_inspector" source="inspections" testId="filter-inspector" />
        </Form.Item>,
        { kind: 'ref', name: 'dealer_id', label: t('physical.dealer'), resource: 'dealers', width: 200 },
        { kind: 'ref', name: 'product_id', label: t('scan.product'), resource: 'products', width: 200 },
        <Form.Item htmlFor="filter_region" key="region" name="region" label={t('inspection.region')}>
          <AreaPicker id="filter_region" />
        </Form.Item>,
        { kind: 'date', name: 'inspected_from', id: 'from', label: t('inspection.from') },
        { kind: 'date', name: 'inspected_to', id: 'to', label: t('inspection.to') },
      ]}
      columns={columns}
      rowActions={(row) => [
        { key: 'view', label: t('inspection.view'), roles: ['inspectrecord'], onClick: () => setShown(row), testId: 'inspection-view' },
      ]}
      actionLinks={1}
      empty={t('inspection.recordsEmpty')}
    >
      <InspectionDrawer inspection={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
