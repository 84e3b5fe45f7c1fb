import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { type LineTask, LOOSE_POLL_MS, TASK_POLL_MS } from '@trace/contract/line-task';
import { Button, Descriptions, Drawer, Empty, Progress, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Permission } from '../../components/permission.tsx';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';
import { LineExceptionsTable } from './line-exceptions-table.tsx';
import { TASKS_KEY, taskApi } from './task-api.ts';
import { TaskStatusTag } from './task-status-tag.tsx';

const LOOSE_PAGE = 10;
const poll = (task: LineTask | undefined, ms = TASK_POLL_MS) => (task && task.status !== 'closed' ? ms : false);

/**
 * One task: its counters and progress against the order's planned quantity, and the loose items
 * (commissioned on its line, in no case yet), read again while the task is at work.
 */
export function TaskDetailsDrawer({
  taskId,
  onClose,
  onCloseTask,
}: {
  taskId: number | null;
  onClose: () => void;
  onCloseTask: (task: LineTask) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const task = useQuery({
    queryKey: [...TASKS_KEY, 'detail', taskId],
    queryFn: () => taskApi.detail(taskId as number),
    enabled: taskId !== null,
    refetchInterval: (q) => poll(q.state.data),
  });
  const loose = useQuery({
    queryKey: [...TASKS_KEY, 'loose', taskId, page],
    queryFn: () => taskApi.loose(taskId as number, page, LOOSE_PAGE),
    enabled: taskId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: () => poll(task.data, LOOSE_POLL_MS),
  });
  const row = task.data;
  const n = (value: number) => formatNumber(value);
  return (
    <Drawer
      open={taskId !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      width="min(720px, 100vw)"
      title={row ? `${t('plant.task_details')} · ${row.order_no}` : t('plant.task_details')}
      destroyOnHidden
      data-testid="task-drawer"
      extra={
        row && row.status !== 'closed' ? (
          <Space>
            <Permission roles={[buttonCode('relevance', 'add')]}>
              <Link to={`/plant/station/${row.id}`} data-testid="task-station">
                <Button>{t('plant.task_openStation')}</Button>
              </Link>
            </Permission>
            <Permission roles={[buttonCode('taskmanagement', 'close')]}>
              <Button danger onClick={() => onCloseTask(row)} data-testid="task-drawer-close">
                {t('plant.task_close')}
              </Button>
            </Permission>
          </Space>
        ) : null
      }
    >
      {!row ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('base.status')}>
              <TaskStatusTag status={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('plant.task_product')}>{row.product_name}</Descriptions.Item>
            <Descriptions.Item label={t('codes.lot')}>{row.lot_no}</Descriptions.Item>
            <Descriptions.Item label={t('plant.line')}>{`${row.plant_name} / ${row.workshop_name} / ${row.line_name}`}</Descriptions.Item>
            <Descriptions.Item label={t('plant.task_openedAt')}>{parseTime(row.opened_at)}</Descriptions.Item>
            <Descriptions.Item label={t('plant.task_lastReadAt')}>{parseTime(row.last_read_at) ?? '—'}</Descriptions.Item>
            {row.status === 'closed' ? (
              <>
                <Descriptions.Item label={t('plant.task_closedAt')}>{parseTime(row.closed_at)}</Descriptions.Item>
                <Descriptions.Item label={t('plant.task_closedBy')}>{row.closed_by_name}</Descriptions.Item>
                <Descriptions.Item label={t('plant.task_closeReason')} span={2}>
                  {row.close_reason}
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          <div>
            <Typography.Text strong>{t('plant.task_progress')}</Typography.Text>
            <Progress
              percent={Math.min(100, Math.floor((row.commissioned / row.planned_qty) * 100))}
              status={row.status === 'running' ? 'active' : 'normal'}
              aria-label={t('plant.task_progressOf', { done: row.commissioned, planned: row.planned_qty })}
            />
            <Typography.Text data-testid="task-progress-text">
              {t('plant.task_progressOf', { done: row.commissioned, planned: row.planned_qty })}
            </Typography.Text>
          </div>
          <Descriptions column={3} size="small" data-testid="task-counters">
            <Descriptions.Item label={t('plant.task_commissioned')}>
              <span data-testid="task-commissioned">{n(row.commissioned)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('plant.task_packed')}>{n(row.packed)}</Descriptions.Item>
            <Descriptions.Item label={t('plant.task_cases')}>{n(row.cases)}</Descriptions.Item>
            <Descriptions.Item label={t('plant.task_pallets')}>{n(row.pallets)}</Descriptions.Item>
            <Descriptions.Item label={t('plant.task_rejected')}>{n(row.rejected)}</Descriptions.Item>
            <Descriptions.Item label={t('plant.task_rate')}>
              <span data-testid="task-rate">{n(row.rate_per_minute)}</span>
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>
              {t('plant.task_loose')}
              {loose.data ? <Typography.Text type="secondary"> · {n(loose.data.total)}</Typography.Text> : null}
            </Typography.Title>
            <Table
              rowKey="id"
              size="small"
              loading={loose.isLoading}
              dataSource={loose.data?.list ?? []}
              data-testid="task-loose"
              locale={{ emptyText: <Empty description={t('plant.task_looseEmpty')} /> }}
              pagination={{ current: page, pageSize: LOOSE_PAGE, total: loose.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
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
                  title: t('plant.task_commissioned'),
                  dataIndex: 'commissioned_at',
                  key: 'commissioned_at',
                  render: (v: string | null) => parseTime(v),
                },
              ]}
            />
          </div>
          <LineExceptionsTable taskId={taskId as number} />
        </Space>
      )}
    </Drawer>
  );
}
