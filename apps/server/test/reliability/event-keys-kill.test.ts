import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, describe, expect, it } from 'vitest';
import { runKeyStep } from '../../src/modules/epcis/event-keys.ts';
import { codeFixture } from '../support/codes.ts';
import { createTestApp, freshStorage, type Storage, type TestApp } from '../support/test-app.ts';
import { signIn } from './support/actors.ts';
import { jsonCall } from './support/http.ts';
import { ENGINE } from './support/run-settings.ts';
import { sendAcrossKills } from './support/server-process.ts';

/**
 * The EPCIS event keys across kills: items are shipped and received in small operations while a
 * server keys their events in the background (`epcis_event_keys`); the server is killed (SIGKILL)
 * twice in the middle and started again on the same data. Afterwards the keys kept across the kills
 * must equal those made again from nothing over the same events: no event unkeyed, none keyed twice.
 */
const ITEMS = 120;
const KILLS = 2;
const CHUNK = 4;

let storage: Storage | undefined;

afterAll(async () => {
  await storage?.drop();
});

/** Steps until the enterprise's keys are caught up. */
async function catchUp(t: TestApp, enterpriseId: number) {
  for (;;) {
    const step = await t.db.orm.transaction((tx) => runKeyStep({ orm: tx, enterpriseId, app: t.app }, { limit: 1000, now: t.clock.now() }));
    if (step.caughtUp) return;
  }
}
const keysOf = async (t: TestApp, enterpriseId: number) =>
  (
    await t.db.query<{ event_key: string; code_event_id: string }>(
      'SELECT event_key::text, code_event_id::text FROM epcis_event_keys WHERE enterprise_id = $1 ORDER BY code_event_id, event_key',
      [enterpriseId],
    )
  ).map((row) => `${row.code_event_id} ${row.event_key}`);

describe(`the EPCIS event keys across kills (${ENGINE})`, () => {
  it('key every event once, as keying from nothing does', { timeout: 600_000 }, async () => {
    storage = await freshStorage();
    const setup = await createTestApp({ storage });
    const admin = await setup.tokenFor('admin');
    const fx = await codeFixture(setup, admin, { items: ITEMS, boxes: 0, pallets: 0 });
    await setup.close();

    const chunks = Array.from({ length: ITEMS / CHUNK }, (_, n) => fx.items.values.slice(n * CHUNK, (n + 1) * CHUNK));
    let next = 0;
    const sendAll = async (base: string, until: number) => {
      const token = await signIn(base, { name: 'admin', type: ACCOUNT_TYPE.ENTERPRISE });
      while (next < until) {
        const codes = chunks[next++] as string[];
        for (const [kind, body] of [
          ['commission', { codes, product_id: fx.productId, warehouse_id: fx.warehouseId, lot_no: 'KEYS' }],
          ['ship', { codes, dealer_id: fx.dealerId, warehouse_id: fx.warehouseId }],
          ['receive', { codes, dealer_id: fx.dealerId }],
        ] as const) {
          const answer = await jsonCall(base, 'POST', `/api/codes/${kind}`, token, { op_id: randomUUID(), ...body });
          if (answer.status === 0) return;
        }
      }
    };

    await sendAcrossKills(
      { ...storage.env, EPCIS_EVENT_KEYS: '1', REPORT_ROLLUPS: '0', RISK_ENGINE: '0' },
      { kills: KILLS, parts: chunks.length, send: sendAll },
    );

    const check = await createTestApp({ storage });
    try {
      await catchUp(check, fx.enterpriseId);
      const kept = await keysOf(check, fx.enterpriseId);
      const [events] = await check.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM code_events WHERE enterprise_id = $1 AND NOT (type IN ('pack', 'unpack') AND parent_code_id IS NULL)`,
        [fx.enterpriseId],
      );
      expect(Number(events?.n)).toBeGreaterThan(ITEMS);
      expect(kept.length).toBe(Number(events?.n));
      // From nothing: a changed setting makes the keys again from the first event.
      await check.db.query(`UPDATE epcis_key_cursors SET setting = '' WHERE enterprise_id = $1`, [fx.enterpriseId]);
      await catchUp(check, fx.enterpriseId);
      expect(await keysOf(check, fx.enterpriseId)).toEqual(kept);
    } finally {
      await check.close();
    }
  });
});
