import { useQuery } from '@tanstack/react-query';
import type { CodeRecord, OrderStatus } from '@trace/contract/tagging';
import { Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/base.ts';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';
import { JobProgress, RUNNING, STATUS_COLOURS } from './job-progress.tsx';

const records = resourceApi('records', 'tagging');

/** One order or pool: its facts, live progress while it generates, and its records. */
export function CodeOrderDrawer({ path, id, onClose }: { path: 'codeorders' | 'pools'; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = resourceApi(path, 'tagging');
  const order = useQuery({
    queryKey: [...api.key, 'detail', id],
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && RUNNING.includes(q.state.data.status) ? 1000 : false),
  });
  const history = useQuery({
    queryKey: [...records.key, 'order', id, order.data?.status],
    queryFn: () => records.page({ order_id: id as number, page_size: 50 }),
    enabled: id !== null,
  });
  const o = order.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={o?.order_no ?? ''} destroyOnHidden>
      {!o ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('tagging.status')}>
              <Tag color={STATUS_COLOURS[o.status as OrderStatus]}>{t(`tagging.status_${o.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('tagging.rule')}>
              {o.rule_name} · {t(`tagging.level_${o.level}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('tagging.progress')} span={2}>
              <JobProgress order={o} />
            </Descriptions.Item>
            <Descriptions.Item label={t('tagging.product')}>{o.product_name}</Descriptions.Item>
            <Descriptions.Item label={t('tagging.vendor')}>{o.vendor}</Descriptions.Item>
            <Descriptions.Item label={t('tagging.downloaded')}>{formatNumber(o.downloaded_count)}</Descriptions.Item>
            <Descriptions.Item label={t('tagging.voidedCount')}>{formatNumber(o.voided_count)}</Descriptions.Item>
            <Descriptions.Item label={t('tagging.createdAt')}>{parseTime(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('tagging.finishedAt')}>{o.finished_at ? parseTime(o.finished_at) : ''}</Descriptions.Item>
            {o.error ? (
              <Descriptions.Item label={t('tagging.error')} span={2}>
                <Typography.Text type="danger">{o.error}</Typography.Text>
              </Descriptions.Item>
            ) : null}
            {o.remark ? (
              <Descriptions.Item label={t('tagging.remark')} span={2}>
                {o.remark}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('menu.records')}
          </Typography.Title>
          <Table<CodeRecord>
            size="small"
            rowKey="id"
            loading={history.isFetching}
            dataSource={history.data?.list}
            pagination={false}
            columns={[
              { title: t('tagging.time'), dataIndex: 'created_at', render: (v: string) => parseTime(v) },
              { title: t('tagging.recordKind'), dataIndex: 'kind', render: (k: string) => t(`tagging.kind_${k}`) },
              {
                title: t('tagging.range'),
                key: 'range',
                render: (_, r) => `${formatNumber(r.seq_from)} – ${formatNumber(r.seq_to)}`,
              },
              { title: t('tagging.actor'), dataIndex: 'actor_name' },
              { title: t('tagging.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
