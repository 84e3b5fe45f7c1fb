import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINE_EXCEPTION_KINDS, type LineExceptionKind } from '@trace/contract/production';
import { EXCEPTION_NOTE_MAX, exceptionReview, type LineException } from '@trace/contract/production-query';
import { Button, Card, Form, Input, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { EXCEPTIONS_KEY, exceptionApi } from '../../api/production-query.ts';
import { ExportMenu } from '../../components/export-menu.tsx';
import { required, schemaRule, showRefusedFields } from '../../components/form-rules.ts';
import { ListEmpty } from '../../components/list-empty.tsx';
import { CodeLink } from '../../components/page-link.tsx';
import { Permission } from '../../components/permission.tsx';
import { parseTime } from '../../components/time.ts';

/** One colour per exception kind, the same wherever an exception is shown. */
export const EXCEPTION_COLOURS: Record<LineExceptionKind, string> = {
  unknown: 'default',
  duplicate: 'red',
  wrong_product: 'orange',
  wrong_level: 'gold',
  already_used: 'volcano',
  voided: 'magenta',
  unreadable: 'purple',
  force_closed: 'blue',
  out_of_order: 'cyan',
  over_capacity: 'lime',
};

type Filters = { kind?: LineExceptionKind; reviewed?: '0' | '1' };

/**
 * The rejected reads of a task or an order, embedded in the task page (`taskId`) and the order
 * details page (`orderId`: the order's own list, read with that page's grant). Pages, filters and
 * export come from the server; a person with the task page's update button reviews one with a note.
 * Its state is its own, not the URL's, so it does not disturb the page around it.
 */
export function LineExceptionsTable({ taskId, orderId }: { taskId?: number; orderId?: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const scope = taskId === undefined && orderId !== undefined ? 'order' : 'task';
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, page_size: 10 });
  const [reviewing, setReviewing] = useState<LineException | null>(null);
  const [form] = Form.useForm<{ note: string }>();
  const query = { task_id: taskId, order_id: orderId, ...filters };
  const list = useQuery({
    queryKey: [...EXCEPTIONS_KEY, scope, query, paging],
    queryFn: () => exceptionApi.page({ ...query, ...paging }, scope),
  });
  const review = useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => exceptionApi.review(id, note),
    onSuccess: () => {
      toastSuccess(t('production.reviewDone'));
      setReviewing(null);
      void client.invalidateQueries({ queryKey: EXCEPTIONS_KEY });
    },
    onError: (error) => showRefusedFields(form, error),
  });
  const filter = (next: Filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const filtered = filters.kind !== undefined || filters.reviewed !== undefined;

  return (
    <Card
      size="small"
      title={t('production.exceptionsTitle')}
      data-testid="line-exceptions"
      extra={
        <Space wrap>
          <Select
            allowClear
            aria-label={t('production.exceptionKind')}
            placeholder={t('production.exceptionKind')}
            style={{ width: 180 }}
            value={filters.kind}
            onChange={(kind) => filter({ ...filters, kind })}
            options={LINE_EXCEPTION_KINDS.map((kind) => ({ value: kind, label: t(`production.exception_${kind}`) }))}
          />
          <Select
            allowClear
            aria-label={t('production.reviewState')}
            placeholder={t('production.reviewState')}
            style={{ width: 130 }}
            value={filters.reviewed}
            onChange={(reviewed) => filter({ ...filters, reviewed })}
            options={[
              { value: '0', label: t('production.unreviewed') },
              { value: '1', label: t('production.reviewed') },
            ]}
          />
          <ExportMenu
            path={exceptionApi.exportPath(scope)}
            permission={scope === 'order' ? 'orderextendlist:export' : 'taskmanagement'}
            filter={query}
          />
        </Space>
      }
    >
      <Table<LineException>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list}
        scroll={{ x: 1200 }}
        locale={{
          emptyText: list.isLoading ? (
            ' '
          ) : (
            <ListEmpty filtered={filtered} empty={t('production.exceptionsEmpty')} onClearFilters={() => filter({})} />
          ),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.page_size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, page_size) => setPaging({ page, page_size }),
        }}
        columns={[
          {
            title: t('production.occurredAt'),
            dataIndex: 'occurred_at',
            key: 'occurred_at',
            width: 170,
            render: (v: string) => parseTime(v),
          },
          {
            title: t('production.exceptionKind'),
            dataIndex: 'kind',
            key: 'kind',
            width: 170,
            render: (kind: LineExceptionKind) => (
              <Tag color={EXCEPTION_COLOURS[kind]} data-testid="exception-kind">
                {t(`production.exception_${kind}`)}
              </Tag>
            ),
          },
          {
            title: t('production.rawValue'),
            dataIndex: 'raw_value',
            key: 'raw_value',
            width: 220,
            ellipsis: { showTitle: false },
            render: (raw: string) => (
              <Tooltip title={raw}>
                <Typography.Text code copyable={{ text: raw }}>
                  {raw}
                </Typography.Text>
              </Tooltip>
            ),
          },
          {
            title: t('codes.code'),
            dataIndex: 'code',
            key: 'code',
            width: 220,
            render: (code: string | null) => (code ? <CodeLink code={code} testId="exception-code" /> : null),
          },
          ...(scope === 'task' && taskId !== undefined
            ? []
            : [{ title: t('production.orderNo'), dataIndex: 'order_no', key: 'order_no', width: 150 }]),
          { title: t('plant.line'), dataIndex: 'line_name', key: 'line_name', width: 150, ellipsis: true },
          {
            title: t('production.source'),
            dataIndex: 'source',
            key: 'source',
            width: 120,
            render: (source: string) => t(`production.source_${source}`),
          },
          {
            title: t('production.reviewState'),
            key: 'reviewed',
            width: 200,
            render: (_: unknown, row: LineException) =>
              row.reviewed_at ? (
                <Tooltip title={`${row.reviewed_by} · ${parseTime(row.reviewed_at)}`}>
                  <Space size={4}>
                    <Tag color="green">{t('production.reviewed')}</Tag>
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 110 }}>
                      {row.review_note}
                    </Typography.Text>
                  </Space>
                </Tooltip>
              ) : (
                <Tag color="orange">{t('production.unreviewed')}</Tag>
              ),
          },
          {
            title: t('base.actions'),
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_: unknown, row: LineException) => (
              <Permission roles={['taskmanagement:update']}>
                <Button
                  type="link"
                  size="small"
                  data-testid="exception-review"
                  onClick={() => {
                    form.setFieldsValue({ note: row.review_note });
                    setReviewing(row);
                  }}
                >
                  {t('production.review')}
                </Button>
              </Permission>
            ),
          },
        ]}
      />
      <Modal
        open={reviewing !== null}
        title={reviewing ? t('production.reviewTitle', { value: reviewing.code ?? reviewing.raw_value }) : ''}
        okText={t('production.review')}
        confirmLoading={review.isPending}
        onOk={() => form.submit()}
        onCancel={() => setReviewing(null)}
        destroyOnHidden
      >
        <Form<{ note: string }>
          form={form}
          layout="vertical"
          onFinish={({ note }) => reviewing && review.mutate({ id: reviewing.id, note: note.trim() })}
        >
          <Form.Item
            htmlFor="review_note"
            name="note"
            label={t('production.reviewNote')}
            rules={[required(t), schemaRule(t, exceptionReview.shape.note, t('production.reviewNote'))]}
          >
            <Input.TextArea
              id="review_note"
              rows={3}
              maxLength={EXCEPTION_NOTE_MAX}
              showCount
              placeholder={t('production.reviewNoteHint')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
