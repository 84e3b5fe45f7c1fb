import { useQuery } from '@tanstack/react-query';
import { titleKey } from '@trace/contract/catalogue';
import type { OrderWithMaterials, RecallOrder } from '@trace/contract/production-query';
import { Button, Card, Descriptions, Empty, Form, Input, Skeleton, Space, Table, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../api/base.ts';
import { materialQueryApi, PRODUCTION_QUERY_KEY } from '../../api/production-query.ts';
import { DataTable } from '../../components/data-table.tsx';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { RefSelect } from '../../components/ref-select.tsx';
import { parseTime } from '../../components/time.ts';
import { useListParams } from '../../components/use-list-params.ts';
import { formatNumber } from '../../utils/format.ts';
import { OrderStatusTag, RecallCodes } from './production-query-parts.tsx';

/** The page's state in the URL: the tab, the order asked about, or the material (lot) recalled. */
const DEFAULTS = { tab: 'recall', page: '1', page_size: '20' };
const KEEP = ['tab', 'material_id', 'lot_no'];

/**
 * Material query (`materialquery`): the materials and lots an order used, and the reverse for a
 * recall — every order that used a material (lot), with its codes, exportable as two files.
 */
export default function MaterialqueryPage() {
  const { t } = useTranslation();
  const { values, update } = useListParams(DEFAULTS, KEEP);
  return (
    <Card title={t(titleKey('materialquery'))}>
      <Tabs
        activeKey={values.tab}
        onChange={(tab) => update({ tab, page: undefined, order_no: undefined })}
        items={[
          { key: 'recall', label: t('production.recall'), children: values.tab === 'recall' ? <RecallTab /> : null },
          { key: 'order', label: t('production.byOrder'), children: values.tab === 'order' ? <OrderTab /> : null },
        ]}
      />
    </Card>
  );
}

function RecallTab() {
  const { t } = useTranslation();
  const { values, update } = useListParams(DEFAULTS, KEEP);
  const [form] = Form.useForm<{ material_id?: number; lot_no?: string }>();
  const [codesOf, setCodesOf] = useState<RecallOrder | undefined>();
  const recall = values.material_id ? { material_id: values.material_id, lot_no: values.lot_no || undefined } : null;
  // The material and lot are what the list is of, not filters of it: its empty state says so.
  const listDefaults = useMemo(
    () => ({ ...DEFAULTS, material_id: values.material_id ?? '', lot_no: values.lot_no ?? '' }),
    [values.material_id, values.lot_no],
  );
  useEffect(() => {
    form.setFieldsValue({ material_id: values.material_id ? Number(values.material_id) : undefined, lot_no: values.lot_no ?? '' });
    setCodesOf(undefined);
  }, [form, values.material_id, values.lot_no]);

  const fetchPage = async (query: ListParams) => {
    try {
      return await materialQueryApi.orders({
        material_id: query.material_id,
        lot_no: query.lot_no,
        page: query.page,
        page_size: query.page_size,
      });
    } catch (error) {
      showRefusedFields(form, error);
      throw error;
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 8 }}
        data-testid="recall-form"
        onFinish={(f) => update({ material_id: f.material_id, lot_no: f.lot_no?.trim(), page: 1 })}
      >
        <Form.Item htmlFor="recall_material" name="material_id" label={t('production.material')} rules={[required(t)]}>
          <RefSelect id="recall_material" resource="materials" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item htmlFor="recall_lot" name="lot_no" label={t('production.materialLot')}>
          <Input id="recall_lot" allowClear maxLength={64} style={{ width: 180 }} placeholder={t('production.materialLotHint')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="recall-search">
          {t('common.search')}
        </Button>
      </Form>
      {recall ? (
        <>
          <DataTable<RecallOrder>
            title={t('production.recallOrders')}
            queryKey={[...PRODUCTION_QUERY_KEY, 'recall-orders']}
            fetchPage={fetchPage}
            defaults={listDefaults}
            keepParams={KEEP}
            storageKey="materialquery-orders"
            empty={t('production.recallEmpty')}
            exportTo={{ path: materialQueryApi.ordersExportPath, permission: 'materialquery:export' }}
            onRowClick={setCodesOf}
            columns={[
              {
                title: t('production.orderNo'),
                dataIndex: 'order_no',
                key: 'order_no',
                width: 160,
                render: (orderNo: string, row) => (
                  <Typography.Link
                    data-testid="recall-order"
                    onClick={(event) => {
                      event.stopPropagation();
                      setCodesOf(row);
                    }}
                  >
                    {orderNo}
                  </Typography.Link>
                ),
              },
              { title: t('codes.product'), dataIndex: 'product_name', key: 'product_name' },
              { title: t('codes.lot'), dataIndex: 'lot_no', key: 'lot_no', width: 120 },
              { title: t('plant.line'), dataIndex: 'line_name', key: 'line_name', width: 140 },
              {
                title: t('production.orderStatus'),
                dataIndex: 'status',
                key: 'status',
                width: 120,
                render: (s) => <OrderStatusTag status={s} />,
              },
              { title: t('production.producedOn'), dataIndex: 'produced_on', key: 'produced_on', width: 120 },
              { title: t('production.expiresOn'), dataIndex: 'expires_on', key: 'expires_on', width: 120 },
              {
                title: t('production.startedAt'),
                dataIndex: 'started_at',
                key: 'started_at',
                width: 170,
                render: (v: string | null) => parseTime(v),
              },
              {
                title: t('production.completedAt'),
                dataIndex: 'completed_at',
                key: 'completed_at',
                width: 170,
                render: (v: string | null) => parseTime(v),
              },
              {
                title: t('production.materialLots'),
                dataIndex: 'material_lots',
                key: 'material_lots',
                width: 150,
                render: (lots: string[]) => lots.join(', '),
              },
              { title: t('production.quantity'), dataIndex: 'quantity', key: 'quantity', width: 110, align: 'right' },
              {
                title: t('production.codeCount'),
                dataIndex: 'code_count',
                key: 'code_count',
                width: 110,
                align: 'right',
                render: (n: number) => formatNumber(n),
              },
            ]}
          />
          <RecallCodes recall={recall} order={codesOf} />
          {codesOf ? (
            <Button onClick={() => setCodesOf(undefined)} data-testid="recall-all-codes">
              {t('production.allOrders')}
            </Button>
          ) : null}
        </>
      ) : (
        <Empty description={t('production.recallPrompt')} />
      )}
    </Space>
  );
}

function OrderTab() {
  const { t } = useTranslation();
  const { values, update } = useListParams(DEFAULTS, KEEP);
  const [form] = Form.useForm<{ order_no?: string }>();
  const orderNo = values.order_no ?? '';
  useEffect(() => form.setFieldsValue({ order_no: orderNo }), [form, orderNo]);
  const order = useQuery({
    queryKey: [...PRODUCTION_QUERY_KEY, 'order-materials', orderNo],
    queryFn: async () => {
      try {
        return await materialQueryApi.order(orderNo);
      } catch (error) {
        showRefusedFields(form, error);
        throw error;
      }
    },
    enabled: orderNo !== '',
    retry: false,
  });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form form={form} layout="inline" data-testid="order-form" onFinish={(f) => update({ order_no: f.order_no?.trim() })}>
        <Form.Item htmlFor="material_order" name="order_no" label={t('production.orderNo')} rules={[required(t)]}>
          <Input id="material_order" allowClear maxLength={64} style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      {orderNo === '' ? (
        <Empty description={t('production.orderPrompt')} />
      ) : order.isLoading ? (
        <Skeleton active />
      ) : order.data ? (
        <OrderMaterials order={order.data} />
      ) : null}
    </Space>
  );
}

function OrderMaterials({ order }: { order: OrderWithMaterials }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="order-materials">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('production.orderNo')}>{order.order_no}</Descriptions.Item>
        <Descriptions.Item label={t('codes.product')}>{order.product_name}</Descriptions.Item>
        <Descriptions.Item label={t('codes.lot')}>{order.lot_no}</Descriptions.Item>
        <Descriptions.Item label={t('plant.line')}>{order.line_name}</Descriptions.Item>
        <Descriptions.Item label={t('production.producedOn')}>{order.produced_on}</Descriptions.Item>
        <Descriptions.Item label={t('production.orderStatus')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
      </Descriptions>
      <Table
        rowKey={(m) => `${m.material_id}-${m.lot_no}`}
        size="small"
        pagination={false}
        dataSource={order.materials}
        locale={{ emptyText: <Empty description={t('production.materialsEmpty')} /> }}
        columns={[
          { title: t('production.materialCode'), dataIndex: 'material_code', key: 'material_code', width: 160 },
          { title: t('production.material'), dataIndex: 'material_name', key: 'material_name' },
          { title: t('production.materialLot'), dataIndex: 'lot_no', key: 'lot_no', width: 160 },
          { title: t('production.quantity'), dataIndex: 'quantity', key: 'quantity', width: 120, align: 'right' },
          { title: t('production.unit'), dataIndex: 'unit', key: 'unit', width: 100 },
        ]}
      />
    </Space>
  );
}
