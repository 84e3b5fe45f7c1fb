import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../src/modules/report/report.public.ts';
import { codeFixture } from '../support/codes.ts';
import { catchUpRollups, rollupLines } from '../support/reports.ts';
import { createTestApp, freshStorage, type Storage } from '../support/test-app.ts';
import { signIn } from './support/actors.ts';
import { jsonCall, send } from './support/http.ts';
import { ENGINE } from './support/run-settings.ts';
import { sendAcrossKills } from './support/server-process.ts';

/**
 * The reports' rollups across kills: items are shipped to dealers in small outbound operations and
 * scanned by consumers while a server keeps the rollups in the background; the server is killed
 * (SIGKILL) twice in the middle and started again on the same data. Afterwards the rollups kept
 * across the kills must equal those rebuilt from nothing over the same events and scans: no event
 * or scan lost, none counted twice.
 */
const ITEMS = 120;
const KILLS = 2;
const CHUNK = 4;

let storage: Storage | undefined;

afterAll(async () => {
  await storage?.drop();
});

describe(`the reports' rollups across kills (${ENGINE})`, () => {
  it('count every event and scan once, as a rebuild from nothing counts them', { timeout: 600_000 }, async () => {
    storage = await freshStorage();
    const setup = await createTestApp({ storage });
    const admin = await setup.tokenFor('admin');
    const fx = await codeFixture(setup, admin, { items: ITEMS, boxes: 0, pallets: 0 });
    const commissioned = await setup.request({
      method: 'POST',
      url: '/api/codes/commission',
      token: admin,
      payload: { op_id: randomUUID(), codes: fx.items.values, product_id: fx.productId, warehouse_id: fx.warehouseId, lot_no: 'KILL' },
    });
    expect(commissioned.status).toBe(200);
    await setup.close();

    // The stream: ship a few items, then scan them, chunk after chunk.
    const chunks = Array.from({ length: ITEMS / CHUNK }, (_, n) => fx.items.values.slice(n * CHUNK, (n + 1) * CHUNK));
    let next = 0;
    const sendAll = async (base: string, until: number) => {
      const token = await signIn(base, { name: 'admin', type: ACCOUNT_TYPE.ENTERPRISE });
      while (next < until) {
        const codes = chunks[next++] as string[];
        const shipped = await jsonCall(base, 'POST', '/api/codes/ship', token, {
          op_id: randomUUID(),
          codes,
          dealer_id: next % 2 === 0 ? fx.dealerId : fx.otherDealerId,
          warehouse_id: fx.warehouseId,
        });
        if (shipped.status === 0) return;
        for (const code of codes) {
          const scanned = await send(base, {
            method: 'POST',
            url: '/api/public/scans',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code, device: `phone-${code.slice(-4)}` }),
          });
          if (scanned.status === 0) return;
        }
      }
    };

    await sendAcrossKills(
      { ...storage.env, REPORT_ROLLUPS: '1', RISK_ENGINE: '0', PUBLIC_SCANS_PER_MINUTE: '0' },
      { kills: KILLS, parts: chunks.length, send: sendAll },
    );

    const check = await createTestApp({ storage });
    try {
      await catchUpRollups(check, fx.enterpriseId);
      const background = await rollupLines(check, fx.enterpriseId);
      const [moved] = await check.db.query<{ ships: number; scans: number }>(
        `SELECT (SELECT count(*)::int FROM code_events WHERE enterprise_id = $1 AND type = 'ship') AS ships,
           (SELECT count(*)::int FROM scan_events WHERE enterprise_id = $1 AND raw_value = ANY($2::text[])) AS scans`,
        [fx.enterpriseId, fx.items.values],
      );
      expect(Number(moved?.ships)).toBeGreaterThan(ITEMS / 3);
      expect(Number(moved?.scans)).toBeGreaterThan(ITEMS / 3);
      await rebuildRollups(check.db, { enterpriseId: fx.enterpriseId, now: () => check.clock.now() });
      expect(background).toEqual(await rollupLines(check, fx.enterpriseId));
    } finally {
      await check.close();
    }
  });
});
