import type { OrderStatus } from '@trace/contract/production';
import type { LineTree, LineTreeNode, Order } from '@trace/contract/production-order';
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

type Option = { value: number; label: string };

/**
 * The order form's plant → workshop → line options for what is chosen now. An order's own place,
 * disabled since, stays offered by its names, but only under its own plant and workshop (a plant
 * changed in the form shows that plant's workshops alone). A line at work on another order names
 * it (`busy`): the release waits until that order's task is closed.
 */
export function placeOptions(
  tree: LineTree,
  record: Pick<Order, 'order_no' | 'plant_id' | 'plant_name' | 'workshop_id' | 'workshop_name' | 'line_id' | 'line_name'> | null,
  chosen: { plantId: number | undefined; workshopId: number | undefined; lineId: number | undefined },
): { plants: Option[]; workshops: Option[]; lines: Array<Option & { busy: string | null }>; busy: string | null } {
  const withOwn = (options: Option[], value: number | undefined, label: string | undefined) =>
    value !== undefined && label && !options.some((o) => o.value === value) ? [...options, { value, label }] : options;
  const plant = tree.find((p) => p.value === chosen.plantId);
  const workshop = plant?.children.find((w) => w.value === chosen.workshopId);
  const ownPlant = record !== null && chosen.plantId === record.plant_id;
  const ownWorkshop = record !== null && chosen.workshopId === record.workshop_id;
  const busyOf = (line: LineTreeNode) => (line.busy_order_no && line.busy_order_no !== record?.order_no ? line.busy_order_no : null);
  const lines = (workshop?.children ?? []).map((line) => ({ value: line.value, label: line.label, busy: busyOf(line) }));
  const own = ownWorkshop && record && !lines.some((l) => l.value === record.line_id);
  return {
    plants: withOwn(tree, record?.plant_id, record?.plant_name),
    workshops: ownPlant ? withOwn(plant?.children ?? [], record?.workshop_id, record?.workshop_name) : (plant?.children ?? []),
    lines: own && record ? [...lines, { value: record.line_id, label: record.line_name, busy: null }] : lines,
    busy: lines.find((line) => line.value === chosen.lineId)?.busy ?? null,
  };
}
