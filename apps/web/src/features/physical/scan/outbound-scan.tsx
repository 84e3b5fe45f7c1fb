import { routePath } from '@trace/contract/catalogue';
import { isShipmentOpen, type ScanOutcome, type Shipment } from '@trace/contract/shipment';
import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { shipments, shipmentsApi } from '../../../api/shipments.ts';
import { CameraReader } from '../../../components/camera-reader.tsx';
import { RequireButton } from '../../../components/require-button.tsx';
import {
  ScanConfirmBar,
  ScanDocumentState,
  ScanInput,
  ScannedCodes,
  ScanStation,
  useScannedDocument,
  useScanStation,
} from '../../../components/scan-station.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { notePath } from '../shipment-actions.tsx';
import { ShipmentStatusTag } from '../shipment-parts.tsx';
import { ReportProblem } from './report-problem.tsx';

/**
 * Outbound scanning (`/physical/freight/scan/:id`): one column for a phone or a PDA, outside the
 * console's shell. A wedge scanner types each code and Enter into the one input, which keeps the
 * focus; every read gets a coloured answer and a sound (taken with its items, or why not); the
 * plan per product fills as codes are taken; a wrong scan comes off the list; one button confirms
 * the shipment, saying first when fewer items than planned were scanned, and the page then shows
 * what was shipped. A camera button reads QR codes with the phone's camera into the same path, and
 * "report a problem" records a delivery exception of the order.
 */
export default function OutboundScan() {
  return (
    <RequireButton code="freight:ship">
      <Scanning />
    </RequireButton>
  );
}

function Scanning() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const station = useScanStation();
  const {
    document: order,
    codes,
    scan,
    unscan,
    confirmed: shipped,
    askToConfirm,
  } = useScannedDocument<Shipment>({
    station,
    resourceKey: shipments.key,
    id,
    detail: shipments.detail,
    codes: (orderId) => shipmentsApi.codes(orderId, 1, 200),
    scan: async (orderId, value) => {
      const { outcomes, shipment: next } = await shipmentsApi.scan(orderId, [value]);
      return { read: outcomes[0] as ScanOutcome, document: next };
    },
    unscan: async (orderId, value) => (await shipmentsApi.unscan(orderId, [value])).shipment,
    removed: (code) => t('physical.scanRemoved', { code }),
    confirm: shipmentsApi.confirm,
  });
  const shipment = order.data;
  const open = shipment !== undefined && isShipmentOpen(shipment.status);
  // The camera's reads take the scanner's path; one arriving while a read is on its way waits for the next frame.
  const cameraRead = (value: string) => {
    if (scan.isPending) return false;
    scan.mutate(value);
    return true;
  };

  const confirm = () => {
    if (!shipment) return;
    askToConfirm({
      title: t('physical.scanConfirmTitle', { dealer: shipment.dealer_name, codes: shipment.code_count, items: shipment.scanned_total }),
      content: <ConfirmText shipment={shipment} />,
      okText: t('physical.scanConfirm'),
      okId: 'shipment-confirm-ok',
    });
  };

  if (!Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('common.pageNotFound')} />;
  return (
    <ScanStation
      station={station}
      testId="outbound-scan"
      title={shipment ? `${shipment.shipment_no} → ${shipment.dealer_name}` : t('physical.scanTitle')}
      subtitle={
        shipment && (
          <>
            {shipment.warehouse_name} · {shipment.planned_on} <ShipmentStatusTag status={shipment.status} />
          </>
        )
      }
      back={{ to: routePath('freight'), label: t('physical.scanBack') }}
    >
      {order.isError && <Alert type="error" showIcon title={t('common.pageNotFound')} />}
      <ScanDocumentState
        done={
          shipped && {
            text: t('physical.shipped', { codes: shipped.code_count, items: shipped.scanned_total }),
            links: [
              { to: routePath('freight'), label: t('physical.scanBack') },
              { to: notePath(shipped.id), label: t('physical.actionNote') },
            ],
          }
        }
        closed={shipment && !open ? t('physical.scanNotOpen', { status: t(`physical.shipmentStatus_${shipment.status}`) }) : undefined}
      />
      <ScanInput
        input={station.input}
        feedback={station.feedback}
        open={open}
        onCode={(value) => !scan.isPending && scan.mutate(value)}
        tools={
          <div className="scan-station-tools">
            <CameraReader onRead={cameraRead} disabled={!open} />
            {shipment && (
              <ReportProblem shipmentId={shipment.id} shipmentNo={shipment.shipment_no} lastRead={station.feedback?.code ?? ''} />
            )}
          </div>
        }
      />

      {shipment && (
        <ul className="scan-station-lines" data-testid="scan-lines" aria-label={t('physical.lines')}>
          {shipment.lines.map((line) => (
            <li key={line.id}>
              <div>
                {line.product_name}: {formatNumber(line.scanned_qty)} / {formatNumber(line.planned_qty)}
              </div>
              <Progress
                aria-label={line.product_name}
                percent={line.planned_qty > 0 ? Math.min(100, Math.round((line.scanned_qty / line.planned_qty) * 100)) : 0}
                status={line.scanned_qty > line.planned_qty ? 'exception' : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <ScannedCodes
        title={t('physical.scanRecent')}
        total={codes.data?.total ?? 0}
        empty={t('physical.scanEmpty')}
        codes={codes.data?.list ?? []}
        open={open}
        removeTitle={(code) => t('physical.scanRemoveTitle', { code })}
        onRemove={(code) => unscan.mutateAsync(code)}
      />

      {open && <ScanConfirmBar label={t('physical.scanConfirm')} disabled={!shipment || shipment.code_count === 0} onClick={confirm} />}
    </ScanStation>
  );
}

/** The confirmation's text: what shipping does, and first, when fewer items than planned were scanned, by how many and of which products. */
function ConfirmText({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const short = shipment.lines.filter((line) => line.scanned_qty < line.planned_qty);
  return (
    <>
      {short.length > 0 && (
        <Alert
          type="warning"
          data-testid="scan-confirm-short"
          title={t('physical.scanConfirmShort', { scanned: shipment.scanned_total, planned: shipment.planned_total })}
          description={
            <ul className="scan-station-short">
              {short.map((line) => (
                <li key={line.id}>
                  {line.product_name}: {formatNumber(line.scanned_qty)} / {formatNumber(line.planned_qty)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <p>{t('physical.scanConfirmText')}</p>
    </>
  );
}
