import { DownloadOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import type { CodeStatus } from '@trace/contract/codes';
import type { OrderCode, OrderEvent, OrderMaterial, OrderSummary } from '@trace/contract/production-order';
import type { CodeLevel } from '@trace/contract/tagging';
import { Button, Dropdown, Progress, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/http.ts';
import { ordersApi } from '../../api/plant-orders.ts';
import { CodeStatusTag } from '../../components/code-parts.tsx';
import { Permission } from '../../components/permission.tsx';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';

const PAGE = 50;

/** An empty table's sentence in the body text colour (the table's own grey fails contrast). */
function Empty({ text }: { text: string }) {
  return <Typography.Text>{text}</Typography.Text>;
}

function LoadMore({
  shown,
  total,
  more,
  loading,
  onMore,
}: {
  shown: number;
  total?: number;
  more: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginTop: 12 }}>
      {total !== undefined ? <Typography.Text type="secondary">{t('plant.shownOf', { shown, total })}</Typography.Text> : null}
      {more ? (
        <Button onClick={onMore} loading={loading} data-testid="load-more">
          {t('plant.loadMore')}
        </Button>
      ) : null}
    </Space>
  );
}

/** The order's codes of one level, 50 at a time by code id; cases and pallets with their fill against the packaging relation. */
export function OrderCodesTable({ orderId, level }: { orderId: number; level: CodeLevel }) {
  const { t } = useTranslation();
  const codes = useInfiniteQuery({
    queryKey: ['plant', 'orders', 'codes', orderId, level],
    queryFn: ({ pageParam }) => ordersApi.codes({ id: orderId, level, after: pageParam, page_size: PAGE }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = codes.data?.pages.flatMap((page) => page.list) ?? [];
  const total = codes.data?.pages[0]?.total;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Permission roles={[buttonCode('orderextendlist', 'export')]}>
          <Dropdown
            menu={{
              items: [
                { key: 'xlsx', label: t('common.exportXlsx') },
                { key: 'csv', label: t('common.exportCsv') },
              ],
              onClick: ({ key }) => void download('/api/plant/orders/codes/export', { id: orderId, level, format: key }),
            }}
          >
            <Button icon={<DownloadOutlined />} data-testid={`export-codes-${level}`}>
              {t('plant.exportCodes')}
            </Button>
          </Dropdown>
        </Permission>
      </Space>
      <Table<OrderCode>
        rowKey="id"
        size="small"
        loading={codes.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty text={t('plant.noCodes')} /> }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('codes.code'),
            dataIndex: 'value',
            key: 'value',
            render: (v: string) => (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: t('codes.status'),
            dataIndex: 'status',
            key: 'status',
            width: 120,
            render: (s: CodeStatus) => <CodeStatusTag status={s} />,
          },
          ...(level === 'pallet'
            ? []
            : [{ title: t('codes.parent'), dataIndex: 'parent', key: 'parent', render: (v: string | null) => v ?? '' }]),
          ...(level === 'item'
            ? []
            : [
                {
                  title: t('plant.fill'),
                  key: 'fill',
                  width: 180,
                  render: (_: unknown, c: OrderCode) =>
                    c.capacity ? (
                      <Progress
                        percent={Math.min(100, Math.round((c.child_count / c.capacity) * 100))}
                        size="small"
                        format={() => `${formatNumber(c.child_count)}/${formatNumber(c.capacity ?? 0)}`}
                      />
                    ) : (
                      formatNumber(c.child_count)
                    ),
                },
              ]),
          { title: t('codes.holder'), dataIndex: 'holder_name', key: 'holder_name' },
          {
            title: t('codes.lastChange'),
            dataIndex: 'last_event_at',
            key: 'last_event_at',
            width: 180,
            render: (v: string | null) => parseTime(v),
          },
        ]}
      />
      <LoadMore
        shown={rows.length}
        total={total}
        more={codes.hasNextPage}
        loading={codes.isFetchingNextPage}
        onMore={() => void codes.fetchNextPage()}
      />
    </>
  );
}

/** The life-cycle events that name the order (its commissioning), oldest first, 50 at a time. */
export function OrderEventsTable({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const events = useInfiniteQuery({
    queryKey: ['plant', 'orders', 'events', orderId],
    queryFn: ({ pageParam }) => ordersApi.events({ id: orderId, after: pageParam, page_size: PAGE }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = events.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <Table<OrderEvent>
        rowKey="id"
        size="small"
        loading={events.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty text={t('plant.noOrderEvents')} /> }}
        columns={[
          { title: t('plant.occurredAt'), dataIndex: 'occurred_at', key: 'occurred_at', width: 180, render: (v: string) => parseTime(v) },
          { title: t('plant.event'), dataIndex: 'type', key: 'type', width: 120, render: (v: string) => t(`codes.event_${v}`) },
          {
            title: t('codes.code'),
            dataIndex: 'code',
            key: 'code',
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          { title: t('codes.level'), dataIndex: 'level', key: 'level', width: 100, render: (v: string) => t(`tagging.level_${v}`) },
          { title: t('plant.actor'), dataIndex: 'actor', key: 'actor', width: 140 },
        ]}
      />
      <LoadMore
        shown={rows.length}
        more={events.hasNextPage}
        loading={events.isFetchingNextPage}
        onMore={() => void events.fetchNextPage()}
      />
    </>
  );
}

export function OrderMaterialsTable({ materials }: { materials: OrderMaterial[] }) {
  const { t } = useTranslation();
  return (
    <Table<OrderMaterial>
      rowKey="id"
      size="small"
      dataSource={materials}
      pagination={false}
      locale={{ emptyText: <Empty text={t('plant.noMaterials')} /> }}
      columns={[
        { title: t('base.code'), dataIndex: 'material_code', key: 'material_code', width: 140 },
        { title: t('plant.material'), dataIndex: 'material_name', key: 'material_name' },
        { title: t('plant.materialLot'), dataIndex: 'lot_no', key: 'lot_no', width: 160 },
        {
          title: t('plant.quantity'),
          key: 'quantity',
          align: 'right',
          width: 160,
          render: (_, m) => `${formatNumber(m.quantity)} ${m.unit_name}`.trim(),
        },
      ]}
    />
  );
}

type Task = OrderSummary['tasks'][number];

export function OrderTasksTable({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation();
  const count = (v: number) => formatNumber(v);
  return (
    <Table<Task>
      rowKey="id"
      size="small"
      dataSource={tasks}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={{ emptyText: <Empty text={t('plant.noTasks')} /> }}
      columns={[
        { title: t('plant.line'), dataIndex: 'line_name', key: 'line_name' },
        {
          title: t('base.status'),
          dataIndex: 'status',
          key: 'status',
          width: 100,
          render: (s: string) => <Tag>{t(`plant.taskStatus_${s}`)}</Tag>,
        },
        { title: t('plant.commissioned'), dataIndex: 'commissioned', key: 'commissioned', align: 'right', render: count },
        { title: t('plant.packed'), dataIndex: 'packed', key: 'packed', align: 'right', render: count },
        { title: t('plant.cases'), dataIndex: 'cases', key: 'cases', align: 'right', render: count },
        { title: t('plant.pallets'), dataIndex: 'pallets', key: 'pallets', align: 'right', render: count },
        { title: t('plant.rejected'), dataIndex: 'rejected', key: 'rejected', align: 'right', render: count },
        { title: t('plant.openedAt'), dataIndex: 'opened_at', key: 'opened_at', width: 170, render: (v: string) => parseTime(v) },
        {
          title: t('plant.lastReadAt'),
          dataIndex: 'last_read_at',
          key: 'last_read_at',
          width: 170,
          render: (v: string | null) => parseTime(v),
        },
        { title: t('plant.closedAt'), dataIndex: 'closed_at', key: 'closed_at', width: 170, render: (v: string | null) => parseTime(v) },
        { title: t('plant.reason'), dataIndex: 'close_reason', key: 'close_reason' },
      ]}
    />
  );
}
