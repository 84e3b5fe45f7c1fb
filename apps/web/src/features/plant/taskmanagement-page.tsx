import { buttonCode } from '@trace/contract/catalogue';
import { type LineTask, TASK_POLL_MS } from '@trace/contract/line-task';
import { TASK_STATUSES } from '@trace/contract/production';
import { Form, Input, Progress, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/base.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';
import { TaskCloseDialog } from './task-close-dialog.tsx';
import { TaskDetailsDrawer } from './task-details-drawer.tsx';
import { TaskLineDialog } from './task-line-dialog.tsx';
import { TaskStatusTag } from './task-status-tag.tsx';

const DEFAULTS = listDefaults('-opened_at');
const api = resourceApi('tasks', 'plant');
const number = (value: number) => formatNumber(value);

/**
 * Line tasks (`taskmanagement`): the orders at work on lines with their live counters. While a
 * task on the page is not closed the list is read again every two seconds (only while the page is
 * visible: TanStack Query stops polling in a hidden tab), so the numbers move as the line scans.
 */
export default function TaskmanagementPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const [closing, setClosing] = useState<LineTask | null>(null);
  const [placing, setPlacing] = useState<{ task: LineTask | null } | null>(null);
  const columns: ColumnsType<LineTask> = [
    {
      title: t('plant.task_orderNo'),
      dataIndex: 'order_no',
      key: 'order_no',
      sorter: true,
      width: 170,
      render: (v: string, row) => (
        <Typography.Link onClick={() => setShown(row.id)} data-testid={`task-open-${row.id}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('plant.task_product'), dataIndex: 'product_name', key: 'product_name' },
    { title: t('codes.lot'), dataIndex: 'lot_no', key: 'lot_no', width: 130 },
    {
      title: t('plant.line'),
      dataIndex: 'line_name',
      key: 'line_name',
      width: 200,
      render: (v: string, row) => (
        <Tooltip title={`${row.plant_name} / ${row.workshop_name}`}>
          <span>
            {v}
            <Typography.Text type="secondary"> · {row.workshop_name}</Typography.Text>
          </span>
        </Tooltip>
      ),
    },
    {
      title: t('base.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 110,
      render: (_, row) => <TaskStatusTag status={row.status} />,
    },
    {
      title: t('plant.task_progress'),
      key: 'progress',
      dataIndex: 'commissioned',
      width: 220,
      render: (_, row) => (
        <Tooltip title={t('plant.task_progressOf', { done: row.commissioned, planned: row.planned_qty })}>
          <Progress
            percent={Math.min(100, Math.floor((row.commissioned / row.planned_qty) * 100))}
            size="small"
            format={() => `${number(row.commissioned)} / ${number(row.planned_qty)}`}
            aria-label={t('plant.task_progressOf', { done: row.commissioned, planned: row.planned_qty })}
          />
        </Tooltip>
      ),
    },
    {
      title: t('plant.task_commissioned'),
      dataIndex: 'commissioned',
      key: 'commissioned',
      sorter: true,
      width: 120,
      align: 'right',
      render: number,
    },
    { title: t('plant.task_packed'), dataIndex: 'packed', key: 'packed', width: 110, align: 'right', render: number },
    { title: t('plant.task_cases'), dataIndex: 'cases', key: 'cases', width: 90, align: 'right', render: number },
    { title: t('plant.task_pallets'), dataIndex: 'pallets', key: 'pallets', width: 90, align: 'right', render: number },
    { title: t('plant.task_rejected'), dataIndex: 'rejected', key: 'rejected', width: 100, align: 'right', render: number },
    {
      title: <Tooltip title={t('plant.task_rateHint')}>{t('plant.task_rate')}</Tooltip>,
      dataIndex: 'rate_per_minute',
      key: 'rate_per_minute',
      width: 130,
      align: 'right',
      render: number,
    },
    {
      title: t('plant.task_lastReadAt'),
      dataIndex: 'last_read_at',
      key: 'last_read_at',
      sorter: true,
      width: 180,
      render: (v: string | null) => parseTime(v),
    },
    {
      title: t('plant.task_openedAt'),
      dataIndex: 'opened_at',
      key: 'opened_at',
      sorter: true,
      width: 180,
      render: (v: string) => parseTime(v),
    },
  ];
  return (
    <ListPage<LineTask, 'taskmanagement'>
      menuKey="taskmanagement"
      api={api}
      defaults={DEFAULTS}
      refetchInterval={(rows) => (rows.some((row) => row.status !== 'closed') ? TASK_POLL_MS : false)}
      onRowClick={(row) => setShown(row.id)}
      empty={t('plant.task_empty')}
      filters={[
        { kind: 'text', name: 'order_no', label: t('plant.task_orderNo'), maxLength: 64, width: 180 },
        {
          kind: 'select',
          name: 'status',
          label: t('base.status'),
          width: 130,
          options: TASK_STATUSES.map((s) => ({ value: s, label: t(`plant.task_status_${s}`) })),
        },
        { kind: 'ref', name: 'line_id', label: t('plant.line'), resource: 'lines', area: 'plant', width: 200 },
        { kind: 'ref', name: 'plant_id', label: t('plant.plant'), resource: 'plants', area: 'plant', width: 200 },
        { kind: 'ref', name: 'workshop_id', label: t('plant.workshop'), resource: 'workshops', area: 'plant', width: 200 },
        { kind: 'ref', name: 'product_id', label: t('plant.task_product'), resource: 'products', width: 200 },
        <Form.Item key="opened" label={t('plant.task_openedBetween')}>
          <Space.Compact>
            <Form.Item noStyle name="opened_from">
              <Input id="filter_opened_from" type="date" aria-label={t('plant.task_openedBetween')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item noStyle name="opened_to">
              <Input id="filter_opened_to" type="date" aria-label={t('plant.task_openedBetween')} style={{ width: 150 }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>,
      ]}
      columns={columns}
      rowActions={(row) => [
        {
          key: 'view',
          label: t('common.view'),
          roles: ['taskmanagement'],
          onClick: () => setShown(row.id),
          testId: `task-view-${row.id}`,
        },
        ...(row.status === 'open'
          ? [
              {
                key: 'move',
                label: t('plant.task_move'),
                roles: [buttonCode('taskmanagement', 'update')],
                onClick: () => setPlacing({ task: row }),
                testId: `task-move-${row.id}`,
              },
            ]
          : []),
        ...(row.status !== 'closed'
          ? [
              {
                key: 'close',
                label: t('plant.task_close'),
                roles: [buttonCode('taskmanagement', 'close')],
                danger: true,
                onClick: () => setClosing(row),
                testId: `task-close-${row.id}`,
              },
            ]
          : []),
      ]}
      add={{ label: t('plant.task_add'), onClick: () => setPlacing({ task: null }) }}
    >
      <TaskDetailsDrawer taskId={shown} onClose={() => setShown(null)} onCloseTask={setClosing} />
      <TaskCloseDialog task={closing} onClose={() => setClosing(null)} />
      <TaskLineDialog placing={placing} onClose={() => setPlacing(null)} />
    </ListPage>
  );
}
