import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFixture } from '../support/codes.ts';
import { catchUp, RISK_ROWS } from '../support/risk.ts';
import { createTestApp, freshStorage, type Storage } from '../support/test-app.ts';
import { send } from './support/http.ts';
import { ENGINE } from './support/run-settings.ts';
import { type ServerProcess, startServer } from './support/server-process.ts';

/**
 * The risk engine across kills: consumer scans (positions out of the dealer's regions, bursts of
 * devices on one code, queries past the limit) stream into a server running the engine in the
 * background; the server is killed (SIGKILL) twice in the middle and started again on the same
 * data. Afterwards the warnings must be exactly those a clean run of the engine raises over the
 * same recorded scans: none lost, none raised twice, each raised by the same scan with the same
 * evidence count.
 */
const SCANS = 360;
const KILLS = 2;
const PLACES = [
  { lat: 22.5431, lng: 114.0579 }, // 深圳: in the dealer's Guangdong
  { lat: 31.2304, lng: 121.4737 }, // 上海
  { lat: 30.2467, lng: 120.1485 }, // 杭州
  { lat: 32.0415, lng: 118.7841 }, // 南京
];

type Raised = { dedupe_key: string; kind: string; reason: string; first_scan_id: string; scan_count: number };

let storage: Storage | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill();
  await storage?.drop();
});

describe(`the risk engine across kills (${ENGINE})`, () => {
  it('raises the warnings a clean run raises over the same scans, none lost and none twice', { timeout: 600_000 }, async () => {
    storage = await freshStorage();
    const setup = await createTestApp({ storage });
    const admin = await setup.tokenFor('admin');
    const fx = await codeFixture(setup, admin, { items: 60, boxes: 0, pallets: 0 });
    const op = (kind: string, body: object) =>
      setup.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: { op_id: randomUUID(), ...body } });
    expect((await op('commission', { codes: fx.items.values, product_id: fx.productId, warehouse_id: fx.warehouseId })).status).toBe(200);
    expect((await op('ship', { codes: fx.items.values, dealer_id: fx.dealerId, warehouse_id: fx.warehouseId })).status).toBe(200);
    const rules = {
      diversion_level: 'city',
      diversion_min_devices: 3,
      diversion_window_minutes: 60,
      diversion_gps_only: false,
      clone_speed_kmh: 900,
      clone_burst_devices: 4,
      clone_burst_minutes: 10,
      leak_grace_hours: 72,
      exempt_dealer_ids: [],
    };
    expect(
      (await setup.request({ method: 'POST', url: '/api/inspect/riskparams/default/save', token: admin, payload: rules })).status,
    ).toBe(200);
    // No warning worked through (a dismissal quiets its key): the background run and the clean one start alike.
    for (const table of RISK_ROWS) await setup.db.query(`DELETE FROM ${table}`);
    await setup.close();

    // The stream: each scan a code, a place and a phone, drawn in a fixed pattern.
    const stream = Array.from({ length: SCANS }, (_, n) => ({
      code: fx.items.values[(n * 7) % 23] as string,
      gps: PLACES[(n * 5) % PLACES.length],
      device: `phone-${(n * 11) % 17}`,
    }));
    let next = 0;
    const sendAll = async (base: string, until: number) => {
      const workers = Array.from({ length: 4 }, async () => {
        while (next < until) {
          const scan = stream[next++] as (typeof stream)[number];
          const answer = await send(base, {
            method: 'POST',
            url: '/api/public/scans',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code: scan.code, gps: scan.gps, device: scan.device }),
          });
          if (answer.status === 0) return;
        }
      });
      await Promise.all(workers);
    };

    for (let round = 0; round <= KILLS; round++) {
      server = await startServer({ ...storage.env, RISK_ENGINE: '1', PUBLIC_SCANS_PER_MINUTE: '0' });
      const until = Math.round((SCANS * (round + 1)) / (KILLS + 1));
      if (round < KILLS) {
        // Killed while scans are still coming and the engine is reading them.
        const sending = sendAll(server.base, until);
        await new Promise((resolve) => setTimeout(resolve, 300 + round * 200));
        await server.kill();
        await sending;
      } else {
        await sendAll(server.base, SCANS);
        await server.stop();
      }
    }
    server = undefined;

    const check = await createTestApp({ storage });
    try {
      // What the engine raised in the background across the kills, once it has read every scan.
      await catchUp(check, fx.enterpriseId);
      const read = `SELECT dedupe_key, kind, reason, first_scan_id::text AS first_scan_id, scan_count FROM warnings
        WHERE enterprise_id = $1 ORDER BY dedupe_key`;
      const ids = (await check.db.query<{ id: string }>('SELECT id FROM codes WHERE value = ANY($1::text[])', [fx.items.values])).map(
        (r) => r.id,
      );
      const background = await check.db.query<Raised>(read, [fx.enterpriseId]);
      const [recorded] = await check.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM scan_events WHERE enterprise_id = $1 AND code_id = ANY($2::bigint[])',
        [fx.enterpriseId, ids],
      );
      // A clean run over the same scans: the engine's own rows forgotten, the engine run again from the start.
      for (const table of RISK_ROWS) await check.db.query(`DELETE FROM ${table}`);
      await catchUp(check, fx.enterpriseId);
      const clean = await check.db.query<Raised>(read, [fx.enterpriseId]);
      expect(Number(recorded?.n)).toBeGreaterThan(SCANS / 2);
      const fixture = await check.db.query<{ kind: string }>('SELECT DISTINCT kind FROM warnings WHERE code_id = ANY($1::bigint[])', [ids]);
      expect(fixture.map((w) => w.kind)).toEqual(expect.arrayContaining(['clone', 'diversion']));
      expect(background).toEqual(clean);
    } finally {
      await check.close();
    }
  });
});
