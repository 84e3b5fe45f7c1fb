import { useQuery } from '@tanstack/react-query';
import type { DuplicateCode, DuplicateRead } from '@trace/contract/production-query';
import { DatePicker, Drawer, Form, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../api/base.ts';
import { duplicateApi, PRODUCTION_QUERY_KEY } from '../../api/production-query.ts';
import { ListPage } from '../../components/list-page.tsx';
import { CodeLink } from '../../components/page-link.tsx';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';
import { EXCEPTION_COLOURS } from './line-exceptions-table.tsx';

const DEFAULTS = { page: '1', page_size: '20' };
type Row = DuplicateCode & { id: number };

/** A date-time filter kept in the URL as ISO 8601, shown in the picker as the user's local time. */
function timeFilter(name: 'from' | 'to', label: string) {
  return (
    <Form.Item
      key={name}
      htmlFor={`filter_${name}`}
      name={name}
      label={label}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
      normalize={(value: Dayjs | null) => value?.toISOString()}
    >
      <DatePicker id={`filter_${name}`} showTime style={{ width: 200 }} />
    </Form.Item>
  );
}

/**
 * Duplicate-code query (`repeatedquery`, open to every signed-in account): codes read more than once
 * on lines or in two tasks, grouped by code, with every read of one code on demand.
 */
export default function RepeatedqueryPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const fetchPage = async (query: ListParams) => {
    const page = await duplicateApi.page(query);
    const offset = (page.page - 1) * page.page_size;
    return { ...page, list: page.list.map((row, i) => ({ ...row, id: offset + i + 1 })) };
  };
  return (
    <ListPage<Row, 'repeatedquery'>
      menuKey="repeatedquery"
      api={{ key: [...PRODUCTION_QUERY_KEY, 'duplicates'], page: fetchPage }}
      defaults={DEFAULTS}
      empty={t('production.duplicatesEmpty')}
      exportPath={duplicateApi.exportPath}
      onRowClick={(row) => setShown(row.code)}
      filters={[
        { kind: 'text', name: 'code', label: t('codes.code'), maxLength: 128, width: 200 },
        timeFilter('from', t('production.timeFrom')),
        timeFilter('to', t('production.timeTo')),
        { kind: 'text', name: 'order_no', label: t('production.orderNo'), maxLength: 64, width: 180 },
        { kind: 'ref', name: 'line_id', label: t('plant.line'), resource: 'lines', area: 'plant', width: 200 },
        { kind: 'ref', name: 'product_id', label: t('codes.product'), resource: 'products', width: 200 },
      ]}
      columns={[
        {
          title: t('codes.code'),
          dataIndex: 'code',
          key: 'code',
          width: 240,
          render: (code: string) => (
            <Typography.Link
              data-testid="duplicate-code"
              onClick={(event) => {
                event.stopPropagation();
                setShown(code);
              }}
            >
              <Typography.Text code>{code}</Typography.Text>
            </Typography.Link>
          ),
        },
        { title: t('codes.product'), dataIndex: 'product_name', key: 'product_name' },
        {
          title: t('production.timesRead'),
          dataIndex: 'times_read',
          key: 'times_read',
          width: 110,
          align: 'right',
          render: (n: number) => formatNumber(n),
        },
        {
          title: t('production.firstReadAt'),
          dataIndex: 'first_read_at',
          key: 'first_read_at',
          width: 170,
          render: (v: string) => parseTime(v),
        },
        {
          title: t('production.lastReadAt'),
          dataIndex: 'last_read_at',
          key: 'last_read_at',
          width: 170,
          render: (v: string) => parseTime(v),
        },
        { title: t('production.orderNo'), dataIndex: 'order_nos', key: 'order_nos', width: 200, render: (v: string[]) => v.join(', ') },
        { title: t('plant.line'), dataIndex: 'line_names', key: 'line_names', width: 180, render: (v: string[]) => v.join(', ') },
        { title: t('production.task'), dataIndex: 'task_ids', key: 'task_ids', width: 120, render: (v: number[]) => v.join(', ') },
      ]}
    >
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        width={760}
        title={shown ? t('production.readsTitle', { code: shown }) : ''}
        destroyOnHidden
      >
        {shown ? <Reads code={shown} /> : null}
      </Drawer>
    </ListPage>
  );
}

function Reads({ code }: { code: string }) {
  const { t } = useTranslation();
  const reads = useQuery({ queryKey: [...PRODUCTION_QUERY_KEY, 'duplicate-reads', code], queryFn: () => duplicateApi.reads(code) });
  if (reads.isLoading) return <Skeleton active />;
  return (
    <>
      <CodeLink code={code} />
      <Table<DuplicateRead>
        style={{ marginTop: 16 }}
        data-testid="duplicate-reads"
        rowKey={(_, index) => String(index)}
        size="small"
        pagination={false}
        dataSource={reads.data}
        columns={[
          {
            title: t('production.occurredAt'),
            dataIndex: 'occurred_at',
            key: 'occurred_at',
            width: 170,
            render: (v: string | null) => parseTime(v),
          },
          {
            title: t('production.exceptionKind'),
            dataIndex: 'kind',
            key: 'kind',
            width: 190,
            render: (kind: DuplicateRead['kind']) =>
              kind === 'accepted' ? (
                <Tag color="green">{t('production.readAccepted')}</Tag>
              ) : (
                <Tag color={EXCEPTION_COLOURS[kind]}>{t(`production.exception_${kind}`)}</Tag>
              ),
          },
          { title: t('production.orderNo'), dataIndex: 'order_no', key: 'order_no', width: 140 },
          { title: t('production.task'), dataIndex: 'task_id', key: 'task_id', width: 80 },
          { title: t('plant.line'), dataIndex: 'line_name', key: 'line_name', width: 140 },
          {
            title: t('production.source'),
            dataIndex: 'source',
            key: 'source',
            width: 120,
            render: (source: string | null) => (source ? t(`production.source_${source}`) : ''),
          },
        ]}
      />
    </>
  );
}
