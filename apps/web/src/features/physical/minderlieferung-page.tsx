import type { ShortDelivery } from '@trace/contract/shipment';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/base.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { codeColumn, timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = listDefaults('-closed_at');
const shortDeliveries = resourceApi('shortdeliveries', 'physical');
const count = (n: number) => formatNumber(n);

/**
 * Short delivery (`Minderlieferung`): every product line of a closed outbound order that shipped
 * fewer items than planned, with the reason given at closing; by order number, dealer, product and
 * closing date; export.
 */
export default function MinderlieferungPage() {
  const { t } = useTranslation();
  const columns: ColumnsType<ShortDelivery> = [
    { ...codeColumn(t('physical.shipmentNo'), 'shipment_no'), width: 170, sorter: false },
    { title: t('physical.dealer'), dataIndex: 'dealer_name', key: 'dealer_name', width: 200 },
    { title: t('base.warehouse'), dataIndex: 'warehouse_name', key: 'warehouse_name', width: 180 },
    { title: t('base.product'), dataIndex: 'product_name', key: 'product_name', width: 220 },
    { title: t('physical.plannedItems'), dataIndex: 'planned_qty', key: 'planned_qty', align: 'right', width: 120, render: count },
    { title: t('physical.shippedItems'), dataIndex: 'shipped_qty', key: 'shipped_qty', align: 'right', width: 120, render: count },
    {
      title: t('physical.shortItems'),
      dataIndex: 'short_qty',
      key: 'short_qty',
      align: 'right',
      sorter: true,
      width: 120,
      render: (n: number) => <Typography.Text type="danger">{formatNumber(n)}</Typography.Text>,
    },
    { title: t('physical.reason'), dataIndex: 'reason', key: 'reason', width: 260, ellipsis: true },
    timeColumn(t('physical.closedAt'), 'closed_at'),
  ];
  return (
    <ListPage<ShortDelivery, 'Minderlieferung'>
      menuKey="Minderlieferung"
      api={shortDeliveries}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('base.keyword'), placeholder: t('physical.shipmentNo'), width: 180 },
        { kind: 'ref', name: 'dealer_id', label: t('physical.dealer'), resource: 'dealers', width: 200 },
        { kind: 'ref', name: 'product_id', label: t('base.product'), resource: 'products', width: 200 },
        { kind: 'date', name: 'closed_from', id: 'from', label: t('physical.closedFrom') },
        { kind: 'date', name: 'closed_to', id: 'to', label: t('physical.closedTo') },
      ]}
      columns={columns}
      empty={t('physical.shortEmpty')}
    />
  );
}
