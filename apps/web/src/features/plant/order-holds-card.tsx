import { useQuery } from '@tanstack/react-query';
import type { OrderHold, OrderHolds } from '@trace/contract/production-order';
import { Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orders, ordersApi } from '../../api/plant-orders.ts';
import { HoldAlert, HoldTag } from '../../components/code-parts.tsx';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';

/** Where the order's items are: per dealer in the market, and the total in stock. */
function Market({ holds }: { holds: OrderHolds }) {
  const { t } = useTranslation();
  const inMarket = holds.market.reduce((n, row) => n + row.shipped + row.received, 0);
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('plant.marketTitle')}
      </Typography.Title>
      <Space size="large" wrap>
        <Statistic title={t('plant.inMarket')} value={inMarket} data-testid="order-in-market" />
        <Statistic title={t('plant.inStock')} value={holds.in_stock} data-testid="order-in-stock" />
      </Space>
      <Table
        rowKey="dealer_id"
        size="small"
        pagination={false}
        scroll={{ x: 480 }}
        dataSource={holds.market}
        locale={{ emptyText: <Typography.Text>{t('plant.marketEmpty')}</Typography.Text> }}
        data-testid="order-market"
        columns={[
          { title: t('base.dealer'), dataIndex: 'dealer_name', key: 'dealer_name', width: 220 },
          {
            title: t('plant.shippedItems'),
            dataIndex: 'shipped',
            key: 'shipped',
            align: 'right',
            width: 130,
            render: (n: number) => formatNumber(n),
          },
          {
            title: t('plant.receivedItems'),
            dataIndex: 'received',
            key: 'received',
            align: 'right',
            width: 130,
            render: (n: number) => formatNumber(n),
          },
        ]}
      />
    </Space>
  );
}

/**
 * An order's holds and recalls (`orderextendlist`): the one in force with what it means, where the
 * order's items are (dealers a recall has to reach, stock it keeps back), and every earlier one
 * with who lifted it and why.
 */
export function OrderHoldsCard({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: [...orders.key, 'holds', orderId], queryFn: () => ordersApi.holds(orderId) });
  const holds = query.data;
  const active = holds?.holds.find((hold) => hold.released_at === null);
  return (
    <Card title={t('plant.holdsTitle')} loading={query.isLoading} data-testid="order-holds">
      {holds ? (
        <Row gutter={[16, 16]}>
          {active ? (
            <Col span={24}>
              <HoldAlert hold={active} orderNo={orderNo} testId="order-active-hold" />
            </Col>
          ) : null}
          <Col span={24}>
            <Market holds={holds} />
          </Col>
          <Col span={24}>
            <Table<OrderHold>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 1070 }}
              dataSource={holds.holds}
              locale={{ emptyText: <Typography.Text>{t('plant.holdsEmpty')}</Typography.Text> }}
              data-testid="order-hold-history"
              columns={[
                {
                  title: t('plant.holdKind'),
                  dataIndex: 'kind',
                  key: 'kind',
                  width: 110,
                  render: (kind: OrderHold['kind']) => <HoldTag kind={kind} />,
                },
                { title: t('plant.placedAt'), dataIndex: 'placed_at', key: 'placed_at', width: 170, render: (at: string) => parseTime(at) },
                { title: t('plant.placedBy'), dataIndex: 'placed_by', key: 'placed_by', width: 110 },
                { title: t('plant.reason'), dataIndex: 'reason', key: 'reason', width: 200, ellipsis: { showTitle: true } },
                {
                  title: t('plant.liftedAt'),
                  dataIndex: 'released_at',
                  key: 'released_at',
                  width: 170,
                  render: (at: string | null) => (at ? parseTime(at) : <Typography.Text>{t('plant.inForce')}</Typography.Text>),
                },
                { title: t('plant.liftedBy'), dataIndex: 'released_by', key: 'released_by', width: 110 },
                { title: t('plant.liftNote'), dataIndex: 'release_note', key: 'release_note', width: 200, ellipsis: { showTitle: true } },
              ]}
            />
          </Col>
        </Row>
      ) : null}
    </Card>
  );
}
