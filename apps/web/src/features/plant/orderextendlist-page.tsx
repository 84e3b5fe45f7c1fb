import { useQuery } from '@tanstack/react-query';
import { routePath } from '@trace/contract/catalogue';
import { Alert, Button, Card, Descriptions, Grid, Result, Skeleton, Space, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { orders, ordersApi } from '../../api/plant-orders.ts';
import { HoldTag } from '../../components/code-parts.tsx';
import { ActionsCell } from '../../components/row-actions.tsx';
import { parseTime } from '../../components/time.ts';
import { LineExceptionsTable } from './line-exceptions-table.tsx';
import { useOrderActions } from './order-actions.tsx';
import { OrderCodesTable, OrderEventsTable, OrderMaterialsTable, OrderTasksTable } from './order-details-tables.tsx';
import { OrderHoldsCard } from './order-holds-card.tsx';
import { OrderProgress, OrderStatusTag, packagingText } from './order-parts.tsx';

/**
 * One production order (`orderextendlist`, reached from the order list): its facts, state, hold
 * and buttons, planned vs commissioned vs packed, its holds and recalls with where its items are,
 * and tabs of its codes by level (cases and pallets with their fill), its events, materials and
 * line tasks.
 */
export default function OrderextendlistPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const toList = () => navigate(routePath('orderlist'));
  const { actionsOf, dialog } = useOrderActions({ onDeleted: toList });
  const order = useQuery({ queryKey: [...orders.key, 'detail', id], queryFn: () => orders.detail(id), enabled: valid });
  const summary = useQuery({ queryKey: [...orders.key, 'summary', id], queryFn: () => ordersApi.summary(id), enabled: valid });
  const narrow = Grid.useBreakpoint().md === false;
  if (!valid || order.isError)
    return (
      <Result
        status="404"
        title={t('plant.orderNotFound')}
        extra={
          <Button type="primary" onClick={toList}>
            {t('menu.orderlist')}
          </Button>
        }
      />
    );
  if (!order.data) return <Skeleton active />;
  const o = order.data;
  const counts = (level: string) => (summary.data?.levels ?? []).filter((l) => l.level === level).reduce((n, l) => n + l.count, 0);
  const packaging = summary.data?.packaging ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="order-details">
      {/* The number and status head the card; on a phone the actions go under them, not over them. */}
      <Card
        title={
          <Space wrap>
            <Typography.Text code copyable style={{ fontSize: 16 }}>
              {o.order_no}
            </Typography.Text>
            <OrderStatusTag status={o.status} />
            {o.hold_kind ? <HoldTag kind={o.hold_kind} /> : null}
          </Space>
        }
        extra={narrow ? null : <ActionsCell actions={actionsOf(o)} links={4} />}
      >
        {narrow ? (
          <div style={{ marginBottom: 16 }}>
            <ActionsCell actions={actionsOf(o)} links={4} />
          </div>
        ) : null}
        {o.reason ? (
          <Alert
            type="warning"
            showIcon
            title={t('common.labelValue', { label: t('plant.reason'), value: o.reason })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('base.product')}>{o.product_name}</Descriptions.Item>
          <Descriptions.Item label={t('plant.lotNo')}>{o.lot_no}</Descriptions.Item>
          <Descriptions.Item label={t('plant.packaging')}>{packagingText(packaging) || t('plant.packagingNone')}</Descriptions.Item>
          <Descriptions.Item label={t('plant.placeLine')}>{`${o.plant_name} / ${o.workshop_name} / ${o.line_name}`}</Descriptions.Item>
          <Descriptions.Item label={t('plant.shift')}>{o.shift_name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('base.warehouse')}>{o.warehouse_name}</Descriptions.Item>
          <Descriptions.Item label={t('plant.producedOn')}>{o.produced_on}</Descriptions.Item>
          <Descriptions.Item label={t('plant.expiresOn')}>{o.expires_on ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('plant.releasedAt')}>{parseTime(o.released_at) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('plant.startedAt')}>{parseTime(o.started_at) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('plant.completedAt')}>{parseTime(o.completed_at) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('plant.closedAt')}>{parseTime(o.closed_at) ?? '—'}</Descriptions.Item>
          {o.note ? <Descriptions.Item label={t('plant.note')}>{o.note}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <Card title={t('plant.progress')}>
        <Space size="large" wrap style={{ width: '100%' }}>
          <Statistic title={t('plant.plannedQty')} value={o.planned_qty} />
          <Statistic title={t('plant.commissioned')} value={o.commissioned} />
          <Statistic title={t('plant.packed')} value={o.packed} />
          <Statistic title={t('plant.tabCases')} value={counts('box')} loading={summary.isLoading} />
          <Statistic title={t('plant.tabPallets')} value={counts('pallet')} loading={summary.isLoading} />
          <div style={{ width: 320 }}>
            <OrderProgress planned={o.planned_qty} commissioned={o.commissioned} packed={o.packed} />
          </div>
        </Space>
      </Card>
      <OrderHoldsCard orderId={id} orderNo={o.order_no} />
      <Card>
        <Tabs
          items={[
            { key: 'item', label: t('plant.tabItems'), children: <OrderCodesTable orderId={id} level="item" /> },
            { key: 'box', label: t('plant.tabCases'), children: <OrderCodesTable orderId={id} level="box" /> },
            { key: 'pallet', label: t('plant.tabPallets'), children: <OrderCodesTable orderId={id} level="pallet" /> },
            { key: 'events', label: t('plant.tabEvents'), children: <OrderEventsTable orderId={id} /> },
            { key: 'materials', label: t('plant.materials'), children: <OrderMaterialsTable materials={o.materials} /> },
            { key: 'tasks', label: t('plant.tabTasks'), children: <OrderTasksTable tasks={summary.data?.tasks ?? []} /> },
            { key: 'exceptions', label: t('production.exceptionsTitle'), children: <LineExceptionsTable orderId={id} /> },
          ]}
        />
      </Card>
      {dialog}
    </Space>
  );
}
