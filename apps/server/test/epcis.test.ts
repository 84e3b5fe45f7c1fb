import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHashOf } from '../src/modules/epcis/event-hash.ts';
import { type CodeFixture, codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The EPCIS 2.0 query interface over a real flow (generate → commission → pack → ship → receive →
 * return → void), every answer validated against GS1's own JSON schema, queried back with each
 * standard parameter.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/epcis/EPCIS-JSON-Schema.json'), 'utf8')));

type Event = Record<string, unknown> & {
  eventID: string;
  type: string;
  action: string;
  bizStep: string;
  epcList?: string[];
  childEPCs?: string[];
  parentID?: string;
};
let t: TestApp;
let admin: string;
let f: CodeFixture;
/** The flow's codes as EPCs: items as Digital Links, the case as its short URL, the pallet as its SSCC link. */
let items: string[];
let caseValue: string;
let palletValue: string;
let gtin: string;
let base: string;
/** When the flow began: the demo's own history happened before it. */
let started: string;

async function query(url: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { token: options.token ?? admin, ...options.headers } });
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) };
}

/** The events of a query, after checking the document against GS1's schema. */
async function events(url: string, headers: Record<string, string> = {}): Promise<Event[]> {
  const answer = await query(url, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
  expect(answer.body.type).toBe('EPCISQueryDocument');
  return answer.body.epcisBody.queryResults.resultsBody.eventList;
}
const ofFlow = (url: string) => events(`${url}${url.includes('?') ? '&' : '?'}GE_eventTime=${encodeURIComponent(started)}&perPage=1000`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  f = await codeFixture(t, admin, { items: 0, boxes: 1, pallets: 0 });
  const call = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token: admin, payload });
    if (response.status !== 200) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const op = (kind: string, body: object) => call(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const [product] = await t.db.query<{ gtin: string }>('SELECT gtin FROM products WHERE id = $1', [f.productId]);
  gtin = String(product?.gtin).padStart(14, '0');
  const rule = await call('/api/tagging/coderules/add', {
    name: `dl-${randomUUID().slice(0, 6)}`,
    level: 'item',
    length: 16,
    url_form: 'digital_link',
  });
  const order = await call('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: 4, product_id: f.productId });
  const [sscc] = await t.db.query<{ id: number }>(`SELECT id FROM code_rules WHERE url_form = 'sscc' AND enterprise_id = $1`, [
    f.enterpriseId,
  ]);
  const pallets = await call('/api/tagging/codeorders/add', { rule_id: Number(sscc?.id), quantity: 1 });
  await t.app.jobs.whenIdle();
  const values = async (orderId: number) =>
    (await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq', [orderId])).map((r) => r.value);
  items = await values(order.id);
  palletValue = (await values(pallets.id))[0] as string;
  caseValue = f.boxes.values[0] as string;
  base = String((await t.request({ method: 'GET', url: '/api/tagging/scanhost', token: admin })).body.data.base_url);

  started = new Date().toISOString();
  await op('commission', {
    codes: [...items, caseValue, palletValue],
    product_id: f.productId,
    warehouse_id: f.warehouseId,
    lot_no: 'L2612',
    produced_at: '2026-12-01',
  });
  await op('pack', { packs: [{ parent: caseValue, children: items.slice(0, 3) }] });
  await op('pack', { packs: [{ parent: palletValue, children: [caseValue] }] });
  await op('ship', { codes: [palletValue], dealer_id: f.dealerId, warehouse_id: f.warehouseId });
  await op('receive', { codes: [palletValue], dealer_id: f.dealerId });
  await op('return', { codes: [caseValue], warehouse_id: f.warehouseId, reason: 'Damaged' });
  await op('void', { codes: [items[3]], reason: 'Label torn' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the events of a real flow', () => {
  it('gives every operation its EPCIS event, identifiers as printed on the labels, ids as CBV hashes', async () => {
    const all = await ofFlow('/epcis/events?orderBy=eventTime&orderDirection=ASC');
    const dl = (value: string) => `${base}/01/${gtin}/21/${value}`;
    const item = dl(items[0] as string);
    const mine = all.filter((e) => JSON.stringify(e).includes(item));
    expect(mine.map((e) => [e.type, e.action, e.bizStep])).toEqual([
      ['ObjectEvent', 'ADD', 'commissioning'],
      ['AggregationEvent', 'ADD', 'packing'],
      ['ObjectEvent', 'OBSERVE', 'shipping'],
      ['ObjectEvent', 'OBSERVE', 'receiving'],
      ['ObjectEvent', 'OBSERVE', 'receiving'],
    ]);
    const [commissioned, packed, shipped] = mine as [Event, Event, Event];
    expect(commissioned).toMatchObject({ epcList: [item], disposition: 'active', ilmd: { 'cbvmda:lotNumber': 'L2612' } });
    expect(commissioned.bizLocation).toEqual({ id: `${base}/epcis/locations/warehouses/${f.warehouseId}` });
    expect(packed).toMatchObject({ parentID: `${base}/m/q/${caseValue}`, childEPCs: [item] });
    expect(shipped).toMatchObject({
      disposition: 'in_transit',
      destinationList: [{ type: 'owning_party', destination: `${base}/epcis/parties/dealers/${f.dealerId}` }],
    });
    const palletPack = all.find((e) => e.parentID === `${base}/00/${palletValue}`);
    expect(palletPack).toMatchObject({ type: 'AggregationEvent', childEPCs: [`${base}/m/q/${caseValue}`] });
    expect(all.find((e) => e.action === 'DELETE')).toMatchObject({
      bizStep: 'decommissioning',
      disposition: 'inactive',
      epcList: [dl(items[3] as string)],
    });
    // Each id is the hash of the event's content: computed again, and all different.
    for (const event of all) {
      const { eventID, recordTime, ...content } = event;
      expect(eventID).toBe(eventHashOf(content));
      expect(recordTime).toEqual(expect.any(String));
    }
    expect(new Set(all.map((e) => e.eventID)).size).toBe(all.length);
    // Asked again, the same events have the same ids.
    expect((await ofFlow('/epcis/events?orderBy=eventTime&orderDirection=ASC')).map((e) => e.eventID)).toEqual(all.map((e) => e.eventID));
  });

  it('answers EPC URNs when asked, with the same event ids', async () => {
    const links = await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(`${base}/00/${palletValue}`)}`);
    const urns = await events(
      `/epcis/events?MATCH_epc=${encodeURIComponent(`${base}/00/${palletValue}`)}&GE_eventTime=${encodeURIComponent(started)}`,
      {
        'GS1-EPC-Format': 'Always_EPC_URN',
      },
    );
    expect(urns.map((e) => e.eventID)).toEqual(links.map((e) => e.eventID));
    const epc = (urns.find((e) => e.epcList) as Event).epcList?.[0];
    expect(epc).toMatch(/^urn:epc:id:sscc:\d+\.\d+$/);
    const answer = await query(`/epcis/events?MATCH_epc=${encodeURIComponent(epc as string)}`, {
      headers: { 'GS1-EPC-Format': 'Always_EPC_URN' },
    });
    expect(answer.headers['gs1-epc-format']).toBe('Always_EPC_URN');
    expect(answer.headers['gs1-epcis-version']).toBe('2.0.0');
    expect(answer.headers['gs1-cbv-version']).toBe('2.0.0');
    expect(answer.headers['content-type']).toContain('application/ld+json');
  });
});
