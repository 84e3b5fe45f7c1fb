import type { Shipment, ShipmentStatus } from '@trace/contract/shipment';
import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../utils/format.ts';

const STATUS_COLOURS: Record<ShipmentStatus, string> = {
  draft: 'default',
  scanning: 'blue',
  shipped: 'cyan',
  received: 'green',
  closed: 'purple',
  cancelled: 'red',
};

/** An outbound order's state as a coloured tag, the same colour for a state on every page. */
export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="shipment-status">
      {t(`physical.shipmentStatus_${status}`)}
    </Tag>
  );
}

/** Items scanned (shipped, once confirmed) against the plan, as a bar with its figures. */
export function ShipmentProgress({ shipment, label }: { shipment: Pick<Shipment, 'planned_total' | 'scanned_total'>; label?: string }) {
  const { t } = useTranslation();
  const { planned_total: planned, scanned_total: scanned } = shipment;
  const text = label ?? t('physical.progress');
  return (
    <div data-testid="shipment-progress">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatNumber(scanned)} / {formatNumber(planned)}
      </Typography.Text>
      <Progress
        percent={planned > 0 ? Math.min(100, Math.round((scanned / planned) * 100)) : 0}
        status={scanned > planned ? 'exception' : undefined}
        size="small"
        aria-label={text}
      />
    </div>
  );
}

/** Items still to ship of a closed or shipped order (0 when it is complete). */
export function shortOf(shipment: Pick<Shipment, 'lines'>): number {
  return shipment.lines.reduce((n, line) => n + Math.max(0, line.planned_qty - line.scanned_qty), 0);
}
