import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { reportApi, reportKeys } from '../../api/report.ts';
import { HandoverNote } from '../../components/handover-note.tsx';
import { useUserStore } from '../../stores/user-store.ts';

const PRINTING = 'printing-notes';
/** How long the notes' QR codes are waited for before printing anyway. */
const QR_WAIT_MS = 10_000;

/**
 * The handover notes of the outbound orders picked, printed one a page: read from the server (under
 * the report's own grant), drawn by the shared note beside the console (hidden on screen), printed
 * once their QR codes are drawn, then gone. While they print, the page prints nothing else.
 */
export function HandoverNotes({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const company = useUserStore((s) => s.profile?.enterprise_name ?? '');
  const notes = useQuery({ queryKey: [...reportKeys.all, 'connect', 'notes', ids], queryFn: () => reportApi.notes(ids) });
  const root = useRef<HTMLDivElement>(null);
  const loaded = notes.data;
  useEffect(() => {
    if (notes.isError) onDone();
  }, [notes.isError, onDone]);
  useEffect(() => {
    if (!loaded) return;
    document.body.classList.add(PRINTING);
    const since = Date.now();
    let timer: number | undefined;
    const printWhenDrawn = () => {
      const images = [...(root.current?.querySelectorAll('img') ?? [])];
      const drawn = images.length >= loaded.notes.length && images.every((image) => image.complete);
      if (!drawn && Date.now() - since < QR_WAIT_MS) {
        timer = window.setTimeout(printWhenDrawn, 50);
        return;
      }
      window.addEventListener('afterprint', onDone, { once: true });
      window.print();
    };
    printWhenDrawn();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', onDone);
      document.body.classList.remove(PRINTING);
    };
  }, [loaded, onDone]);
  if (!loaded) return null;
  return createPortal(
    <div className="handover-notes" data-testid="handover-notes" ref={root}>
      {loaded.notes.map((note) => (
        <HandoverNote key={note.id} note={{ ...note, company }} />
      ))}
    </div>,
    document.body,
  );
}
