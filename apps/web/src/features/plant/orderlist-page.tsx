import { PlusOutlined } from '@ant-design/icons';
import { buttonCode, routePath } from '@trace/contract/catalogue';
import { ORDER_STATUSES } from '@trace/contract/production';
import { ORDER_HOLD_FILTERS, type Order } from '@trace/contract/production-order';
import { Button, Form, Input, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { orders } from '../../api/plant-orders.ts';
import { HoldTag } from '../../components/code-parts.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { DateText } from '../../components/date-text.tsx';
import { Permission, usePermission } from '../../components/permission.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { ActionsCell, actionsColumn, type RowAction } from '../../components/row-actions.tsx';
import { formatNumber } from '../../utils/format.ts';
import { useOrderActions } from './order-actions.tsx';
import { newOrderValues, OrderFormFields, orderToForm } from './order-form.tsx';
import { OrderProgress, OrderStatusTag } from './order-parts.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/**
 * Production orders (`orderlist`): what to make, in which lot, on which line. Filters by number or
 * lot, state, hold or recall, product, place and production date; planned vs commissioned vs
 * packed from the line tasks' counters; add and edit in a drawer; release, cancel, close, delete,
 * hold, recall and lift by their buttons.
 */
export default function OrderlistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<{ open: boolean; record: Order | null }>({ open: false, record: null });
  const { actionsOf, dialog } = useOrderActions({ onEdit: (record) => setDrawer({ open: true, record }) });
  const mayView = usePermission(['orderextendlist']);
  const detailsOf = (order: Order) => `${routePath('orderextendlist')}/${order.id}`;
  const rowActions = (order: Order): RowAction[] => [
    ...(mayView
      ? [
          {
            key: 'view',
            label: t('plant.details'),
            roles: ['orderextendlist'] as const,
            onClick: () => navigate(detailsOf(order)),
            testId: 'order-view',
          },
        ]
      : []),
    ...actionsOf(order),
  ];
  const columns: ColumnsType<Order> = [
    {
      title: t('plant.orderNo'),
      dataIndex: 'order_no',
      key: 'order_no',
      sorter: true,
      width: 170,
      render: (no: string, order) =>
        mayView ? (
          <Link to={detailsOf(order)} data-testid="order-link">
            <Typography.Text code>{no}</Typography.Text>
          </Link>
        ) : (
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
      render: (s: Order['status']) => <OrderStatusTag status={s} />,
    },
    {
      title: t('plant.hold'),
      dataIndex: 'hold_kind',
      key: 'hold_kind',
      width: 120,
      render: (kind: Order['hold_kind']) => (kind ? <HoldTag kind={kind} /> : null),
    },
    { title: t('base.product'), dataIndex: 'product_name', key: 'product_name', width: 200 },
    { title: t('plant.lotNo'), dataIndex: 'lot_no', key: 'lot_no', width: 120 },
    {
      title: t('plant.plannedQty'),
      dataIndex: 'planned_qty',
      key: 'planned_qty',
      sorter: true,
      align: 'right',
      width: 120,
      render: (n: number) => formatNumber(n),
    },
    {
      title: t('plant.progress'),
      key: 'progress',
      width: 200,
      render: (_, o) => <OrderProgress planned={o.planned_qty} commissioned={o.commissioned} packed={o.packed} />,
    },
    { title: t('plant.line'), key: 'line', width: 220, render: (_, o) => `${o.plant_name} / ${o.workshop_name} / ${o.line_name}` },
    { title: t('plant.shift'), dataIndex: 'shift_name', key: 'shift_name', width: 110 },
    { title: t('plant.producedOn'), dataIndex: 'produced_on', key: 'produced_on', sorter: true, width: 130 },
    { title: t('plant.expiresOn'), dataIndex: 'expires_on', key: 'expires_on', width: 130 },
    timeColumn(t('plant.releasedAt'), 'released_at'),
    timeColumn(t('base.createdAt'), 'created_at'),
    actionsColumn<Order>(t('base.actions'), (order) => <ActionsCell actions={rowActions(order)} />),
  ];
  return (
    <>
      <DataTable<Order>
        title={t('menu.orderlist')}
        queryKey={orders.key}
        fetchPage={(query) => orders.page(query)}
        defaults={DEFAULTS}
        storageKey="orderlist"
        filters={[
          <Form.Item htmlFor="filter_keyword" key="keyword" name="keyword" label={t('base.keyword')}>
            <Input allowClear id="filter_keyword" placeholder={`${t('plant.orderNo')} / ${t('plant.lotNo')}`} style={{ width: 200 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_status" key="status" name="status" label={t('base.status')}>
            <Select
              allowClear
              id="filter_status"
              style={{ width: 140 }}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`plant.orderStatus_${s}`) }))}
            />
          </Form.Item>,
          <Form.Item htmlFor="filter_hold" key="hold" name="hold" label={t('plant.hold')}>
            <Select
              allowClear
              id="filter_hold"
              style={{ width: 160 }}
              options={ORDER_HOLD_FILTERS.map((f) => ({
                value: f,
                label: t(f === 'hold' || f === 'recall' ? `codes.holdKind_${f}` : `plant.holdFilter_${f}`),
              }))}
            />
          </Form.Item>,
          <Form.Item htmlFor="filter_product" key="product_id" name="product_id" label={t('base.product')}>
            <RefSelect id="filter_product" resource="products" style={{ width: 200 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_plant" key="plant_id" name="plant_id" label={t('plant.plant')}>
            <RefSelect id="filter_plant" resource="plants" area="plant" style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_workshop" key="workshop_id" name="workshop_id" label={t('plant.workshop')}>
            <RefSelect id="filter_workshop" resource="workshops" area="plant" style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_line" key="line_id" name="line_id" label={t('plant.line')}>
            <RefSelect id="filter_line" resource="lines" area="plant" style={{ width: 180 }} />
          </Form.Item>,
          <Form.Item htmlFor="filter_from" key="produced_from" name="produced_from" label={`${t('plant.producedOn')} ≥`}>
            <DateText id="filter_from" />
          </Form.Item>,
          <Form.Item htmlFor="filter_to" key="produced_to" name="produced_to" label={`${t('plant.producedOn')} ≤`}>
            <DateText id="filter_to" />
          </Form.Item>,
        ]}
        columns={columns}
        empty={t('plant.ordersEmpty')}
        exportTo={{ path: `${orders.path}/export`, permission: buttonCode('orderlist', 'export') }}
        actions={
          <Permission roles={[buttonCode('orderlist', 'add')]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ open: true, record: null })}
              data-testid="orderlist-add"
            >
              {t('plant.orderAdd')}
            </Button>
          </Permission>
        }
      />
      <RecordDrawer<Order>
        open={drawer.open}
        record={drawer.record}
        title={drawer.record ? t('plant.orderEdit') : t('plant.orderAdd')}
        onClose={() => setDrawer({ open: false, record: null })}
        save={(body) => (drawer.record ? orders.update(body) : orders.add(body))}
        invalidates={orders.key}
        toForm={orderToForm}
        initialValues={newOrderValues()}
        testId="orderlist"
        noStatus
      >
        {(form) => <OrderFormFields form={form} record={drawer.record} />}
      </RecordDrawer>
      {dialog}
    </>
  );
}
