import type { CodeLevel } from '@trace/contract/tagging';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../utils/format.ts';
import { QrImage } from './qr-image.tsx';
import { parseTime } from './time.ts';
import './handover-note.css';

/** What a handover note shows of an outbound order: the outbound order's page and the handover-notes report draw it alike. */
export type HandoverNoteData = {
  /** The company that ships. */
  company: string;
  shipment_no: string;
  dealer_name: string;
  warehouse_name: string;
  planned_on: string;
  shipped_at: string | null;
  received_at: string | null;
  status: string;
  note: string;
  /** Per product: items planned, on the order (scanned while open, shipped after), received (null while unknown). */
  lines: ReadonlyArray<{ product_id: number; product_name: string; planned: number; shipped: number; received: number | null }>;
  /** The codes handed over, each with its level and the items it carries. */
  codes: ReadonlyArray<{ code_id: number; value: string; level: CodeLevel; product_name: string; items: number }>;
};

const SIGNATURES = ['noteShipper', 'noteCarrier', 'noteReceiver'] as const;

/**
 * An outbound order's handover note, one printed page: the company that ships, the order with its
 * number as a QR code (a receiver's scanner or phone reads it), dealer, warehouse, the products
 * planned, shipped and received, the codes handed over and the signatures of who ships, carries
 * and receives. Times read as everywhere in the console (`YYYY-MM-DD HH:mm:ss`). `tools` (links,
 * buttons) show on screen only.
 */
export function HandoverNote({ note, tools }: { note: HandoverNoteData; tools?: ReactNode }) {
  const { t } = useTranslation();
  const shipped = note.shipped_at !== null;
  const received = note.lines.some((line) => line.received !== null);
  const items = note.codes.reduce((sum, code) => sum + code.items, 0);
  const cases = note.codes.filter((code) => code.level === 'box').length;
  return (
    <section className="handover-note" data-testid="handover-note-page">
      {tools ? <nav className="handover-note-tools">{tools}</nav> : null}
      <header className="handover-note-head">
        <div>
          <p className="handover-note-company" data-testid="note-company">
            {note.company}
          </p>
          <h1>{t('physical.noteTitle')}</h1>
        </div>
        <QrImage text={note.shipment_no} size={96} testId="note-barcode" />
      </header>
      {!shipped && <p className="handover-note-warning">{t('physical.noteNotShipped')}</p>}
      <dl className="handover-note-facts">
        <dt>{t('physical.shipmentNo')}</dt>
        <dd data-testid="note-shipment-no">{note.shipment_no}</dd>
        <dt>{t('physical.dealer')}</dt>
        <dd>{note.dealer_name}</dd>
        <dt>{t('base.warehouse')}</dt>
        <dd>{note.warehouse_name}</dd>
        <dt>{t('physical.plannedOn')}</dt>
        <dd>{note.planned_on}</dd>
        <dt>{t('physical.shippedAt')}</dt>
        <dd data-testid="note-shipped-at">{parseTime(note.shipped_at) ?? '—'}</dd>
        <dt>{t('physical.receivedAt')}</dt>
        <dd data-testid="note-received-at">{parseTime(note.received_at) ?? '—'}</dd>
        <dt>{t('base.status')}</dt>
        <dd>{t(`physical.shipmentStatus_${note.status}`, { defaultValue: note.status })}</dd>
        <dt>{t('physical.items')}</dt>
        <dd>{formatNumber(items)}</dd>
        <dt>{t('report.column_cases')}</dt>
        <dd>{formatNumber(cases)}</dd>
      </dl>
      {note.note ? (
        <p>
          <strong>{t('physical.note')}</strong> {note.note}
        </p>
      ) : null}
      <table className="handover-note-table" data-testid="note-lines">
        <thead>
          <tr>
            <th scope="col">{t('base.product')}</th>
            <th scope="col">{t('physical.plannedItems')}</th>
            <th scope="col">{shipped ? t('physical.shippedItems') : t('physical.scannedItems')}</th>
            {received && <th scope="col">{t('physical.receivedItems')}</th>}
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line) => (
            <tr key={line.product_id}>
              <td>{line.product_name}</td>
              <td>{formatNumber(line.planned)}</td>
              <td>{formatNumber(line.shipped)}</td>
              {received && <td>{line.received === null ? '—' : formatNumber(line.received)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <h2>
        {t('physical.noteCodesTitle')} ({formatNumber(note.codes.length)})
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
          {note.codes.map((code) => (
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
      <footer className="handover-note-signatures">
        {SIGNATURES.map((key) => (
          <div key={key}>
            <strong>{t(`physical.${key}`)}</strong>
            <span>{t('physical.noteSignature')}</span>
          </div>
        ))}
      </footer>
    </section>
  );
}
