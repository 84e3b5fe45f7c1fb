import { useQuery } from '@tanstack/react-query';
import type { CodeStatus } from '@trace/contract/codes';
import type { OrderStatus } from '@trace/contract/production';
import type { RecallCode } from '@trace/contract/production-query';
import { CODE_LEVELS } from '@trace/contract/tagging';
import { Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialQueryApi, PRODUCTION_QUERY_KEY } from '../../api/production-query.ts';
import { CodeStatusTag } from '../../components/code-parts.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { CodeLink } from '../../components/page-link.tsx';

/** One colour per order status, the same on every production page. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, string> = {
  draft: 'default',
  released: 'blue',
  running: 'processing',
  completed: 'green',
  closed: 'purple',
  cancelled: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_STATUS_COLOURS[status]}>{t(`production.orderStatus_${status}`)}</Tag>;
}

type Recall = { material_id: string; lot_no?: string | undefined };

/**
 * The codes of a recall's orders (or of one of them), a page at a time from the server, with the
 * export of all of them. Its paging is its own: the orders' list above keeps the URL's.
 */
export function RecallCodes({ recall, order }: { recall: Recall; order?: { id: number; order_no: string } | undefined }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const query = { ...recall, order_id: order?.id, level };
  const codes = useQuery({
    queryKey: [...PRODUCTION_QUERY_KEY, 'recall-codes', query, paging],
    queryFn: () => materialQueryApi.codes({ ...query, ...paging }),
  });
  return (
    <Card
      size="small"
      data-testid="recall-codes"
      title={order ? t('production.recallCodesOf', { orderNo: order.order_no }) : t('production.recallCodes')}
      extra={
        <Space wrap>
          <Select
            allowClear
            aria-label={t('codes.level')}
            placeholder={t('codes.level')}
            style={{ width: 130 }}
            value={level}
            onChange={(next) => {
              setLevel(next);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            options={CODE_LEVELS.map((l) => ({ value: l, label: t(`tagging.level_${l}`) }))}
          />
          <ExportMenu path={materialQueryApi.codesExportPath} permission="materialquery:export" filter={query} />
        </Space>
      }
    >
      <Table<RecallCode>
        rowKey="id"
        size="small"
        loading={codes.isFetching}
        dataSource={codes.data?.list}
        scroll={{ x: 900 }}
        locale={{
          emptyText: codes.isLoading ? (
            ' '
          ) : (
            <ListEmpty filtered={level !== undefined} empty={t('production.codesEmpty')} onClearFilters={() => setLevel(undefined)} />
          ),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.page_size,
          total: codes.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, page_size) => setPaging({ page, page_size }),
        }}
        columns={[
          { title: t('codes.code'), dataIndex: 'value', key: 'value', width: 240, render: (value: string) => <CodeLink code={value} /> },
          {
            title: t('codes.level'),
            dataIndex: 'level',
            key: 'level',
            width: 100,
            render: (l: string) => <Tag>{t(`tagging.level_${l}`)}</Tag>,
          },
          {
            title: t('codes.status'),
            dataIndex: 'status',
            key: 'status',
            width: 130,
            render: (s: CodeStatus) => <CodeStatusTag status={s} />,
          },
          { title: t('production.orderNo'), dataIndex: 'order_no', key: 'order_no', width: 150 },
          { title: t('codes.product'), dataIndex: 'product_name', key: 'product_name', ellipsis: true },
          { title: t('codes.lot'), dataIndex: 'lot_no', key: 'lot_no', width: 120 },
          { title: t('codes.holder'), dataIndex: 'holder_name', key: 'holder_name', ellipsis: true },
        ]}
      />
    </Card>
  );
}
