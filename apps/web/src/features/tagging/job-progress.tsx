import type { CodeOrder, OrderStatus } from '@trace/contract/tagging';
import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../utils/format.ts';

export const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: 'default',
  generating: 'processing',
  ready: 'green',
  downloaded: 'blue',
  closed: 'default',
  failed: 'red',
  cancelled: 'orange',
};
/** Jobs whose progress is still moving (pages poll while one is shown). */
export const RUNNING: OrderStatus[] = ['pending', 'generating'];

/** Progress of a generation job: count, percent and codes per second. */
export function JobProgress({ order }: { order: CodeOrder }) {
  const { t } = useTranslation();
  const percent = Math.floor((order.generated_count / order.quantity) * 100);
  return (
    <Space direction="vertical" size={0} style={{ minWidth: 180 }}>
      <Progress
        aria-label={t('tagging.progressLabel', { no: order.order_no })}
        percent={percent}
        size="small"
        status={order.status === 'failed' ? 'exception' : RUNNING.includes(order.status) ? 'active' : undefined}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="job-count">
        {formatNumber(order.generated_count)} / {formatNumber(order.quantity)}
        {order.rate > 0 ? ` · ${t('tagging.rate', { rate: order.rate })}` : ''}
      </Typography.Text>
    </Space>
  );
}
