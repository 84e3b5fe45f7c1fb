import type { OrderStatus } from '@trace/contract/production';
import { Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../utils/format.ts';

const STATUS_COLOURS: Record<OrderStatus, string> = {
  draft: 'default',
  released: 'blue',
  running: 'cyan',
  completed: 'green',
  closed: 'purple',
  cancelled: 'red',
};

/** An order's state as a coloured tag, the same colour for a state on every page. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="order-status">
      {t(`plant.orderStatus_${status}`)}
    </Tag>
  );
}

/**
 * The packaging relation read from the top: "1 pallet = 60 cases = 1,440 items", from levels
 * given item first, each holding `quantity` of the one below.
 */
export function packagingText(levels: Array<{ unit_name: string; quantity: number }>): string {
  if (levels.length < 2) return '';
  const parts: string[] = [];
  let items = 1;
  const totals = levels.map((level) => {
    items *= level.quantity;
    return items;
  });
  const top = totals[totals.length - 1] as number;
  for (let i = levels.length - 1; i >= 0; i--) {
    const count = i === levels.length - 1 ? 1 : top / (totals[i] as number);
    parts.push(`${formatNumber(count)} ${levels[i]?.unit_name ?? ''}`.trim());
  }
  return parts.join(' = ');
}

/** Planned vs commissioned vs packed, as two bars with their figures. */
export function OrderProgress({ planned, commissioned, packed }: { planned: number; commissioned: number; packed: number }) {
  const { t } = useTranslation();
  const percent = (n: number) => (planned > 0 ? Math.min(100, Math.round((n / planned) * 100)) : 0);
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }}>
      {[
        { key: 'commissioned', label: t('plant.commissioned'), value: commissioned },
        { key: 'packed', label: t('plant.packed'), value: packed },
      ].map((bar) => (
        <div key={bar.key} data-testid={`progress-${bar.key}`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {bar.label} {formatNumber(bar.value)} / {formatNumber(planned)}
          </Typography.Text>
          <Progress percent={percent(bar.value)} size="small" aria-label={bar.label} />
        </div>
      ))}
    </Space>
  );
}
