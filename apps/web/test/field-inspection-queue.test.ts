import { describe, expect, it, vi } from 'vitest';
import { type QueuedInspection, sendInspection } from '../src/features/inspect/inspection-queue.ts';
import { MemoryOutboxStore, Outbox, type OutboxEntry, type OutboxState, SendFailure } from '../src/utils/outbox.ts';

type Payload = { code: string; photos: Array<{ name: string | null }> };
let n = 0;
const opId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const at = (i: number) => new Date(1_700_000_000_000 + i).toISOString();

/** A server that records an operation once per op_id, as the inspection's add does. */
function fakeServer() {
  const recorded = new Map<string, { id: number; code: string }>();
  const calls: string[] = [];
  let down = false;
  const refuse = new Map<string, string>();
  const send = async (entry: OutboxEntry<Payload>) => {
    calls.push(entry.payload.code);
    if (down) throw new SendFailure('no answer', true);
    const reason = refuse.get(entry.payload.code);
    if (reason) throw new SendFailure(reason, false);
    const first = recorded.get(entry.op_id);
    if (first) return first;
    const record = { id: recorded.size + 1, code: entry.payload.code };
    recorded.set(entry.op_id, record);
    return record;
  };
  return {
    recorded,
    calls,
    refuse,
    send,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

const manualTimers = () => {
  const waiting: Array<() => void> = [];
  return {
    setTimer: (run: () => void) => waiting.push(run),
    clearTimer: () => undefined,
    fire: () => {
      for (const run of waiting.splice(0)) run();
    },
  };
};

describe('the field inspection queue', () => {
  it('sends queued inspections in the order they were made, once each, after the network returns', async () => {
    const server = fakeServer();
    const store = new MemoryOutboxStore<Payload>();
    const timers = manualTimers();
    let online = false;
    const sent: string[] = [];
    const outbox = new Outbox({ store, send: server.send, online: () => online, onSent: (e) => sent.push(e.payload.code), ...timers });
    await outbox.push(opId(), { code: 'A', photos: [] }, at(1));
    await outbox.push(opId(), { code: 'B', photos: [] }, at(2));
    await outbox.push(opId(), { code: 'C', photos: [] }, at(3));
    // Offline: nothing tried, all waiting and kept in the store.
    expect(server.calls).toEqual([]);
    expect(outbox.state()).toMatchObject({ offline: true });
    expect(outbox.state().waiting.map((e) => e.payload.code)).toEqual(['A', 'B', 'C']);
    expect(store.entries.size).toBe(3);

    online = true;
    await outbox.kick();
    expect(sent).toEqual(['A', 'B', 'C']);
    expect(outbox.state().waiting).toEqual([]);
    expect(store.entries.size).toBe(0);
  });

  it('reads what an earlier page left, oldest first, and sends it on load', async () => {
    const server = fakeServer();
    const store = new MemoryOutboxStore<Payload>();
    await store.put({ op_id: opId(), queued_at: at(20), payload: { code: 'late', photos: [] }, refusal: null });
    await store.put({ op_id: opId(), queued_at: at(10), payload: { code: 'early', photos: [] }, refusal: null });
    const outbox = new Outbox({ store, send: server.send });
    await outbox.load();
    expect(server.calls).toEqual(['early', 'late']);
    expect(store.entries.size).toBe(0);
  });

  it('sends an inspection whose answer was lost again with the same op_id, and the server records it once', async () => {
    const server = fakeServer();
    const store = new MemoryOutboxStore<Payload>();
    const timers = manualTimers();
    let loseAnswer = true;
    const outbox = new Outbox({
      store,
      ...timers,
      send: async (entry: OutboxEntry<Payload>) => {
        const answer = await server.send(entry);
        // Recorded on the server, but the answer never reaches the phone.
        if (loseAnswer) throw new SendFailure('answer lost', true);
        return answer;
      },
    });
    const id = opId();
    await outbox.push(id, { code: 'A', photos: [] });
    await outbox.kick();
    expect(server.recorded.size).toBe(1);
    expect(outbox.state().waiting).toHaveLength(1);
    expect(store.entries.has(id)).toBe(true);

    loseAnswer = false;
    timers.fire();
    await vi.waitFor(() => expect(outbox.state().waiting).toHaveLength(0));
    expect(server.calls).toEqual(['A', 'A']);
    expect(server.recorded.size).toBe(1);
    expect(store.entries.size).toBe(0);
  });

  it('keeps a refused inspection with the reason, goes on with the next, and removes it only when asked', async () => {
    const server = fakeServer();
    server.refuse.set('B', 'Raise only out of region');
    const store = new MemoryOutboxStore<Payload>();
    const states: OutboxState<Payload>[] = [];
    const outbox = new Outbox({ store, send: server.send, onState: (s) => states.push(s) });
    await outbox.push(opId(), { code: 'A', photos: [] });
    const refused = opId();
    await outbox.push(refused, { code: 'B', photos: [] });
    await outbox.push(opId(), { code: 'C', photos: [] });
    await outbox.kick();
    expect([...server.recorded.values()].map((r) => r.code)).toEqual(['A', 'C']);
    const { refused: kept, waiting } = outbox.state();
    expect(waiting).toEqual([]);
    expect(kept).toMatchObject([{ op_id: refused, refusal: 'Raise only out of region', payload: { code: 'B' } }]);
    // Kept across a reload: the store has it with its reason, and a new page does not send it again.
    expect(store.entries.get(refused)?.refusal).toBe('Raise only out of region');
    const reloaded = new Outbox({ store, send: server.send });
    await reloaded.load();
    expect(server.calls.filter((code) => code === 'B')).toHaveLength(1);
    expect(reloaded.state().refused).toHaveLength(1);

    await reloaded.remove(refused);
    expect(reloaded.state().refused).toEqual([]);
    expect(store.entries.size).toBe(0);
    expect(states.at(-1)?.refused).toHaveLength(1);
  });

  it('keeps the progress a send saves (a photo uploaded), so a retry does not upload it again', async () => {
    const store = new MemoryOutboxStore<Payload>();
    const timers = manualTimers();
    const uploads: number[] = [];
    let addUp = false;
    const outbox = new Outbox<Payload, string>({
      store,
      ...timers,
      send: async (entry, save) => {
        const photos = [...entry.payload.photos];
        for (const [i, photo] of photos.entries()) {
          if (photo.name) continue;
          uploads.push(i);
          photos[i] = { name: `${i}.jpg` };
          await save({ ...entry.payload, photos });
        }
        if (!addUp) throw new SendFailure('no answer', true);
        return 'done';
      },
    });
    const id = opId();
    await outbox.push(id, { code: 'A', photos: [{ name: null }, { name: null }] });
    await outbox.kick();
    expect(store.entries.get(id)?.payload.photos).toEqual([{ name: '0.jpg' }, { name: '1.jpg' }]);
    addUp = true;
    timers.fire();
    await vi.waitFor(() => expect(store.entries.size).toBe(0));
    expect(uploads).toEqual([0, 1]);
  });
});

describe('sending one queued inspection', () => {
  const queued = (photos: QueuedInspection['photos']): OutboxEntry<QueuedInspection> => ({
    op_id: opId(),
    queued_at: at(1),
    refusal: null,
    payload: {
      input: { code: 'C1', store_name: 'Shop', store_address: '', note: '', raise: true, gps: { lat: 31.2, lng: 121.4 } },
      inspected_at: at(1),
      photos,
      product_name: 'Water',
    },
  });

  it('uploads the photos first, keeps each name as it arrives, then records with the op_id, time and names', async () => {
    const calls: string[] = [];
    const saved: QueuedInspection[] = [];
    const entry = queued([
      { blob: new Blob(['a']), name: null },
      { blob: null, name: 'f'.repeat(32).concat('.jpg') },
      { blob: new Blob(['b']), name: null },
    ]);
    const api = {
      uploadPhoto: async (blob: Blob) => {
        calls.push(`upload ${await blob.text()}`);
        return { name: `${await blob.text()}.jpg`, width: 1, height: 1 };
      },
      add: async (body: Parameters<typeof import('../src/api/inspections.ts').forensicsApi.add>[0]) => {
        calls.push('add');
        return { ...body } as never;
      },
    };
    const answer = (await sendInspection(entry, async (payload) => void saved.push(payload), api)) as unknown as Record<string, unknown>;
    expect(calls).toEqual(['upload a', 'upload b', 'add']);
    expect(saved.map((p) => p.photos.map((photo) => photo.name))).toEqual([
      ['a.jpg', 'f'.repeat(32).concat('.jpg'), null],
      ['a.jpg', 'f'.repeat(32).concat('.jpg'), 'b.jpg'],
    ]);
    // Uploaded photos are let go of on the phone: only the name is kept.
    expect(saved.at(-1)?.photos.every((photo) => photo.blob === null)).toBe(true);
    expect(answer).toMatchObject({
      op_id: entry.op_id,
      inspected_at: at(1),
      code: 'C1',
      raise: true,
      photos: ['a.jpg', 'f'.repeat(32).concat('.jpg'), 'b.jpg'],
    });
  });
});
