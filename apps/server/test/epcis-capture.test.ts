import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalIdentifier } from '../src/modules/epcis/digital-link.ts';
import { eventHashOf, namespacesOf } from '../src/modules/epcis/event-hash.ts';
import { runKeyStep } from '../src/modules/epcis/event-keys.ts';
import { type CodeFixture, codeFixture, gs1Codes } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Capture (`POST /epcis/capture`, GS1's REST binding): GS1's own example documents captured and
 * queried back with the same content, invalid documents refused storing nothing, idempotence by
 * event id, a partner's event about the enterprise's code linked to it without moving it, and the
 * events one enterprise answers captured into another giving the same answers.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../src/modules/epcis/gs1/EPCIS-JSON-Schema.json'), 'utf8')),
);
const EXAMPLES = path.join(import.meta.dirname, 'fixtures/epcis-examples');

type Event = Record<string, unknown> & { eventID: string; type: string };
let t: TestApp;
let admin: string;
let f: CodeFixture;
let base: string;
let gtin: string;
let items: string[];
let palletValue: string;
let started: string;

async function capture(document: unknown, token = admin, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/epcis/capture',
    headers: { token, 'content-type': 'application/ld+json', ...headers },
    payload: typeof document === 'string' ? document : JSON.stringify(document),
  });
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body || 'null') };
}

/** The events of a query, after checking the document against GS1's schema. */
async function events(url: string, token = admin): Promise<Event[]> {
  const response = await t.app.inject({ method: 'GET', url, headers: { token } });
  const body = JSON.parse(response.body);
  expect(response.statusCode, response.body).toBe(200);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  return body.epcisBody.queryResults.resultsBody.eventList;
}

/** Every page of a paged answer, following the `Link` header from `url`: each page's items, in order. */
async function walk<T>(url: string, token: string, itemsOf: (body: unknown) => T[]): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = url;
  while (next) {
    const response: { statusCode: number; body: string; headers: Record<string, unknown> } = await t.app.inject({
      method: 'GET',
      url: next,
      headers: { token },
    });
    expect(response.statusCode, response.body).toBe(200);
    items.push(...itemsOf(JSON.parse(response.body)));
    next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1] ?? null;
  }
  return items;
}
const eventIdsOf = (body: unknown) =>
  (body as { epcisBody: { queryResults: { resultsBody: { eventList: Event[] } } } }).epcisBody.queryResults.resultsBody.eventList.map(
    (e) => e.eventID,
  );

const CONTEXT = ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'];
/** The context the repository answers its own events in (their ILMD's `cbvmda` prefix). */
const OWN_CONTEXT = [...CONTEXT, { cbvmda: 'urn:epcglobal:cbv:mda:' }];
const documentOf = (eventList: object[], context: unknown[] = CONTEXT) => ({
  '@context': context,
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-12-01T08:00:00Z',
  epcisBody: { eventList },
});
/** A partner's sighting of an EPC at its shop. */
const sighting = (epc: string, at = '2026-12-02T10:00:00.000+01:00') => ({
  type: 'ObjectEvent',
  eventTime: at,
  eventTimeZoneOffset: '+01:00',
  epcList: [epc],
  action: 'OBSERVE',
  bizStep: 'retail_selling',
  disposition: 'retail_sold',
  readPoint: { id: 'https://id.gs1.org/414/4012345000009' },
});
const capturedCount = async () => t.count('epcis_captured_events');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin');
  f = await codeFixture(t, admin, { items: 0, boxes: 0, pallets: 0 });
  const [product] = await t.db.query<{ gtin: string }>('SELECT gtin FROM products WHERE id = $1', [f.productId]);
  gtin = String(product?.gtin).padStart(14, '0');
  const codes = await gs1Codes(t, admin, { enterpriseId: f.enterpriseId, productId: f.productId, items: 3, pallets: 1 });
  items = codes.items.values;
  palletValue = codes.pallets.values[0] as string;
  base = String((await t.request({ method: 'GET', url: '/api/tagging/scanhost', token: admin })).body.data.base_url);
  const op = async (kind: string, body: object) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/codes/${kind}`,
      token: admin,
      payload: { op_id: randomUUID(), ...body },
    });
    if (response.status !== 200) throw new Error(`${kind}: ${JSON.stringify(response.body)}`);
  };
  started = new Date().toISOString();
  await op('commission', { codes: [...items, palletValue], product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'C2612' });
  await op('pack', { packs: [{ parent: palletValue, children: items.slice(0, 2) }] });
  await op('ship', { codes: [palletValue], dealer_id: f.dealerId, warehouse_id: f.warehouseId });
  await op('receive', { codes: [palletValue], dealer_id: f.dealerId });
  await op('void', { codes: [items[2]], reason: 'Label torn' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("GS1's example documents", () => {
  it('are each captured whole and come back from the query with the same content', async () => {
    const files = fs.readdirSync(EXAMPLES).filter((name) => name.endsWith('.jsonld'));
    expect(files.length).toBeGreaterThan(40);
    // Some examples reuse another's event ids for other content: each goes to an enterprise that holds none of its ids.
    const holders: Array<{ token: string; ids: Set<string> }> = [];
    for (const name of files) {
      const document = JSON.parse(fs.readFileSync(path.join(EXAMPLES, name), 'utf8'));
      const body = document.epcisBody;
      const sent: Array<Record<string, unknown>> = body.eventList ?? body.queryResults.resultsBody.eventList;
      const ids = sent.map((event) => {
        const { eventID, recordTime: _r, ...content } = event;
        return (eventID as string | undefined) ?? eventHashOf(content, namespacesOf(document['@context']));
      });
      let holder = holders.find((h) => ids.every((id) => !h.ids.has(id)));
      if (!holder) {
        holder = { token: (await t.secondEnterprise(`examples-${holders.length}`)).token, ids: new Set() };
        holders.push(holder);
      }
      for (const id of ids) holder.ids.add(id);

      const captured = await capture(document, holder.token);
      expect(captured.status, `${name}: ${JSON.stringify(captured.body)}`).toBe(202);
      expect(captured.body, name).toMatchObject({ success: true, running: false, errors: [], eventCount: sent.length });
      expect(captured.headers.location).toBe(`/epcis/capture/${captured.body.captureID}`);

      const found = await events(`/epcis/events?EQ_eventID=${encodeURIComponent([...new Set(ids)].join('|'))}&perPage=1000`, holder.token);
      expect(found.length, name).toBe(new Set(ids).size);
      sent.forEach((event, i) => {
        const back = found.find((e) => e.eventID === ids[i]) as Event;
        const { recordTime, ...content } = back;
        const { recordTime: _sentRecordTime, ...sentContent } = event;
        // The same content; the id the event had, or its hash; the record time the repository's.
        expect(content, name).toEqual({ ...sentContent, eventID: ids[i] });
        expect(recordTime).toEqual(expect.any(String));
      });
    }
    expect(holders.length).toBeLessThan(files.length);
  }, 120_000);

  it('keep their extension prefixes in the context of the answer', async () => {
    const other = (await t.secondEnterprise('extension-admin')).token;
    const document = JSON.parse(fs.readFileSync(path.join(EXAMPLES, 'Example_9.6.1-ObjectEvent.jsonld'), 'utf8'));
    expect((await capture(document, other)).status).toBe(202);
    const response = await t.app.inject({ method: 'GET', url: '/epcis/events?perPage=10', headers: { token: other } });
    const answer = JSON.parse(response.body);
    const sentTerms = document['@context'].find((entry: unknown) => typeof entry === 'object');
    expect(answer['@context']).toContainEqual(expect.objectContaining(sentTerms));
  });
});

describe('invalid documents', () => {
  const cases: Array<[string, object, RegExp]> = [
    [
      'an AggregationEvent ADD without its parent',
      documentOf([
        {
          type: 'AggregationEvent',
          eventTime: '2026-12-02T10:00:00Z',
          eventTimeZoneOffset: '+00:00',
          childEPCs: ['https://id.gs1.org/01/09520123456788/21/1'],
          action: 'ADD',
        },
      ]),
      /parentID/,
    ],
    [
      'a time zone past +14:00',
      documentOf([{ ...sighting('https://id.gs1.org/01/09520123456788/21/1'), eventTimeZoneOffset: '+25:00' }]),
      /pattern/,
    ],
    ['an unknown event type', documentOf([{ ...sighting('https://id.gs1.org/01/09520123456788/21/1'), type: 'SightingEvent' }]), /type/],
    [
      'an EPC listed twice',
      documentOf([{ ...sighting('https://id.gs1.org/01/09520123456788/21/1'), epcList: ['urn:x:1', 'urn:x:1'] }]),
      /uniqueItems/,
    ],
    [
      'an identifier too long to keep',
      documentOf([sighting(`https://id.gs1.org/01/09520123456788/21/${'L'.repeat(1100)}`)]),
      /epcList\/0: .*1024/,
    ],
    [
      'an extension nested too deep',
      documentOf([
        { ...sighting('https://id.gs1.org/01/09520123456788/21/1'), 'ex:deep': JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) },
      ]),
      /64/,
    ],
    [
      'a date that is no day',
      documentOf([{ ...sighting('https://id.gs1.org/01/09520123456788/21/1'), eventTime: '2026-02-30T10:00:00Z' }]),
      /eventTime.*date-time/,
    ],
  ];
  it.each(cases)('%s is refused with its reason, storing nothing', async (_name, document, reason) => {
    const before = [await capturedCount(), await t.count('epcis_captures')];
    // The problem is the second event's: the first, valid, is not stored either.
    const list = (document as { epcisBody: { eventList: object[] } }).epcisBody.eventList;
    const answer = await capture({
      ...document,
      epcisBody: { eventList: [sighting('https://id.gs1.org/01/09520123456788/21/2'), ...list] },
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.body).toMatchObject({ type: 'epcisException:ValidationException', status: 400 });
    expect(answer.body.errors.length).toBeGreaterThan(0);
    expect(answer.body.errors[0].instance).toMatch(/^#\/epcisBody\/eventList\/1/);
    expect(answer.body.errors.map((e: { detail: string }) => e.detail).join(' ')).toMatch(reason);
    expect([await capturedCount(), await t.count('epcis_captures')]).toEqual(before);
  });

  it('refuses what is no EPCIS document, and the error behaviours it does not have', async () => {
    expect((await capture({ type: 'ObjectEvent' })).body.errors[0].detail).toMatch(/EPCISDocument/);
    for (const body of ['[1, 2]', '{"type": ', '"text"']) {
      const answer = await capture(body);
      expect(answer.status).toBe(400);
      expect(answer.body.type).toBe('epcisException:ValidationException');
    }
    const proceed = await capture(documentOf([sighting('https://id.gs1.org/01/09520123456788/21/3')]), admin, {
      'GS1-Capture-Error-Behaviour': 'proceed',
    });
    expect(proceed.status).toBe(400);
    expect(proceed.body.errors[0].detail).toMatch(/rollback/);
  });

  it('refuses more events than one capture takes, with its limits', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => sighting(`https://id.gs1.org/01/09520123456788/21/M${i}`));
    const answer = await capture(documentOf(many));
    expect(answer.status).toBe(413);
    expect(answer.body.type).toBe('epcisException:CaptureLimitExceededException');
    expect(answer.headers['gs1-epcis-capture-limit']).toBe('10000');
  });

  it('lists its capture jobs newest first, a page at a time', async () => {
    const other = (await t.secondEnterprise('jobs-admin')).token;
    for (let i = 0; i < 3; i++) await capture(documentOf([sighting(`https://id.gs1.org/01/09520123456788/21/JOB${i}`)]), other);
    const walked = await walk('/epcis/capture?perPage=2', other, (body) =>
      (body as Array<{ captureID: string }>).map((job) => job.captureID),
    );
    expect(walked).toHaveLength(3);
    expect(walked.map(Number)).toEqual([...walked.map(Number)].sort((a, b) => b - a));
    const bad = await t.app.inject({ method: 'GET', url: '/epcis/capture?nextPageToken=x', headers: { token: other } });
    expect(bad.statusCode).toBe(400);
  });

  it('tells what capture takes', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/epcis/capture', headers: { token: admin } });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'gs1-epcis-capture-limit': '10000',
      'gs1-capture-error-behaviour': 'rollback',
      'gs1-epcis-version': '2.0.0',
    });
  });
});

describe('idempotence by event id', () => {
  it('holds an event once: sent again it is present, with other content the whole capture is rolled back', async () => {
    const epc = 'https://id.gs1.org/01/09520123456788/21/IDEM1';
    const first = await capture(documentOf([sighting(epc), sighting(`${epc}X`)]));
    expect(first.body).toMatchObject({ success: true, storedCount: 2, presentCount: 0 });
    const again = await capture(documentOf([sighting(epc), sighting(`${epc}X`)]));
    expect(again.body).toMatchObject({ success: true, storedCount: 0, presentCount: 2 });

    const id = (await events(`/epcis/events?MATCH_epc=${encodeURIComponent(epc)}`))[0]?.eventID as string;
    const before = await capturedCount();
    const clash = await capture(documentOf([sighting(`${epc}Y`), { ...sighting(epc), eventID: id, disposition: 'stolen' }]));
    expect(clash.status).toBe(202);
    expect(clash.body).toMatchObject({ success: false, storedCount: 0 });
    expect(clash.body.errors[0]).toMatchObject({ instance: '#/epcisBody/eventList/1' });
    expect(clash.body.errors[0].detail).toContain(id);
    expect(await capturedCount()).toBe(before);
    const job = await t.app.inject({ method: 'GET', url: `/epcis/capture/${clash.body.captureID}`, headers: { token: admin } });
    expect(JSON.parse(job.body)).toEqual(clash.body);
  });

  it('takes the same event in another form as present, and an error declaration as a change it keeps', async () => {
    const urn = 'urn:epc:id:sgtin:0614141.107346.EQ1';
    const link = canonicalIdentifier(urn) as string;
    const event = { ...sighting(link), eventTime: '2026-12-02T10:00:00.000+01:00' };
    expect((await capture(documentOf([event]))).body).toMatchObject({ storedCount: 1 });
    // The same content: a URN for the link, the same instant in another offset.
    const same = { ...event, epcList: [urn], eventTime: '2026-12-02T09:00:00.000Z', eventTimeZoneOffset: '+01:00' };
    expect((await capture(documentOf([same]))).body).toMatchObject({ success: true, storedCount: 0, presentCount: 1 });
    const [stored] = await events(`/epcis/events?MATCH_epc=${encodeURIComponent(link)}`);
    const declared = {
      ...event,
      eventID: stored?.eventID,
      errorDeclaration: { declarationTime: '2026-12-03T08:00:00.000Z', reason: 'incorrect_data' },
    };
    expect((await capture(documentOf([declared]))).body).toMatchObject({ success: true, storedCount: 1, presentCount: 0 });
    const [after] = await events(`/epcis/events?MATCH_epc=${encodeURIComponent(link)}`);
    expect(after).toMatchObject({ eventID: stored?.eventID, errorDeclaration: declared.errorDeclaration });
    expect((await capture(documentOf([declared]))).body).toMatchObject({ storedCount: 0, presentCount: 1 });
  });

  it('stores a document sent twice at once one time', async () => {
    const document = documentOf(Array.from({ length: 50 }, (_, i) => sighting(`https://id.gs1.org/01/09520123456788/21/PAR${i}`)));
    const before = await capturedCount();
    const answers = await Promise.all([capture(document), capture(document), capture(document)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(answers.map((a) => a.body.storedCount).sort((a, b) => a - b)).toEqual([0, 0, 50]);
    expect(await capturedCount()).toBe(before + 50);
  });

  it("counts the enterprise's own events sent back as present, and refuses them changed", async () => {
    // Own events are found by their ids once keyed (a few seconds behind, by the keys job).
    await t.db.orm.transaction((tx) =>
      runKeyStep({ orm: tx, enterpriseId: f.enterpriseId, app: t.app }, { limit: 100_000, now: t.clock.now() }),
    );
    const own = await events(`/epcis/events?GE_eventTime=${encodeURIComponent(started)}&perPage=5&orderDirection=ASC`);
    const answer = await capture(documentOf(own, OWN_CONTEXT));
    expect(answer.body).toMatchObject({ success: true, storedCount: 0, presentCount: own.length });
    const changed = await capture(documentOf([{ ...own[0], disposition: 'stolen' }], OWN_CONTEXT));
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0].detail).toContain(own[0]?.eventID);
  });
});

describe("a partner's events about the enterprise's codes", () => {
  it('are linked to the code, listed with it and answered beside its own events, never moving it', async () => {
    const item = items[0] as string;
    const dl = `${base}/01/${gtin}/21/${item}`;
    const lifeOf = async () => (await t.request({ method: 'GET', url: `/api/inspect/inquiry?code=${item}`, token: admin })).body.data;
    const before = await lifeOf();
    // The partner names the item by its canonical Digital Link, not the label's host.
    const answer = await capture(
      documentOf([sighting(`https://id.gs1.org/01/${gtin}/21/${item}`, new Date(Date.now() + 60_000).toISOString())]),
    );
    expect(answer.body).toMatchObject({ success: true, storedCount: 1 });
    expect(await lifeOf()).toEqual(before);

    const listed = await t.request({ method: 'GET', url: `/api/inspect/partner-events/pagelist?code=${item}`, token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({ event_type: 'ObjectEvent', biz_step: 'retail_selling', capture_id: Number(answer.body.captureID) }),
    ]);
    const other = await t.request({ method: 'GET', url: `/api/inspect/partner-events/pagelist?code=${items[1]}`, token: admin });
    expect(other.body.data.total).toBe(0);

    // The query answers both, in time order; paged one by one, each once.
    const all = await events(`/epcis/events?MATCH_epc=${encodeURIComponent(dl)}&orderDirection=ASC&perPage=100`);
    expect(all.map((e) => e.bizStep)).toEqual(['commissioning', 'packing', 'shipping', 'receiving', 'retail_selling']);
    for (const direction of ['ASC', 'DESC']) {
      const walked = await walk(
        `/epcis/events?MATCH_anyEPC=${encodeURIComponent(dl)}&orderDirection=${direction}&perPage=1`,
        admin,
        eventIdsOf,
      );
      const expected = all.map((e) => e.eventID);
      expect(walked).toEqual(direction === 'ASC' ? expected : [...expected].reverse());
    }
  });

  it("are the enterprise's own: another enterprise neither reads its jobs nor its events", async () => {
    const answer = await capture(documentOf([sighting('https://id.gs1.org/01/09520123456788/21/TENANT')]));
    const other = (await t.secondEnterprise('tenant-admin')).token;
    const job = await t.app.inject({ method: 'GET', url: `/epcis/capture/${answer.body.captureID}`, headers: { token: other } });
    expect(job.statusCode).toBe(404);
    expect(await events(`/epcis/events?MATCH_epc=${encodeURIComponent('https://id.gs1.org/01/09520123456788/21/TENANT')}`, other)).toEqual(
      [],
    );
  });

  it('are captured only with the grant to capture', async () => {
    const reader = await employeeWith(t, admin, 'epcis-reader', { menus: ['inspect', 'informationinquiry'] });
    const refused = await capture(documentOf([sighting('https://id.gs1.org/01/09520123456788/21/GRANT')]), reader);
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe('epcisException:SecurityException');
    const capturer = await employeeWith(t, admin, 'epcis-capturer', {
      menus: ['inspect', 'informationinquiry'],
      buttons: ['informationinquiry:capture'],
    });
    expect((await capture(documentOf([sighting('https://id.gs1.org/01/09520123456788/21/GRANT')]), capturer)).status).toBe(202);
  });
});

describe('the query over captured events', () => {
  it('asks every EQ_bizTransaction_<type> of an event, and refuses a pattern it cannot read', async () => {
    const po = 'urn:epcglobal:cbv:bt:0614141000005:PO-AND';
    const desadv = 'urn:epcglobal:cbv:bt:0614141000005:DA-AND';
    const withPo = {
      ...sighting('https://id.gs1.org/01/09520123456788/21/AND1'),
      bizTransactionList: [{ type: 'po', bizTransaction: po }],
    };
    const withBoth = {
      ...sighting('https://id.gs1.org/01/09520123456788/21/AND2'),
      bizTransactionList: [
        { type: 'po', bizTransaction: po },
        { type: 'desadv', bizTransaction: desadv },
      ],
    };
    expect((await capture(documentOf([withPo, withBoth]))).body).toMatchObject({ storedCount: 2 });
    expect(await events(`/epcis/events?EQ_bizTransaction_po=${encodeURIComponent(po)}`)).toHaveLength(2);
    const both = await events(
      `/epcis/events?EQ_bizTransaction_po=${encodeURIComponent(po)}&EQ_bizTransaction_desadv=${encodeURIComponent(desadv)}`,
    );
    expect(both.map((e) => e.epcList)).toEqual([withBoth.epcList]);
    const pattern = await t.app.inject({
      method: 'GET',
      url: `/epcis/events?MATCH_epc=${encodeURIComponent('urn:epc:idpat:sscc:0614141.*')}`,
      headers: { token: admin },
    });
    expect(pattern.statusCode).toBe(400);
    expect(JSON.parse(pattern.body).type).toBe('epcisException:QueryParameterException');
  });

  it('pages own and captured events of the same time one by one, each once, both ways', async () => {
    const pallet = `${base}/00/${palletValue}`;
    const own = await events(`/epcis/events?MATCH_anyEPC=${encodeURIComponent(pallet)}&orderDirection=ASC`);
    const at = own[1]?.eventTime as string;
    const document = documentOf([
      { ...sighting(pallet, at), eventTimeZoneOffset: own[1]?.eventTimeZoneOffset, bizStep: 'inspecting', disposition: 'active' },
    ]);
    expect((await capture(document)).body).toMatchObject({ storedCount: 1 });
    const all = await events(`/epcis/events?MATCH_anyEPC=${encodeURIComponent(pallet)}&orderDirection=ASC&perPage=100`);
    expect(all.filter((e) => e.eventTime === at).length).toBeGreaterThan(1);
    for (const direction of ['ASC', 'DESC']) {
      const walked = await walk(
        `/epcis/events?MATCH_anyEPC=${encodeURIComponent(pallet)}&orderDirection=${direction}&perPage=1`,
        admin,
        eventIdsOf,
      );
      const expected = all.map((e) => e.eventID);
      expect(walked).toEqual(direction === 'ASC' ? expected : [...expected].reverse());
    }
  });
});

describe('round trip', () => {
  it('gives, captured into a second enterprise, the events the first answers, to the same queries', async () => {
    const flow = `GE_eventTime=${encodeURIComponent(started)}&LT_eventTime=${encodeURIComponent(new Date(Date.now() + 1000).toISOString())}`;
    // Exported in recording order: events of one time are answered in the order they were recorded, here as there.
    const exported = await events(`/epcis/events?${flow}&perPage=1000&orderDirection=ASC`);
    expect(exported.length).toBeGreaterThan(5);
    const second = (await t.secondEnterprise('round-trip-admin')).token;
    const document = {
      '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', { cbvmda: 'urn:epcglobal:cbv:mda:' }],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: new Date().toISOString(),
      epcisBody: { eventList: exported },
    };
    expect((await capture(document, second)).body).toMatchObject({ success: true, storedCount: exported.length });

    const dl = encodeURIComponent(`${base}/01/${gtin}/21/${items[0]}`);
    const pallet = encodeURIComponent(`${base}/00/${palletValue}`);
    const warehouse = encodeURIComponent(`${base}/epcis/locations/warehouses/${f.warehouseId}`);
    const queries = [
      '',
      'eventType=AggregationEvent',
      'EQ_action=DELETE',
      'EQ_bizStep=receiving|shipping',
      'EQ_disposition=in_transit',
      `MATCH_epc=${dl}`,
      `MATCH_parentID=${pallet}`,
      `MATCH_anyEPC=${pallet}`,
      `EQ_bizLocation=${warehouse}`,
      `MATCH_epc=${encodeURIComponent(`urn:epc:idpat:sgtin:${gtin.slice(1, 8)}.${gtin[0]}${gtin.slice(8, 13)}.*`)}`,
      'orderBy=eventTime&orderDirection=ASC',
    ];
    const strip = (list: Event[]) => list.map(({ recordTime: _r, ...rest }) => rest);
    for (const q of queries) {
      const url = `/epcis/events?${flow}&perPage=1000${q ? `&${q}` : ''}`;
      const first = await events(url);
      const captured = await events(url, second);
      expect(captured.length, q).toBeGreaterThan(0);
      expect(strip(captured), q).toEqual(strip(first));
    }
  });
});
