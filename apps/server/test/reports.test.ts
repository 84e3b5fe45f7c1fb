import { randomUUID } from 'node:crypto';
import type { ReportAnswer } from '@trace/contract/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeMonths } from '../src/modules/report/report.facts.ts';
import { rebuildRollups } from '../src/modules/report/report.public.ts';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { catchUpRollups, rollupLines } from './support/reports.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Every figure of the reports is computed here again, straight from the raw rows (events, scans,
 * documents), with SQL of its own in the enterprise's time zone, for random periods and groupings
 * over the demo's history (production, shipments, returns, scans, warnings, inspections).
 */
let t: TestApp;
let admin: string;
let enterpriseId: number;
const ZONE = 'Asia/Shanghai';

/** A small deterministic random source, so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function report(key: string, query: Record<string, string | number>, token = admin): Promise<ReportAnswer> {
  const response = await t.request({
    method: 'GET',
    url: `/api/report/${key}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
  if (response.status !== 200) throw new Error(`${key}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** Rows of raw SQL as a map from a key column to a number column. */
async function tally(sql: string, params: unknown[]): Promise<Map<string, number>> {
  const rows = await t.db.query<{ k: unknown; n: unknown }>(sql, params);
  return new Map(rows.filter((row) => Number(row.n) !== 0).map((row) => [String(row.k), Number(row.n)]));
}

/** A report column as a map from each row's `ref` to its value (rows with 0 left out, as the raw tallies leave them). */
function column(answer: ReportAnswer, key: string, ref = 'ref'): Map<string, number> {
  return new Map(answer.rows.filter((row) => Number(row[key]) !== 0).map((row) => [String(row[ref]), Number(row[key])]));
}

const localDay = (column: string) => `(${column} AT TIME ZONE '${ZONE}')::date`;
const inPeriod = (column: string) => `${localDay(column)} BETWEEN $2::date AND $3::date`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  enterpriseId = Number((await t.db.query<{ id: number }>('SELECT id FROM enterprises ORDER BY id LIMIT 1'))[0]?.id);
  // Many small steps, as the job takes them while events keep coming.
  await catchUpRollups(t, enterpriseId, 97);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every figure recomputed from the raw rows', () => {
  const draw = random(20261207);
  // Random periods, and one of 75 days holding at least one whole month (read from the monthly rollups).
  const periods = [
    ...Array.from({ length: 3 }, () => {
      const from = -Math.floor(draw() * 60) - 1;
      return { from: day(from), to: day(Math.min(0, from + Math.floor(draw() * 60))) };
    }),
    { from: day(-75), to: day(0) },
  ];

  it.each(periods)('production summary and daily yield, $from to $to', async (period) => {
    const params = [enterpriseId, period.from, period.to];
    const commissioned = await tally(
      `SELECT c.product_id AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'commission' AND c.level = 'item' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const cases = await tally(
      `SELECT c.product_id AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'pack' AND e.parent_code_id IS NULL AND c.level = 'box' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const rejected = await tally(
      `SELECT o.product_id AS k, count(*) AS n FROM line_exceptions x JOIN production_orders o ON o.id = x.production_order_id
       WHERE x.enterprise_id = $1 AND ${inPeriod('x.occurred_at')} GROUP BY 1`,
      params,
    );
    const hours = await tally(
      `SELECT c.product_id AS k, count(DISTINCT (${localDay('e.occurred_at')}, extract(hour FROM e.occurred_at AT TIME ZONE '${ZONE}'), c.line_id)) AS n
       FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'commission' AND c.level = 'item' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const byProduct = await report('collect', { ...period, group: 'product' });
    expect(column(byProduct, 'commissioned')).toEqual(commissioned);
    expect(column(byProduct, 'cases')).toEqual(cases);
    expect(column(byProduct, 'rejected')).toEqual(rejected);
    expect(column(byProduct, 'active_hours')).toEqual(hours);
    expect(byProduct.totals.commissioned).toBe([...commissioned.values()].reduce((a, b) => a + b, 0));
    // A line's hour making two products is one active hour of the total.
    const allHours = await tally(
      `SELECT 1 AS k, count(DISTINCT (${localDay('e.occurred_at')}, extract(hour FROM e.occurred_at AT TIME ZONE '${ZONE}'), c.line_id)) AS n
       FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'commission' AND c.level = 'item' AND ${inPeriod('e.occurred_at')}`,
      params,
    );
    expect(byProduct.totals.active_hours).toBe(allHours.get('1') ?? 0);

    const planned = await tally(
      `SELECT produced_on::text || '|' || line_id AS k, sum(planned_qty) AS n FROM production_orders
       WHERE enterprise_id = $1 AND produced_on BETWEEN $2::date AND $3::date GROUP BY 1`,
      params,
    );
    const perDayLine = await tally(
      `SELECT ${localDay('e.occurred_at')}::text || '|' || coalesce(c.line_id, 0) AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'commission' AND c.level = 'item' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const yieldAnswer = await report('dateyield', period);
    const keyed = (key: string) =>
      new Map(yieldAnswer.rows.filter((row) => Number(row[key]) !== 0).map((row) => [`${row.day}|${row.ref}`, Number(row[key])]));
    expect(keyed('planned')).toEqual(planned);
    expect(keyed('commissioned')).toEqual(perDayLine);
  });

  it.each(periods)('production orders, $from to $to', async (period) => {
    const params = [enterpriseId, period.from, period.to];
    const answer = await report('productionorder', period);
    const orders = await tally(
      `SELECT id AS k, planned_qty AS n FROM production_orders WHERE enterprise_id = $1 AND produced_on BETWEEN $2::date AND $3::date`,
      params,
    );
    expect(column(answer, 'planned')).toEqual(orders);
    for (const [fact, key] of [
      ['commission', 'commissioned'],
      ['ship', 'shipped'],
      ['receive', 'received'],
      ['return', 'returned'],
    ] as const) {
      const raw = await tally(
        `SELECT c.production_order_id AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
         JOIN production_orders o ON o.id = c.production_order_id
         WHERE e.enterprise_id = $1 AND e.type = '${fact}' AND c.level = 'item' AND o.produced_on BETWEEN $2::date AND $3::date GROUP BY 1`,
        params,
      );
      expect(column(answer, key), key).toEqual(raw);
    }
    const scanned = await tally(
      `SELECT c.production_order_id AS k, count(*) FILTER (WHERE s.counted) AS n FROM scan_events s JOIN codes c ON c.id = s.code_id
       JOIN production_orders o ON o.id = c.production_order_id
       WHERE s.enterprise_id = $1 AND s.scanner = 'consumer' AND o.produced_on BETWEEN $2::date AND $3::date GROUP BY 1`,
      params,
    );
    expect(column(answer, 'scanned')).toEqual(scanned);
  });

  it.each(periods)('shipments and returns, $from to $to', async (period) => {
    const params = [enterpriseId, period.from, period.to];
    const answer = await report('shipmentsreport', { ...period, group: 'dealer' });
    const shipped = await tally(
      `SELECT e.location_id AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'ship' AND c.level = 'item' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const received = await tally(
      `SELECT e.location_id AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'receive' AND c.level = 'item' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const orders = await tally(
      `SELECT dealer_id AS k, count(*) AS n FROM shipments WHERE enterprise_id = $1 AND ${inPeriod('shipped_at')} GROUP BY 1`,
      params,
    );
    const transfersIn = await tally(
      `SELECT x.to_dealer_id AS k, sum(c.item_count) AS n FROM exchanges x JOIN exchange_codes c ON c.exchange_id = x.id
       WHERE x.enterprise_id = $1 AND ${inPeriod('x.exchanged_at')} GROUP BY 1`,
      params,
    );
    expect(column(answer, 'shipped')).toEqual(shipped);
    expect(column(answer, 'received')).toEqual(received);
    expect(column(answer, 'orders')).toEqual(orders);
    expect(column(answer, 'transfers_in')).toEqual(transfersIn);
    // By product, an order of two products is in two rows and once in the total.
    const byProduct = await report('shipmentsreport', { ...period, group: 'product' });
    expect(byProduct.totals.orders).toBe([...orders.values()].reduce((a, b) => a + b, 0));
    // A lot: the items of the lot shipped, and the orders that carried them.
    const [lot] = await t.db.query<{ lot_no: string }>(
      `SELECT c.lot_no FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'ship' AND c.lot_no IS NOT NULL AND ${inPeriod('e.occurred_at')} LIMIT 1`,
      params,
    );
    if (lot) {
      const ofLot = await report('shipmentsreport', { ...period, group: 'dealer', lot_no: lot.lot_no });
      const lotShipped = await tally(
        `SELECT e.location_id AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
         WHERE e.enterprise_id = $1 AND e.type = 'ship' AND c.level = 'item' AND c.lot_no = $4 AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
        [...params, lot.lot_no],
      );
      const lotOrders = await tally(
        `SELECT s.dealer_id AS k, count(*) AS n FROM shipments s WHERE s.enterprise_id = $1 AND ${inPeriod('s.shipped_at')}
           AND EXISTS (SELECT 1 FROM shipment_codes sc JOIN codes c ON c.id = sc.code_id WHERE sc.shipment_id = s.id AND c.lot_no = $4)
         GROUP BY 1`,
        [...params, lot.lot_no],
      );
      expect(column(ofLot, 'shipped')).toEqual(lotShipped);
      expect(column(ofLot, 'orders')).toEqual(lotOrders);
    }

    const returns = await report('phoenix', { ...period, group: 'dealer' });
    const returned = await tally(
      `SELECT r.dealer_id AS k, sum(c.item_count) AS n FROM returns r JOIN return_codes c ON c.return_id = r.id
       WHERE r.enterprise_id = $1 AND r.status IN ('returned', 'restocked', 'voided') AND ${inPeriod('r.returned_at')} GROUP BY 1`,
      params,
    );
    const voided = await tally(
      `SELECT r.dealer_id AS k, sum(c.item_count) AS n FROM returns r JOIN return_codes c ON c.return_id = r.id
       WHERE r.enterprise_id = $1 AND r.status = 'voided' AND ${inPeriod('r.returned_at')} GROUP BY 1`,
      params,
    );
    expect(column(returns, 'returned')).toEqual(returned);
    expect(column(returns, 'voided')).toEqual(voided);

    const notes = await report('connect', period);
    const count = await tally(`SELECT 1 AS k, count(*) AS n FROM shipments WHERE enterprise_id = $1 AND ${inPeriod('shipped_at')}`, params);
    expect(notes.rows.length).toBe(count.get('1') ?? 0);
  });

  it.each(periods)('market supervision by province and by dealer, $from to $to', async (period) => {
    const params = [enterpriseId, period.from, period.to];
    const byRegion = await report('supervise', period);
    const scans = await tally(
      `SELECT CASE WHEN region_code ~ '^\\d{6}$' THEN substr(region_code, 1, 2) || '0000' ELSE 'null' END AS k, count(*) AS n
       FROM scan_events WHERE enterprise_id = $1 AND scanner = 'consumer' AND ${inPeriod('occurred_at')} GROUP BY 1`,
      params,
    );
    const warnings = await tally(
      `SELECT CASE WHEN region_code ~ '^\\d{6}$' THEN substr(region_code, 1, 2) || '0000' ELSE 'null' END AS k, count(*) AS n
       FROM warnings WHERE enterprise_id = $1 AND ${inPeriod('raised_at')} GROUP BY 1`,
      params,
    );
    expect(column(byRegion, 'scans')).toEqual(scans);
    expect(column(byRegion, 'warnings')).toEqual(warnings);
    const byDealer = await report('supervise', { ...period, group: 'dealer' });
    const dealerWarnings = await tally(
      `SELECT coalesce(dealer_id::text, 'null') AS k, count(*) AS n FROM warnings WHERE enterprise_id = $1 AND ${inPeriod('raised_at')} GROUP BY 1`,
      params,
    );
    expect(column(byDealer, 'warnings')).toEqual(dealerWarnings);
    const inspections = await tally(
      `SELECT coalesce(dealer_id::text, 'null') AS k, count(*) AS n FROM inspection_records WHERE enterprise_id = $1 AND ${inPeriod('inspected_at')} GROUP BY 1`,
      params,
    );
    expect(column(byDealer, 'inspections')).toEqual(inspections);
  });

  it('has figures to compare: the demo history falls in the periods', async () => {
    const answer = await report('collect', { from: day(-60), to: day(0) });
    expect(answer.totals.commissioned).toBeGreaterThan(0);
    const scans = await report('supervise', { from: day(-60), to: day(0) });
    expect(scans.totals.scans).toBeGreaterThan(0);
  });
});

describe('rollups', () => {
  it('read a period as its whole months and the days at its ends', () => {
    expect(wholeMonths({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ first: '2026-03-01', last: '2026-03-01' });
    expect(wholeMonths({ from: '2026-03-02', to: '2026-05-30' })).toEqual({ first: '2026-04-01', last: '2026-04-01' });
    expect(wholeMonths({ from: '2026-01-15', to: '2026-12-31' })).toEqual({ first: '2026-02-01', last: '2026-12-01' });
    expect(wholeMonths({ from: '2026-03-02', to: '2026-03-30' })).toBeNull();
    expect(wholeMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ first: '2024-02-01', last: '2024-02-01' });
  });

  it('built again from nothing equal those kept step by step', async () => {
    const kept = await rollupLines(t, enterpriseId);
    expect(kept.length).toBeGreaterThan(10);
    const rebuilt = await rebuildRollups(t.db, { enterpriseId, now: () => t.clock.now() });
    expect(rebuilt.read).toBeGreaterThan(0);
    expect(await rollupLines(t, enterpriseId)).toEqual(kept);
  });

  it("count an event at 23:30 and 00:30 local time on the enterprise's local day, and count again when its time zone changes", async () => {
    const f = await codeFixture(t, admin, { items: 2, boxes: 0, pallets: 0 });
    const at = ['2026-03-01T15:30:00Z', '2026-03-01T16:30:00Z']; // Shanghai: 23:30 on the 1st, 00:30 on the 2nd
    for (const [i, occurred_at] of at.entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/codes/commission',
        token: admin,
        payload: {
          op_id: randomUUID(),
          codes: [f.items.values[i]],
          product_id: f.productId,
          warehouse_id: f.warehouseId,
          lot_no: 'TZ-EDGE',
          produced_at: '2026-03-01',
          occurred_at,
        },
      });
      expect(response.status).toBe(200);
    }
    await catchUpRollups(t, enterpriseId);
    const perDay = async () =>
      column(await report('collect', { from: '2026-03-01', to: '2026-03-02', group: 'day', lot_no: 'TZ-EDGE' }), 'commissioned');
    expect(await perDay()).toEqual(
      new Map([
        ['2026-03-01', 1],
        ['2026-03-02', 1],
      ]),
    );

    const profile = (await t.request({ method: 'GET', url: '/api/base/enterprise/detail', token: admin })).body.data;
    const { area_name: _name, updated_at: _at, ...input } = profile;
    const saved = await t.request({
      method: 'POST',
      url: '/api/base/enterprise/update',
      token: admin,
      payload: { ...input, time_zone: 'UTC' },
    });
    expect(saved.status).toBe(200);
    // A save that leaves the zone out keeps it.
    const { time_zone: _zone, ...withoutZone } = input;
    const kept = await t.request({ method: 'POST', url: '/api/base/enterprise/update', token: admin, payload: withoutZone });
    expect(kept.body.data.time_zone).toBe('UTC');
    await catchUpRollups(t, enterpriseId);
    expect(await perDay()).toEqual(new Map([['2026-03-01', 2]]));

    const wrong = await t.request({
      method: 'POST',
      url: '/api/base/enterprise/update',
      token: admin,
      payload: { ...input, time_zone: 'Mars/Olympus' },
    });
    expect(wrong.status).toBe(422);
    const back = await t.request({
      method: 'POST',
      url: '/api/base/enterprise/update',
      token: admin,
      payload: { ...input, time_zone: ZONE },
    });
    expect(back.status).toBe(200);
    await catchUpRollups(t, enterpriseId);
  });
});

describe('the lag', () => {
  it('says how old the first row not yet counted is, and queues the rollups when one is', async () => {
    const f = await codeFixture(t, admin, { items: 1, boxes: 0, pallets: 0 });
    await catchUpRollups(t, enterpriseId);
    await t.db.query(`DELETE FROM jobs WHERE kind = 'report_rollup'`);
    const caughtUp = await report('collect', { from: day(-1), to: day(0) });
    expect(caughtUp.lag_seconds).toBe(0);
    expect(await t.count(`jobs WHERE kind = 'report_rollup'`)).toBe(0);
    const response = await t.request({
      method: 'POST',
      url: '/api/codes/commission',
      token: admin,
      payload: { op_id: randomUUID(), codes: f.items.values, product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'LAG' },
    });
    expect(response.status).toBe(200);
    t.clock.advance(5000);
    const behind = await report('collect', { from: day(-1), to: day(0) });
    expect(behind.lag_seconds).toBeGreaterThanOrEqual(5);
    expect(await t.count(`jobs WHERE kind = 'report_rollup' AND state = 'queued' AND enterprise_id = ${enterpriseId}`)).toBe(1);
    await catchUpRollups(t, enterpriseId);
  });
});

describe('the home page', () => {
  it('shows the last 30 days and the latest lots as the raw rows count them', async () => {
    const activity = (await t.request({ method: 'GET', url: '/api/dashboard/activity', token: admin })).body.data;
    expect(activity.days).toHaveLength(30);
    const params = [enterpriseId, activity.days[0], activity.days.at(-1)];
    const commissioned = await tally(
      `SELECT ${localDay('e.occurred_at')}::text AS k, count(*) AS n FROM code_events e JOIN codes c ON c.id = e.code_id
       WHERE e.enterprise_id = $1 AND e.type = 'commission' AND c.level = 'item' AND ${inPeriod('e.occurred_at')} GROUP BY 1`,
      params,
    );
    const scanned = await tally(
      `SELECT ${localDay('occurred_at')}::text AS k, count(*) AS n FROM scan_events
       WHERE enterprise_id = $1 AND scanner = 'consumer' AND ${inPeriod('occurred_at')} GROUP BY 1`,
      params,
    );
    const series = (name: string) =>
      new Map((activity.days as string[]).map((d, i): [string, number] => [d, activity.series[name][i]]).filter(([, n]) => n !== 0));
    expect(series('commissioned')).toEqual(commissioned);
    expect(series('scanned')).toEqual(scanned);
    expect(activity.funnel.length).toBeGreaterThan(0);
    for (const lot of activity.funnel) {
      const [raw] = await t.db.query<Record<string, string>>(
        `SELECT count(*) FILTER (WHERE e.type = 'commission') AS commissioned, count(*) FILTER (WHERE e.type = 'ship') AS shipped,
           count(*) FILTER (WHERE e.type = 'receive') AS received
         FROM code_events e JOIN codes c ON c.id = e.code_id
         WHERE c.enterprise_id = $1 AND c.product_id = $2 AND c.lot_no = $3 AND c.level = 'item'`,
        [enterpriseId, lot.product_id, lot.lot_no],
      );
      const [labels] = await t.db.query<Record<string, string>>(
        `SELECT coalesce(sum(generated_count), 0) AS generated FROM code_orders WHERE id IN (
           SELECT DISTINCT c.order_id FROM codes c WHERE c.enterprise_id = $1 AND c.product_id = $2 AND c.lot_no = $3 AND c.level = 'item')`,
        [enterpriseId, lot.product_id, lot.lot_no],
      );
      expect({
        ...lot,
        product_name: undefined,
        label_batches: undefined,
        printed: undefined,
        packed: undefined,
        scanned: undefined,
      }).toEqual({
        product_id: lot.product_id,
        lot_no: lot.lot_no,
        commissioned: Number(raw?.commissioned),
        shipped: Number(raw?.shipped),
        received: Number(raw?.received),
        generated: Number(labels?.generated),
        product_name: undefined,
        label_batches: undefined,
        printed: undefined,
        packed: undefined,
        scanned: undefined,
      });
    }
  });

  it('gives each part only with the report or list behind it', async () => {
    const clerk = await employeeWith(t, admin, `home-${randomUUID().slice(0, 6)}`, { menus: ['collect'] });
    const activity = (await t.request({ method: 'GET', url: '/api/dashboard/activity', token: clerk })).body.data;
    expect(Object.keys(activity.series)).toEqual(['commissioned']);
    expect(activity.funnel).toBeUndefined();
  });
});

describe('grants and isolation', () => {
  it('answers only the menus granted, the file only under the export button', async () => {
    const clerk = await employeeWith(t, admin, `rep-${randomUUID().slice(0, 6)}`, { menus: ['collect'] });
    const period = { from: day(-30), to: day(0) };
    expect((await t.request({ method: 'GET', url: '/api/report/collect', query: period, token: clerk })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/report/supervise', query: period, token: clerk })).status).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/report/collect/export', query: { ...period, format: 'csv' }, token: clerk })).status,
    ).toBe(403);
  });

  it('prints the handover notes of the orders picked under the connect menu alone, with the codes handed over', async () => {
    const reader = await employeeWith(t, admin, `rep-${randomUUID().slice(0, 6)}`, { menus: ['connect'] });
    const [shipped] = await t.db.query<{ id: number; shipment_no: string; received: boolean }>(
      `SELECT s.id, s.shipment_no, s.received_at IS NOT NULL AS received FROM shipments s
       WHERE s.enterprise_id = $1 AND s.shipped_at IS NOT NULL AND EXISTS (SELECT 1 FROM shipment_codes c WHERE c.shipment_id = s.id)
       ORDER BY s.id LIMIT 1`,
      [enterpriseId],
    );
    if (!shipped) throw new Error('the demo has no shipped order with codes');
    const response = await t.request({
      method: 'GET',
      url: '/api/report/connect/notes',
      query: { ids: String(shipped.id) },
      token: reader,
    });
    expect(response.status).toBe(200);
    const [note] = response.body.data.notes;
    expect(note.shipment_no).toBe(shipped.shipment_no);
    const codes = await t.db.query<{ items: number; level: string }>(
      `SELECT c.item_count AS items, k.level FROM shipment_codes c JOIN codes k ON k.id = c.code_id WHERE c.shipment_id = $1`,
      [shipped.id],
    );
    expect(note.codes.length).toBe(codes.length);
    expect(note.codes.reduce((sum: number, code: { items: number }) => sum + code.items, 0)).toBe(
      codes.reduce((sum, code) => sum + Number(code.items), 0),
    );
    expect(new Set(note.codes.map((code: { level: string }) => code.level))).toEqual(new Set(codes.map((code) => code.level)));
    expect(note.codes.every((code: { value: string; product_name: string }) => code.value !== '' && code.product_name !== '')).toBe(true);
    for (const line of note.lines) expect(line.received).toBe(shipped.received ? line.shipped : null);
    // The outbound orders' own reads stay theirs.
    expect(
      (await t.request({ method: 'GET', url: '/api/physical/shipments/codes', query: { id: String(shipped.id) }, token: reader })).status,
    ).toBe(403);
  });

  it("shows another enterprise none of this one's figures", async () => {
    const other = await t.secondEnterprise(`rep-other-${randomUUID().slice(0, 6)}`);
    await catchUpRollups(t, other.enterpriseId);
    const period = { from: day(-60), to: day(0) };
    for (const key of ['supervise', 'collect', 'dateyield', 'productionorder', 'shipmentsreport', 'connect', 'phoenix']) {
      const answer = await report(key, period, other.token);
      expect(answer.rows, key).toEqual([]);
    }
  });

  it('refuses a period backwards or too long, and an unknown filter value, with a clear message', async () => {
    const backwards = await t.request({ method: 'GET', url: '/api/report/collect', query: { from: day(0), to: day(-5) }, token: admin });
    expect(backwards.status).toBe(422);
    const long = await t.request({
      method: 'GET',
      url: '/api/report/collect',
      query: { from: '2020-01-01', to: '2026-01-01' },
      token: admin,
    });
    expect(long.status).toBe(422);
    const region = await t.request({
      method: 'GET',
      url: '/api/report/supervise',
      query: { from: day(-5), to: day(0), region_code: 'x' },
      token: admin,
    });
    expect(region.status).toBe(422);
  });
});

describe('export', () => {
  it('writes the rows shown with a totals row, headers in the caller language', async () => {
    const period = { from: day(-60), to: day(0) };
    const answer = await report('shipmentsreport', { ...period, group: 'dealer' });
    const file = await t.request({
      method: 'GET',
      url: '/api/report/shipmentsreport/export',
      query: { ...period, group: 'dealer', format: 'csv' },
      token: admin,
      lang: 'en',
    });
    expect(file.status).toBe(200);
    const lines = file.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines.length).toBe(answer.rows.length + 2);
    expect(lines[0]).toContain('Shipped');
    expect(lines.at(-1)).toContain(String(answer.totals.shipped));
  });
});
