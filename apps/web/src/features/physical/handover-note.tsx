import { useQuery } from '@tanstack/react-query';
import { routePath } from '@trace/contract/catalogue';
import { isShipmentOpen, type ShipmentCode } from '@trace/contract/shipment';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shipments, shipmentsApi } from '../../api/shipments.ts';
import { QrImage } from '../../components/qr-image.tsx';
import { parseTime } from '../../components/time.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { formatNumber } from '../../utils/format.ts';
import './handover-note.css';

/** Every code on the order, page by page (an order holds tens of pallets or hundreds of loose cases). */
async function allCodes(id: number): Promise<ShipmentCode[]> {
  const rows: ShipmentCode[] = [];
  for (let page = 1; ; page++) {
    const answer = await shipmentsApi.codes(id, page, 200);
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) return rows;
  }
}

/**
 * The handover note of an outbound order (`/physical/freight/note/:id`): a print-ready page with
 * the company that ships, the order with its number as a QR code (a receiver's scanner or phone
 * reads it), dealer, warehouse, the products planned and shipped, the codes handed over and the
 * signatures of who ships, carries and receives. Times read as everywhere in the console
 * (`YYYY-MM-DD HH:mm:ss`), not in the browser's own format. The browser's print makes the PDF.
 */
export default function HandoverNote() {
  const { t } = useTranslation();
  const company = useUserStore((s) => s.profile?.enterprise_name ?? '');
  const id = Number(useParams().id);
  const order = useQuery({ queryKey: [...shipments.key, 'detail', id], queryFn: () => shipments.detail(id), enabled: id > 0 });
  const codes = useQuery({ queryKey: [...shipments.key, 'note-codes', id], queryFn: () => allCodes(id), enabled: id > 0 });
  const shipment = order.data;
  if (order.isError || !Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('common.pageNotFound')} />;
  if (!shipment || !codes.data) return <Spin />;
  const shipped = !isShipmentOpen(shipment.status) && shipment.status !== 'cancelled';
  return (
    <main className="handover-note" data-testid="handover-note">
      <nav className="handover-note-tools">
        <Link to={routePath('freight')}>{t('physical.scanBack')}</Link>
        <Button type="primary" onClick={() => window.print()} data-testid="note-print">
          {t('physical.notePrint')}
        </Button>
      </nav>
      <header className="handover-note-head">
        <div>
          <p className="handover-note-company" data-testid="note-company">
            {company}
          </p>
          <h1>{t('physical.noteTitle')}</h1>
        </div>
        <QrImage text={shipment.shipment_no} size={96} testId="note-barcode" />
      </header>
      {!shipped && <p className="handover-note-warning">{t('physical.noteNotShipped')}</p>}
      <dl className="handover-note-facts">
        <dt>{t('physical.shipmentNo')}</dt>
        <dd data-testid="note-shipment-no">{shipment.shipment_no}</dd>
        <dt>{t('physical.dealer')}</dt>
        <dd>{shipment.dealer_name}</dd>
        <dt>{t('base.warehouse')}</dt>
        <dd>{shipment.warehouse_name}</dd>
        <dt>{t('physical.plannedOn')}</dt>
        <dd>{shipment.planned_on}</dd>
        <dt>{t('physical.shippedAt')}</dt>
        <dd data-testid="note-shipped-at">{parseTime(shipment.shipped_at) ?? '—'}</dd>
        <dt>{t('base.status')}</dt>
        <dd>{t(`physical.shipmentStatus_${shipment.status}`)}</dd>
      </dl>
      <table className="handover-note-table">
        <thead>
          <tr>
            <th scope="col">{t('base.product')}</th>
            <th scope="col">{t('physical.plannedItems')}</th>
            <th scope="col">{shipped ? t('physical.shippedItems') : t('physical.scannedItems')}</th>
          </tr>
        </thead>
        <tbody>
          {shipment.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.product_name}</td>
              <td>{formatNumber(line.planned_qty)}</td>
              <td>{formatNumber(line.scanned_qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>
        {t('physical.noteCodesTitle')} ({formatNumber(codes.data.length)})
      </h2>
      <table className="handover-note-table" data-testid="note-codes">
        <thead>
          <tr>
            <th scope="col">{t('physical.codeCount')}</th>
            <th scope="col">{t('physical.level')}</th>
            <th scope="col">{t('base.product')}</th>
            <th scope="col">{t('physical.items')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.data.map((code) => (
            <tr key={code.code_id}>
              <td>
                <code>{code.value}</code>
              </td>
              <td>{t(`tagging.level_${code.level}`)}</td>
              <td>{code.product_name}</td>
              <td>{formatNumber(code.items)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="handover-note-signatures">
        {['noteShipper', 'noteCarrier', 'noteReceiver'].map((key) => (
          <div key={key}>
            <strong>{t(`physical.${key}`)}</strong>
            <span>{t('physical.noteSignature')}</span>
          </div>
        ))}
      </section>
    </main>
  );
}
