import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type HandoverNote, reportApi, reportKeys } from '../../api/report.ts';
import { parseTime } from '../../components/time.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { formatNumber } from '../../utils/format.ts';
import './handover-notes.css';

const PRINTING = 'printing-notes';

/**
 * The handover notes of the outbound orders picked, printed one a page: read from the server, laid
 * out beside the console (hidden on screen), printed, then gone. While they print, the page prints
 * nothing else.
 */
export function HandoverNotes({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const notes = useQuery({ queryKey: [...reportKeys.all, 'connect', 'notes', ids], queryFn: () => reportApi.notes(ids) });
  const loaded = notes.data;
  useEffect(() => {
    if (notes.isError) onDone();
  }, [notes.isError, onDone]);
  useEffect(() => {
    if (!loaded) return;
    document.body.classList.add(PRINTING);
    window.addEventListener('afterprint', onDone, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', onDone);
      document.body.classList.remove(PRINTING);
    };
  }, [loaded, onDone]);
  if (!loaded) return null;
  return createPortal(
    <div className="handover-notes" data-testid="handover-notes">
      {loaded.notes.map((note) => (
        <NotePage key={note.id} note={note} />
      ))}
    </div>,
    document.body,
  );
}

function NotePage({ note }: { note: HandoverNote }) {
  const { t } = useTranslation();
  const company = useUserStore((s) => s.profile?.enterprise_name ?? '');
  const facts: Array<[string, string]> = [
    [t('physical.shipmentNo'), note.shipment_no],
    [t('physical.dealer'), note.dealer_name],
    [t('base.warehouse'), note.warehouse_name],
    [t('physical.plannedOn'), note.planned_on],
    [t('physical.shippedAt'), parseTime(note.shipped_at) ?? '—'],
    [t('physical.receivedAt'), parseTime(note.received_at) ?? '—'],
    [t('base.status'), t(`physical.shipmentStatus_${note.status}`, { defaultValue: note.status })],
    [t('physical.items'), formatNumber(note.items)],
    [t('report.column_cases'), formatNumber(note.cases)],
  ];
  return (
    <section className="handover-notes-page" data-testid="handover-note-page">
      <header>
        <p className="handover-notes-company">{company}</p>
        <h1>{t('physical.noteTitle')}</h1>
      </header>
      <dl className="handover-notes-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {note.note ? (
        <p>
          <strong>{t('physical.note')}</strong> {note.note}
        </p>
      ) : null}
      <table className="handover-notes-table">
        <thead>
          <tr>
            <th scope="col">{t('base.product')}</th>
            <th scope="col">{t('report.column_planned')}</th>
            <th scope="col">{t('report.column_shipped')}</th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line) => (
            <tr key={line.product_id}>
              <td>{line.product_name}</td>
              <td>{formatNumber(line.planned)}</td>
              <td>{formatNumber(line.shipped)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="handover-notes-signatures">
        {(['noteShipper', 'noteCarrier', 'noteReceiver'] as const).map((key) => (
          <div key={key}>
            <strong>{t(`physical.${key}`)}</strong>
            <span>{t('physical.noteSignature')}</span>
          </div>
        ))}
      </footer>
    </section>
  );
}
