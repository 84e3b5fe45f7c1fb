import { SHIPMENT_STATUSES, type Shipment } from '@trace/contract/shipment';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { shipments } from '../../api/shipments.ts';
import { ListPage, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { codeColumn, timeColumn } from '../../components/resource-page.tsx';
import { useShipmentActions } from './shipment-actions.tsx';
import { newShipmentValues, ShipmentFormFields, shipmentToForm } from './shipment-form.tsx';
import { ShipmentProgress, ShipmentStatusTag } from './shipment-parts.tsx';

const DEFAULTS = listDefaults('-created_at');

/**
 * Outbound orders (`freight`): goods leaving a warehouse for a dealer. Filters by number, state,
 * dealer, warehouse and planned date; scanned vs planned items; add and edit in a drawer; scan on
 * a phone-sized page, receive, close (short with a reason), cancel, delete and the handover note.
 */
export default function FreightPage() {
  const { t } = useTranslation();
  const drawer = useDrawerControl<Shipment>();
  const { actionsOf, dialog } = useShipmentActions({ onEdit: drawer.edit });
  const columns: ColumnsType<Shipment> = [
    { ...codeColumn(t('physical.shipmentNo'), 'shipment_no'), width: 170 },
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
  ];
  return (
    <ListPage<Shipment, 'freight'>
      menuKey="freight"
      api={shipments}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('base.keyword'), placeholder: t('physical.shipmentNo'), width: 180 },
        {
          kind: 'select',
          name: 'status',
          label: t('base.status'),
          width: 140,
          options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`physical.shipmentStatus_${s}`) })),
        },
        { kind: 'ref', name: 'dealer_id', label: t('physical.dealer'), resource: 'dealers', width: 200 },
        { kind: 'ref', name: 'warehouse_id', label: t('base.warehouse'), resource: 'warehouses', width: 180 },
        { kind: 'date', name: 'planned_from', id: 'from', label: `${t('physical.plannedOn')} ≥` },
        { kind: 'date', name: 'planned_to', id: 'to', label: `${t('physical.plannedOn')} ≤` },
      ]}
      columns={columns}
      rowActions={actionsOf}
      empty={t('physical.shipmentsEmpty')}
      add={{ label: t('physical.shipmentAdd') }}
      drawer={{
        control: drawer,
        editLabel: t('physical.shipmentEdit'),
        form: () => <ShipmentFormFields />,
        toForm: shipmentToForm,
        initialValues: newShipmentValues(),
        noStatus: true,
      }}
    >
      {dialog}
    </ListPage>
  );
}
