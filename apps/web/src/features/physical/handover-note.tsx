import { useQuery } from '@tanstack/react-query';
import { routePath } from '@trace/contract/catalogue';
import type { Shipment, ShipmentCode } from '@trace/contract/shipment';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shipments, shipmentsApi } from '../../api/shipments.ts';
import { HandoverNote, type HandoverNoteData } from '../../components/handover-note.tsx';
import { useUserStore } from '../../stores/user-store.ts';

/** Every code on the order, page by page (an order holds tens of pallets or hundreds of loose cases). */
async function allCodes(id: number): Promise<ShipmentCode[]> {
  const rows: ShipmentCode[] = [];
  for (let page = 1; ; page++) {
    const answer = await shipmentsApi.codes(id, page, 200);
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) return rows;
  }
}

/** The note of an order as the outbound orders' own reads give it: the dealer's receipt takes every code shipped. */
function noteOf(company: string, shipment: Shipment, codes: readonly ShipmentCode[]): HandoverNoteData {
  return {
    company,
    shipment_no: shipment.shipment_no,
    dealer_name: shipment.dealer_name,
    warehouse_name: shipment.warehouse_name,
    planned_on: shipment.planned_on,
    shipped_at: shipment.shipped_at,
    received_at: shipment.received_at,
    status: shipment.status,
    note: shipment.note,
    lines: shipment.lines.map((line) => ({
      product_id: line.product_id,
      product_name: line.product_name,
      planned: line.planned_qty,
      shipped: line.scanned_qty,
      received: shipment.received_at ? line.scanned_qty : null,
    })),
    codes: codes.map((code) => ({
      code_id: code.code_id,
      value: code.value,
      level: code.level,
      product_name: code.product_name,
      items: code.items,
    })),
  };
}

/**
 * The handover note of an outbound order (`/physical/freight/note/:id`), read under the outbound
 * orders' grants and drawn by the shared note; the browser's print makes the PDF.
 */
export default function HandoverNotePage() {
  const { t } = useTranslation();
  const company = useUserStore((s) => s.profile?.enterprise_name ?? '');
  const id = Number(useParams().id);
  const order = useQuery({ queryKey: [...shipments.key, 'detail', id], queryFn: () => shipments.detail(id), enabled: id > 0 });
  const codes = useQuery({ queryKey: [...shipments.key, 'note-codes', id], queryFn: () => allCodes(id), enabled: id > 0 });
  const shipment = order.data;
  if (order.isError || !Number.isInteger(id) || id <= 0) return <Alert type="error" showIcon title={t('common.pageNotFound')} />;
  if (!shipment || !codes.data) return <Spin />;
  return (
    <main data-testid="handover-note">
      <HandoverNote
        note={noteOf(company, shipment, codes.data)}
        tools={
          <>
            <Link to={routePath('freight')}>{t('physical.scanBack')}</Link>
            <Button type="primary" onClick={() => window.print()} data-testid="note-print">
              {t('physical.notePrint')}
            </Button>
          </>
        }
      />
    </main>
  );
}
