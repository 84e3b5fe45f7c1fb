import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHashOf, namespacesOf } from '../src/modules/epcis/event-hash.ts';
import { keysBehind, runKeyStep } from '../src/modules/epcis/event-keys.ts';
import { type CodeFixture, codeFixture, gs1Codes } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The EPCIS 2.0 query interface over a real flow (generate → commission → pack → ship → receive →
 * return → void), every answer validated against GS1's own JSON schema, queried back with each
 * standard parameter.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../src/modules/epcis/gs1/EPCIS-JSON-Schema.json'), 'utf8')),
);

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

let other: string | undefined;
/** The admin of a second enterprise, made once for the file. */
const otherEnterprise = async () => {
  other ??= (await t.secondEnterprise()).token;
  return other;
};

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
  const codes = await gs1Codes(t, admin, { enterpriseId: f.enterpriseId, productId: f.productId, items: 4, pallets: 1 });
  items = codes.items.values;
  palletValue = codes.pallets.values[0] as string;
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
    // Each id is the hash of the event's content, its namespaces those the document declares: computed again, and all different.
    const context = (await query(`/epcis/events?GE_eventTime=${encodeURIComponent(started)}&perPage=1`)).body['@context'];
    expect(context).toContainEqual({ cbvmda: 'urn:epcglobal:cbv:mda:' });
    for (const event of all) {
      const { eventID, recordTime, ...content } = event;
      expect(eventID).toBe(eventHashOf(content, namespacesOf(context)));
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
    expect((await query('/epcis/events?perPage=1')).headers['gs1-epc-format']).toBe('Always_GS1_Digital_Link');
    expect(answer.headers['gs1-epcis-version']).toBe('2.0.0');
    expect(answer.headers['gs1-cbv-version']).toBe('2.0.0');
    expect(answer.headers['content-type']).toContain('application/ld+json');
  });
});

describe('the standard query parameters', () => {
  const ids = (list: Event[]) => list.map((e) => e.eventID).sort();
  let all: Event[];
  beforeAll(async () => {
    all = await ofFlow('/epcis/events');
  });

  it('filters by event type, action, business step and disposition, bare or as CBV URIs', async () => {
    const only = (pick: (e: Event) => boolean) => ids(all.filter(pick));
    expect(ids(await ofFlow('/epcis/events?eventType=AggregationEvent'))).toEqual(only((e) => e.type === 'AggregationEvent'));
    expect(ids(await ofFlow('/epcis/eventTypes/ObjectEvent/events'))).toEqual(only((e) => e.type === 'ObjectEvent'));
    expect(await ofFlow('/epcis/events?eventType=TransformationEvent')).toEqual([]);
    expect(ids(await ofFlow('/epcis/events?EQ_action=ADD|DELETE'))).toEqual(only((e) => e.action !== 'OBSERVE'));
    expect(ids(await ofFlow('/epcis/events?EQ_bizStep=shipping'))).toEqual(only((e) => e.bizStep === 'shipping'));
    expect(ids(await ofFlow(`/epcis/events?EQ_bizStep=${encodeURIComponent('https://ref.gs1.org/cbv/BizStep-receiving')}`))).toEqual(
      only((e) => e.bizStep === 'receiving'),
    );
    expect(ids(await ofFlow('/epcis/bizSteps/packing/events'))).toEqual(only((e) => e.bizStep === 'packing'));
    expect(ids(await ofFlow('/epcis/events?EQ_disposition=returned'))).toEqual(only((e) => e.disposition === 'returned'));
    expect(ids(await ofFlow('/epcis/dispositions/in_transit/events'))).toEqual(only((e) => e.disposition === 'in_transit'));
    expect(only((e) => e.disposition === 'returned').length).toBe(4);
  });

  it('matches EPCs by role (the event’s own, an aggregation’s parent, either) and by pattern, and only the EPC printed', async () => {
    const caseEpc = `${base}/m/q/${caseValue}`;
    const own = await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(caseEpc)}`);
    expect(own.map((e) => e.bizStep)).toEqual(['receiving', 'receiving', 'shipping', 'packing', 'commissioning']);
    const parent = await ofFlow(`/epcis/events?MATCH_parentID=${encodeURIComponent(caseEpc)}`);
    expect(parent.map((e) => e.childEPCs)).toEqual(
      items
        .slice(0, 3)
        .map((v) => [`${base}/01/${gtin}/21/${v}`])
        .reverse(),
    );
    expect(ids(await ofFlow(`/epcis/events?MATCH_anyEPC=${encodeURIComponent(caseEpc)}`))).toEqual(ids([...own, ...parent]));
    expect(ids(await ofFlow(`/epcis/epcs/${encodeURIComponent(caseEpc)}/events`))).toEqual(ids([...own, ...parent]));
    // An SGTIN URN names the same item as its Digital Link.
    const item = `${base}/01/${gtin}/21/${items[1]}`;
    const byLink = await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(item)}`);
    expect(byLink.length).toBe(5);
    const [profile] = await t.db.query<{ prefix: string }>(
      'SELECT gs1_prefix AS prefix FROM enterprise_profiles WHERE enterprise_id = $1',
      [f.enterpriseId],
    );
    const prefix = String(profile?.prefix);
    const urn = `urn:epc:id:sgtin:${prefix}.${gtin[0]}${gtin.slice(1 + prefix.length, 13)}.${items[1]}`;
    expect(ids(await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(urn)}`))).toEqual(ids(byLink));
    // A pattern names every serial of its GTIN: the items' events, not the case's or the pallet's, though of the same product.
    const pattern = `urn:epc:idpat:sgtin:${prefix}.${gtin[0]}${gtin.slice(1 + prefix.length, 13)}.*`;
    const ofItems = all.filter((e) =>
      [...(e.epcList ?? []), ...(e.childEPCs ?? [])].some((epc) => epc.startsWith(`${base}/01/${gtin}/21/`)),
    );
    expect(ofItems.length).toBeLessThan(all.length);
    expect(ids(await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(pattern)}`))).toEqual(ids(ofItems));
    // The serial alone is not the EPC: another GTIN, or the case's short URL on another host, names nothing here.
    expect(await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(`https://id.gs1.org/01/09506000134352/21/${items[1]}`)}`)).toEqual(
      [],
    );
    expect(await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(`https://elsewhere.example/m/q/${caseValue}`)}`)).toEqual([]);
    // Classes and transformations name quantities and inputs, which the product's events never have.
    expect(await ofFlow(`/epcis/events?MATCH_epcClass=${encodeURIComponent(`https://id.gs1.org/01/${gtin}`)}`)).toEqual([]);
    expect(await ofFlow(`/epcis/events?MATCH_inputEPC=${encodeURIComponent(item)}`)).toEqual([]);
    // A path value narrows the same parameter of the query.
    expect(await ofFlow('/epcis/eventTypes/ObjectEvent/events?eventType=AggregationEvent')).toEqual([]);
    // A Digital Link names its GS1 key on any host, and a long one fits in the path.
    const long = `https://brand-protection.example-manufacturer.com/products/scan/01/${gtin}/21/${items[1]}`;
    expect(encodeURIComponent(long).length).toBeGreaterThan(100);
    expect(ids(await ofFlow(`/epcis/epcs/${encodeURIComponent(long)}/events`))).toEqual(ids(byLink));
    expect(await ofFlow(`/epcis/events?MATCH_epc=${encodeURIComponent(`${base}/m/q/NOSUCHCODE0000`)}`)).toEqual([]);
  });

  it('filters by place and business transaction, and no event has a read point', async () => {
    const dealer = `${base}/epcis/locations/dealers/${f.dealerId}`;
    const atDealer = await ofFlow(`/epcis/events?EQ_bizLocation=${encodeURIComponent(dealer)}`);
    expect(atDealer.length).toBeGreaterThan(0);
    expect(atDealer.every((e) => (e.bizLocation as { id: string }).id === dealer)).toBe(true);
    expect(await ofFlow('/epcis/events?EQ_readPoint=urn:epc:id:sgln:0614141.07346.1234')).toEqual([]);
    // The demo's production orders are business transactions of their commissioning.
    const demo = await events('/epcis/events?eventType=ObjectEvent&EQ_bizStep=commissioning&perPage=1&orderDirection=ASC');
    const transaction = (demo[0]?.bizTransactionList as Array<{ type: string; bizTransaction: string }> | undefined)?.[0];
    expect(transaction?.type).toBe('prodorder');
    const ofOrder = await events(
      `/epcis/events?EQ_bizTransaction_prodorder=${encodeURIComponent(transaction?.bizTransaction ?? '')}&perPage=1000`,
    );
    expect(ofOrder.length).toBeGreaterThan(0);
    expect(ofOrder.every((e) => JSON.stringify(e.bizTransactionList).includes(transaction?.bizTransaction as string))).toBe(true);
    expect(await events(`/epcis/events?EQ_bizTransaction_desadv=${encodeURIComponent(transaction?.bizTransaction ?? '')}`)).toEqual([]);
    // The demo's recall sets a persistent disposition on each code of its order.
    const recalled = await events('/epcis/events?EQ_persistentDisposition_set=recalled&perPage=50');
    expect(recalled.length).toBeGreaterThan(0);
    expect(recalled.every((e) => JSON.stringify(e.persistentDisposition) === '{"set":["recalled"]}')).toBe(true);
  });

  it('orders by event or record time either way, and windows both', async () => {
    const ascending = await ofFlow('/epcis/events?orderBy=eventTime&orderDirection=ASC');
    const times = ascending.map((e) => Date.parse(e.eventTime as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await ofFlow('/epcis/events?orderBy=recordTime')).map((e) => e.eventID)).toEqual(
      [...(await ofFlow('/epcis/events?orderBy=recordTime&orderDirection=ASC'))].reverse().map((e) => e.eventID),
    );
    const middle = new Date(times[Math.floor(times.length / 2)] as number).toISOString();
    const before = await events(
      `/epcis/events?GE_eventTime=${encodeURIComponent(started)}&LT_eventTime=${encodeURIComponent(middle)}&perPage=1000`,
    );
    const after = await events(`/epcis/events?GE_eventTime=${encodeURIComponent(middle)}&perPage=1000`);
    expect(ids([...before, ...after])).toEqual(ids(all));
    expect(await ofFlow(`/epcis/events?LT_recordTime=${encodeURIComponent(started)}`)).toEqual([]);
  });

  it('pages with nextPageToken and the Link header, every event once', async () => {
    const seen: Event[] = [];
    let url: string | null = `/epcis/events?GE_eventTime=${encodeURIComponent(started)}&perPage=4`;
    while (url) {
      const answer = await query(url);
      expect(answer.status).toBe(200);
      expect(validate(answer.body)).toBe(true);
      seen.push(...answer.body.epcisBody.queryResults.resultsBody.eventList);
      const link = answer.headers.link as string | undefined;
      url = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      expect(seen.length).toBeLessThanOrEqual(all.length);
    }
    expect(seen.map((e) => e.eventID)).toEqual(all.map((e) => e.eventID));
    // A page's token is the query's own: another query cannot continue from it.
    const first = await query(`/epcis/events?GE_eventTime=${encodeURIComponent(started)}&perPage=4`);
    const token = new URL(`http://x${/^<([^>]+)>/.exec(first.headers.link as string)?.[1]}`).searchParams.get('nextPageToken') as string;
    const other = await query(`/epcis/events?EQ_bizStep=shipping&nextPageToken=${token}`);
    expect(other.status).toBe(400);
    expect(other.body.type).toBe('epcisException:QueryParameterException');
  });
});

describe('what it refuses', () => {
  it('answers a wrong parameter with GS1 problem details in the reader’s language, naming it', async () => {
    const cases: Array<[string, string]> = [
      ['/epcis/events?EQ_foo=1', 'EQ_foo no es un parámetro de consulta de este repositorio.'],
      ['/epcis/events?GE_eventTime=yesterday', 'GE_eventTime debe ser una fecha y hora con su desfase, como 2026-03-04T08:00:00+08:00.'],
      [
        '/epcis/events?LT_eventTime=2026-02-30T00:00:00Z',
        'LT_eventTime debe ser una fecha y hora con su desfase, como 2026-03-04T08:00:00+08:00.',
      ],
      [
        '/epcis/events?GE_recordTime=0000-01-01T00:00:00Z',
        'GE_recordTime debe ser una fecha y hora con su desfase, como 2026-03-04T08:00:00+08:00.',
      ],
      ['/epcis/events?EQ_action=MOVE', 'EQ_action no puede ser MOVE; puede ser ADD, OBSERVE, DELETE.'],
      ['/epcis/events?orderDirection=UP', 'orderDirection no puede ser UP; puede ser ASC, DESC.'],
      ['/epcis/events?perPage=0', 'perPage debe ser un número entero de 1 a 1000.'],
      ['/epcis/events?MATCH_epc=ABC%20123', 'MATCH_epc debe contener URI, como https://id.gs1.org/01/09506000134352/21/ABC123.'],
      ['/epcis/bizSteps/shipping%20now/events', 'EQ_bizStep debe contener palabras del CBV, como shipping, o URI.'],
      [
        '/epcis/events?nextPageToken=forged',
        'Este nextPageToken no corresponde a ninguna página de esta consulta. Pida de nuevo la primera página.',
      ],
    ];
    for (const [url, detail] of cases) {
      const answer = await query(url, { headers: { 'accept-language': 'es' } });
      expect(answer.status, url).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.body).toEqual({
        type: 'epcisException:QueryParameterException',
        title: 'No se puede ejecutar la consulta EPCIS',
        status: 400,
        detail,
      });
    }
  });

  it('lets in only who may read a code’s history, each to their own enterprise', async () => {
    expect((await query('/epcis/events', { token: 'not-a-session' })).body.type).toBe('epcisException:SecurityException');
    const clerk = await employeeWith(t, admin, `epcis-${randomUUID().slice(0, 6)}`, { menus: ['collect'] });
    const refused = await query('/epcis/events', { token: clerk });
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe('epcisException:SecurityException');
    const inspector = await employeeWith(t, admin, `epcis-${randomUUID().slice(0, 6)}`, { menus: ['informationinquiry'] });
    expect((await query(`/epcis/events?GE_eventTime=${encodeURIComponent(started)}`, { token: inspector })).status).toBe(200);
    // Another enterprise's events are never among an enterprise's, even asked by EPC.
    const theirs = await query(`/epcis/events?MATCH_epc=${encodeURIComponent(`${base}/m/q/${caseValue}`)}`, {
      token: await otherEnterprise(),
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.epcisBody.queryResults.resultsBody.eventList).toEqual([]);
  });

  it('lists the event types it answers (its own and captured ones), and the business steps and dispositions its own events carry', async () => {
    const collection = async (path: string) => (await query(`/epcis/${path}`)).body;
    expect(await collection('eventTypes')).toEqual({
      '@context': expect.any(Array),
      type: 'Collection',
      member: ['ObjectEvent', 'AggregationEvent', 'TransactionEvent', 'TransformationEvent', 'AssociationEvent'],
    });
    expect((await collection('bizSteps')).member).toEqual(
      expect.arrayContaining(['commissioning', 'packing', 'shipping', 'receiving', 'decommissioning', 'holding']),
    );
    expect((await collection('dispositions')).member).toEqual(
      expect.arrayContaining(['active', 'in_transit', 'returned', 'recalled', 'inactive']),
    );
  });
});

/** Keys the enterprise's new events by their ids, as the `epcis_event_keys` job does, until caught up. */
async function keyEvents(enterpriseId: number): Promise<number> {
  let read = 0;
  for (;;) {
    const step = await t.db.orm.transaction((tx) => runKeyStep({ orm: tx, enterpriseId, app: t.app }, { limit: 500, now: t.clock.now() }));
    read += step.read;
    if (step.caughtUp) return read;
  }
}

describe('events by their id', () => {
  let all: Event[];
  beforeAll(async () => {
    all = await ofFlow('/epcis/events');
    await keyEvents(f.enterpriseId);
  });

  it('answers each event by its id, alone in a query document, and EQ_eventID with several', async () => {
    for (const event of all) {
      const one = await events(`/epcis/events/${encodeURIComponent(event.eventID)}`);
      expect(one).toEqual([event]);
    }
    const [a, b] = all;
    const both = await ofFlow(`/epcis/events?EQ_eventID=${encodeURIComponent(`${a?.eventID}|${b?.eventID}`)}`);
    expect(new Set(both.map((e) => e.eventID))).toEqual(new Set([a?.eventID, b?.eventID]));
    // With another parameter both must hold.
    const shipped = all.find((e) => e.bizStep === 'shipping') as Event;
    expect(await ofFlow(`/epcis/events?EQ_eventID=${encodeURIComponent(shipped.eventID)}&EQ_bizStep=receiving`)).toEqual([]);
    expect(await ofFlow(`/epcis/events?EQ_eventID=${encodeURIComponent(shipped.eventID)}&EQ_bizStep=shipping`)).toEqual([shipped]);
  });

  it('says no such event for an id no event has, a hash sharing a key included', async () => {
    const id = all[0]?.eventID as string;
    // The same first 64 bits, another hash: found by its key, refused by its whole id.
    const twin = `${id.slice(0, 'ni:///sha-256;'.length + 16)}${'0'.repeat(48)}?ver=CBV2.0`;
    for (const unknown of [twin, 'urn:uuid:7b7b2f8e-9b1e-4c59-a4b5-0d7c3c2d1e10', 'ni:///sha-256;abc?ver=CBV2.0', 'not a uri']) {
      const answer = await query(`/epcis/events/${encodeURIComponent(unknown)}`, { headers: { 'accept-language': 'es' } });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.body).toMatchObject({ type: 'epcisException:NoSuchResourceException', status: 404 });
      expect(answer.body.detail).toContain('Ningún evento');
      if (unknown !== 'not a uri') expect(await ofFlow(`/epcis/events?EQ_eventID=${encodeURIComponent(unknown)}`)).toEqual([]);
    }
    expect((await query('/epcis/events?EQ_eventID=not%20a%20uri')).body.type).toBe('epcisException:QueryParameterException');
    // Another enterprise never finds this one's events by their ids.
    expect((await query(`/epcis/events/${encodeURIComponent(id)}`, { token: await otherEnterprise() })).status).toBe(404);
  });

  it('keys each event once when two servers step at once, and keys again when the scan host changes the ids', async () => {
    const keys = async () =>
      Number(
        (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM epcis_event_keys WHERE enterprise_id = $1', [f.enterpriseId]))[0]?.n,
      );
    const before = await keys();
    const setHost = (base_url: string) =>
      t.request({ method: 'POST', url: '/api/tagging/scanhost/update', token: admin, payload: { base_url } });
    const behind = () => keysBehind({ orm: t.db.orm, enterpriseId: f.enterpriseId, app: t.app });
    expect(await behind()).toBe(false);
    expect((await setHost('https://scan.example.com')).status).toBe(200);
    try {
      // A lookup now finds the keys behind (and so queues their job).
      expect(await behind()).toBe(true);
      const moved = await ofFlow('/epcis/events');
      // Items carry GTINs (their ids stay); the case's short URL moved to the new host, so its events' ids changed.
      const changed = moved.filter((e) => !all.some((old) => old.eventID === e.eventID));
      expect(changed.length).toBeGreaterThan(0);
      const [first, second] = await Promise.all([keyEvents(f.enterpriseId), keyEvents(f.enterpriseId)]);
      // The two take turns at the cursor: together they read every code event once, from the start again.
      const [counts] = await t.db.query<{ events: string; read: string }>(
        `SELECT (SELECT count(*) FROM code_events WHERE enterprise_id = $1) AS events,
          (SELECT rows_read FROM epcis_key_cursors WHERE enterprise_id = $1) AS read`,
        [f.enterpriseId],
      );
      expect(first + second).toBe(Number(counts?.events));
      expect(Number(counts?.read)).toBe(Number(counts?.events));
      expect(await keys()).toBe(before);
      expect(await behind()).toBe(false);
      for (const event of changed) expect(await events(`/epcis/events/${encodeURIComponent(event.eventID)}`)).toEqual([event]);
      const gone = all.find((old) => !moved.some((e) => e.eventID === old.eventID)) as Event;
      expect((await query(`/epcis/events/${encodeURIComponent(gone.eventID)}`)).status).toBe(404);
    } finally {
      await setHost(base);
      await keyEvents(f.enterpriseId);
    }
  });
});

describe('the event keys job', () => {
  it('keys every event on a server that runs it, without being asked', async () => {
    const live = await createTestApp({ env: { EPCIS_EVENT_KEYS: '1' } });
    try {
      const token = await live.tokenFor('admin');
      const newest = await live.app.inject({ method: 'GET', url: '/epcis/events?perPage=1', headers: { token } });
      const [event] = JSON.parse(newest.body).epcisBody.queryResults.resultsBody.eventList as Event[];
      const url = `/epcis/events/${encodeURIComponent(event?.eventID as string)}`;
      await expect
        .poll(async () => (await live.app.inject({ method: 'GET', url, headers: { token } })).statusCode, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe(200);
    } finally {
      await live.close();
    }
  });
});
