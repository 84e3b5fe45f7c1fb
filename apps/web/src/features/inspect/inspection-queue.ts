import type { Inspection, InspectionInput } from '@trace/contract/inspection';
import { forensicsApi } from '../../api/inspections.ts';
import { IndexedDbOutboxStore, MemoryOutboxStore, Outbox, type OutboxEntry, type OutboxState } from '../../utils/outbox.ts';

/** A photo of a queued inspection: the picture itself until the server has it, then only its name there. */
export type QueuedPhoto = { blob: Blob | null; name: string | null };

/** An inspection made on the phone, as it waits to be sent. */
export type QueuedInspection = {
  input: Omit<InspectionInput, 'op_id' | 'photos' | 'inspected_at'>;
  inspected_at: string;
  photos: QueuedPhoto[];
  /** What the check said of the product, to show the waiting entry by more than its code. */
  product_name: string;
};
export type InspectionOutbox = Outbox<QueuedInspection, Inspection>;
export type InspectionQueueState = OutboxState<QueuedInspection>;

/**
 * Sends one queued inspection: its photos first (each name saved as it arrives, so a retry does not
 * upload that photo again), then the record with the inspection's own op_id and time.
 */
export async function sendInspection(
  entry: OutboxEntry<QueuedInspection>,
  save: (payload: QueuedInspection) => Promise<void>,
  api: Pick<typeof forensicsApi, 'uploadPhoto' | 'add'> = forensicsApi,
): Promise<Inspection> {
  let payload = entry.payload;
  for (const [index, photo] of payload.photos.entries()) {
    if (photo.name || !photo.blob) continue;
    const { name } = await api.uploadPhoto(photo.blob);
    payload = { ...payload, photos: payload.photos.map((p, i) => (i === index ? { blob: null, name } : p)) };
    await save(payload);
  }
  return api.add({
    ...payload.input,
    op_id: entry.op_id,
    inspected_at: payload.inspected_at,
    photos: payload.photos.flatMap((photo) => (photo.name ? [photo.name] : [])),
  });
}

/**
 * The signed-in person's queue on this device, in IndexedDB (photos are kept as they are): one
 * database per account, so an inspection is never sent under someone else's session.
 */
export function inspectionOutbox(
  accountId: number,
  handlers: { onSent: (entry: OutboxEntry<QueuedInspection>, answer: Inspection) => void; onState: (state: InspectionQueueState) => void },
): InspectionOutbox {
  const store =
    typeof indexedDB === 'undefined'
      ? new MemoryOutboxStore<QueuedInspection>()
      : new IndexedDbOutboxStore<QueuedInspection>(`trace.inspections.${accountId}`, 'queue');
  return new Outbox<QueuedInspection, Inspection>({
    store,
    send: (entry, save) => sendInspection(entry, save),
    online: () => navigator.onLine,
    ...handlers,
  });
}
