import { routePath } from '@trace/contract/catalogue';
import { ORDER_STATUSES } from '@trace/contract/production';
import { ORDER_HOLD_FILTERS, type Order } from '@trace/contract/production-order';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { orders } from '../../api/plant-orders.ts';
import { HoldTag } from '../../components/code-parts.tsx';
import { ListPage, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { usePermission } from '../../components/permission.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import type { RowAction } from '../../components/row-actions.tsx';
import { formatNumber } from '../../utils/format.ts';
import { useOrderActions } from './order-actions.tsx';
import { newOrderValues, OrderFormFields, orderToForm } from './order-form.tsx';
import { OrderProgress, OrderStatusTag } from './order-parts.tsx';

const DEFAULTS = listDefaults('-created_at');

/**
 * Production orders (`orderlist`): what to make, in which lot, on which line. Filters by number or
 * lot, state, hold or recall, product, place and production date; planned vs commissioned vs
 * packed from the line tasks' counters; add and edit in a drawer; release, cancel, close, delete,
 * hold, recall and lift by their buttons.
 */
export default function OrderlistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drawer = useDrawerControl<Order>();
  const { actionsOf, dialog } = useOrderActions({ onEdit: drawer.edit });
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
  ];
  return (
    <ListPage<Order, 'orderlist'>
      menuKey="orderlist"
      api={orders}
      defaults={DEFAULTS}
      filters={[
        {
          kind: 'text',
          name: 'keyword',
          label: t('base.keyword'),
          placeholder: `${t('plant.orderNo')} / ${t('plant.lotNo')}`,
          width: 200,
        },
        {
          kind: 'select',
          name: 'status',
          label: t('base.status'),
          width: 140,
          options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`plant.orderStatus_${s}`) })),
        },
        {
          kind: 'select',
          name: 'hold',
          label: t('plant.hold'),
          width: 160,
          options: ORDER_HOLD_FILTERS.map((f) => ({
            value: f,
            label: t(f === 'hold' || f === 'recall' ? `codes.holdKind_${f}` : `plant.holdFilter_${f}`),
          })),
        },
        { kind: 'ref', name: 'product_id', label: t('base.product'), resource: 'products', width: 200 },
        { kind: 'ref', name: 'plant_id', label: t('plant.plant'), resource: 'plants', area: 'plant', width: 180 },
        { kind: 'ref', name: 'workshop_id', label: t('plant.workshop'), resource: 'workshops', area: 'plant', width: 180 },
        { kind: 'ref', name: 'line_id', label: t('plant.line'), resource: 'lines', area: 'plant', width: 180 },
        { kind: 'date', name: 'produced_from', id: 'from', label: `${t('plant.producedOn')} ≥` },
        { kind: 'date', name: 'produced_to', id: 'to', label: `${t('plant.producedOn')} ≤` },
      ]}
      columns={columns}
      rowActions={rowActions}
      empty={t('plant.ordersEmpty')}
      add={{ label: t('plant.orderAdd') }}
      drawer={{
        control: drawer,
        editLabel: t('plant.orderEdit'),
        form: (form, record) => <OrderFormFields form={form} record={record} />,
        toForm: orderToForm,
        initialValues: newOrderValues(),
        noStatus: true,
      }}
    >
      {dialog}
    </ListPage>
  );
}
