import { PlusOutlined } from '@ant-design/icons';
import { buttonCode } from '@trace/contract/catalogue';
import { SHIPMENT_STATUSES, type Shipment } from '@trace/contract/shipment';
import { Button, Form, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shipments } from '../../api/shipments.ts';
import { DataTable } from '../../components/data-table.tsx';
import { DateText } from '../../components/date-text.tsx';
import { Permission } from '../../components/permission.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { ActionsCell, actionsColumn } from '../../components/row-actions.tsx';
import { useShipmentActions } from './shipment-actions.tsx';
import { newShipmentValues, ShipmentFormFields, shipmentToForm } from './shipment-form.tsx';
import { ShipmentProgress, ShipmentStatusTag } from './shipment-parts.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/**
 * Outbound orders (`freight`): goods leaving a warehouse for a dealer. Filters by number, state,
 * dealer, warehouse and planned date; scanned vs planned items; add and edit in a drawer; scan on
 * a phone-sized page, receive, close (short with a reason), cancel, delete and the handover note.
 */
export default function FreightPage() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState<{ open: boolean; record: Shipment | null }>({ open: false, record: null });
  const { actionsOf, dialog } = useShipmentActions({ onEdit: (record) => setDrawer({ open: true, record }) });
  const columns: ColumnsType<Shipment> = [
    {
      title: t('physical.shipmentNo'),
      dataIndex: 'shipment_no',
      key: 'shipment_no',
      sorter: true,
      width: 170,
      render: (no: string) => (
        <Typography.Text code copyable>
          {no}
        </Typography.Text>
      ),
    },
    {
      title: t('base.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (s: Shipment['status']) => <ShipmentStatusTag status={s} />,
    },
    { title: t('physical.dealer'), dataIndex: 'dealer_name', key: 'dealer_name', width: 200 },
    { title: t('base.warehouse'), dataIndex: 'warehouse_name', key: 'warehouse_name', width: 180 },
    {
      title: t('physical.lines'),
      key: 'lines',
      width: 240,
      render: (_, s) => s.lines.map((l) => l.product_name).join(t('common.listSeparator')),
    },
    { title: t('physical.progress'), key: 'progress', width: 180, render: (_, s) => <ShipmentProgress shipment={s} /> },
    { title: t('physical.plannedOn'), dataIndex: 'planned_on', key: 'planned_on', sorter: true, width: 130 },
    timeColumn(t('physical.shippedAt'), 'shipped_at'),
    { title: t('physical.reason'), dataIndex: 'reason', key: 'reason', width: 200, ellipsis: true },
    timeColumn(t('base.createdAt'), 'created_at'),
    actionsColumn<Shipment>(t('base.actions'), (shipment) => <ActionsCell actions={actionsOf(shipment)} />),
  ];
  return (
    <>
      <DataTable<Shipment>
        title={t('menu.freight')}
        queryKey={shipments.key}
        fetchPage={(query) => shipments.page(query)}
        defaults={DEFAULTS}
        storageKey="freight"
        filters={[
          <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('base.keyword')}>
            <Input allowClear id="filter_keyword" placeholder={t('physical.shipmentNo')} style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_status" key="status" name="status" label={t('base.status')}>
            <Select
              allowClear
              id="filter_status"
              style={{ width: 140 }}
              options={SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`physical.shipmentStatus_${s}`) }))}
            />
          </Form.Item>,
          <Form.Item htmlFor="filter_dealer" key="dealer_id" name="dealer_id" label={t('physical.dealer')}>
            <RefSelect id="filter_dealer" resource="dealers" style={{ width: 200 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_warehouse" key="warehouse_id" name="warehouse_id" label={t('base.warehouse')}>
            <RefSelect id="filter_warehouse" resource="warehouses" style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_from" key="planned_from" name="planned_from" label={`${t('physical.plannedOn')} ≥`}>
            <DateText id="filter_from" />
          </Form.Item>,
          <Form.Item htmlFor="filter_to" key="planned_to" name="planned_to" label={`${t('physical.plannedOn')} ≤`}>
            <DateText id="filter_to" />
          </Form.Item>,
        ]}
        columns={columns}
        empty={t('physical.shipmentsEmpty')}
        exportTo={{ path: `${shipments.path}/export`, permission: buttonCode('freight', 'export') }}
        actions={
          <Permission roles={[buttonCode('freight', 'add')]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ open: true, record: null })}
              data-testid="freight-add"
            >
              {t('physical.shipmentAdd')}
            </Button>
          </Permission>
        }
      />
      <RecordDrawer<Shipment>
        open={drawer.open}
        record={drawer.record}
        title={drawer.record ? t('physical.shipmentEdit') : t('physical.shipmentAdd')}
        onClose={() => setDrawer({ open: false, record: null })}
        save={(body) => (drawer.record ? shipments.update(body) : shipments.add(body))}
        invalidates={shipments.key}
        toForm={shipmentToForm}
        initialValues={newShipmentValues()}
        testId="freight"
        noStatus
      >
        {() => <ShipmentFormFields />}
      </RecordDrawer>
      {dialog}
    </>
  );
}
