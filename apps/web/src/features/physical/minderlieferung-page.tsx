import { buttonCode } from '@trace/contract/catalogue';
import type { ShortDelivery } from '@trace/contract/shipment';
import { Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/base.ts';
import { DataTable } from '../../components/data-table.tsx';
import { DateText } from '../../components/date-text.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = { page: '1', page_size: '20', sort: '-closed_at' };
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
    {
      title: t('physical.shipmentNo'),
      dataIndex: 'shipment_no',
      key: 'shipment_no',
      width: 170,
      render: (no: string) => (
        <Typography.Text code copyable>
          {no}
        </Typography.Text>
      ),
    },
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
    <DataTable<ShortDelivery>
      title={t('menu.Minderlieferung')}
      queryKey={shortDeliveries.key}
      fetchPage={(query) => shortDeliveries.page(query)}
      defaults={DEFAULTS}
      storageKey="Minderlieferung"
      filters={[
        <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('base.keyword')}>
          <Input allowClear id="filter_keyword" placeholder={t('physical.shipmentNo')} style={{ width: 180 }} />
        </Form.Item>,
        <Form.Item htmlFor="filter_dealer" key="dealer_id" name="dealer_id" label={t('physical.dealer')}>
          <RefSelect id="filter_dealer" resource="dealers" style={{ width: 200 }} />
        </Form.Item>,
        <Form.Item htmlFor="filter_product" key="product_id" name="product_id" label={t('base.product')}>
          <RefSelect id="filter_product" resource="products" style={{ width: 200 }} />
        </Form.Item>,
        <Form.Item htmlFor="filter_from" key="closed_from" name="closed_from" label={t('physical.closedFrom')}>
          <DateText id="filter_from" />
        </Form.Item>,
        <Form.Item htmlFor="filter_to" key="closed_to" name="closed_to" label={t('physical.closedTo')}>
          <DateText id="filter_to" />
        </Form.Item>,
      ]}
      columns={columns}
      empty={t('physical.shortEmpty')}
      exportTo={{ path: `${shortDeliveries.path}/export`, permission: buttonCode('Minderlieferung', 'export') }}
    />
  );
}
