import { type Bench, load, ms, p99, start } from './lifecycle.ts';
import type { BenchRow } from './tagging.ts';

/**
 * Capture of a partner's EPCIS document as a partner sends it: one `EPCISDocument` of EVENTS events
 * (object events of a shop's sales, each naming its own SGTIN, with a read point, a business
 * location and a business transaction; one in ten an aggregation of four children) posted over
 * HTTP, timed from the first byte until the 202 that says it is stored, on a server that has
 * captured before (its first capture is timed apart). Meanwhile another client
 * keeps calling the health route, to show the server answers while a document is checked and
 * stored. Baseline in the same run: the same rows written by hand in one statement per thousand
 * (INSERT … SELECT jsonb_to_recordset), what storing alone costs.
 */
const EVENTS = Number(process.env.BENCH_CAPTURE_EVENTS ?? 10_000);

function documentOf(run: string, count = EVENTS): { events: Array<Record<string, unknown>>; body: string } {
  const events = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString();
    const common = {
      eventTime: at,
      eventTimeZoneOffset: '+00:00',
      readPoint: { id: `https://id.gs1.org/414/4012345000009/254/${i % 50}` },
      bizLocation: { id: 'https://id.gs1.org/414/4012345000009' },
      bizTransactionList: [{ type: 'po', bizTransaction: `urn:epcglobal:cbv:bt:4012345000009:PO-${run}-${Math.floor(i / 100)}` }],
    };
    const serial = (n: number) => `https://id.gs1.org/01/09520123456788/21/${run}${i}x${n}`;
    return i % 10 === 0
      ? {
          type: 'AggregationEvent',
          ...common,
          parentID: `https://id.gs1.org/00/${String(952012300000000 + i).padStart(17, '0')}${(i % 10).toString()}`,
          childEPCs: [0, 1, 2, 3].map(serial),
          action: 'ADD',
          bizStep: 'packing',
          disposition: 'in_progress',
        }
      : { type: 'ObjectEvent', ...common, epcList: [serial(0)], action: 'OBSERVE', bizStep: 'retail_selling', disposition: 'retail_sold' };
  });
  const body = JSON.stringify({
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList: events },
  });
  return { events, body };
}

async function post(b: Bench, body: string): Promise<{ status: number; job: { success?: boolean; storedCount?: number } }> {
  const response = await fetch(`${b.base}/epcis/capture`, {
    method: 'POST',
    headers: { token: b.token, 'content-type': 'application/ld+json' },
    body,
  });
  return { status: response.status, job: (await response.json()) as { success?: boolean; storedCount?: number } };
}

async function capture(b: Bench, engine: string): Promise<BenchRow> {
  // The first capture of a process compiles GS1's schema and brings the own events' keys up to
  // date (the demo's, just seeded): timed apart, as a server that has captured before does not pay it.
  const coldStarted = performance.now();
  const cold = await post(b, documentOf('W', 100).body);
  const coldMs = performance.now() - coldStarted;
  if (cold.status !== 202) throw new Error(`warm-up capture: ${cold.status}`);
  const { body } = documentOf('B');
  let polling = true;
  const answered: number[] = [];
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await (await fetch(`${b.base}/api/health`)).arrayBuffer();
      answered.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const { status, job } = await post(b, body);
  const elapsed = performance.now() - started;
  polling = false;
  await poller;
  if (status !== 202 || !job.success || job.storedCount !== EVENTS)
    throw new Error(`capture: ${status} ${JSON.stringify(job).slice(0, 500)}`);

  // The baseline: the same number of rows written by hand, a thousand a statement, under a job of their own.
  const { events } = documentOf('H');
  const [made] = await b.db.query<{ id: number }>(
    `INSERT INTO epcis_captures (enterprise_id, captured_by, created_at, finished_at, success, event_count, stored_count, present_count)
     VALUES ($1, 'bench', now(), now(), true, $2, $2, 0) RETURNING id`,
    [b.enterpriseId, EVENTS],
  );
  const handStarted = performance.now();
  for (let from = 0; from < events.length; from += 1000) {
    const rows = events.slice(from, from + 1000).map((event, i) => ({
      event_id: `urn:uuid:${crypto.randomUUID()}`,
      content_hash: String(from + i),
      event_type: event.type,
      event_time: event.eventTime,
      epcs: (event.epcList ?? event.childEPCs) as string[],
      any_epcs: (event.epcList ?? event.childEPCs) as string[],
      event,
    }));
    await b.db.query(
      `INSERT INTO epcis_captured_events (enterprise_id, capture_id, record_time, event_id, content_hash, event_type, event_time, epcs,
         inputs, outputs, any_epcs, classes, input_classes, output_classes, transactions, persistent_set, persistent_unset, event)
       SELECT $1, $2, now(), x.event_id, x.content_hash, x.event_type, x.event_time, x.epcs, '{}', '{}', x.any_epcs, '{}', '{}', '{}', '{}',
         '{}', '{}', x.event
       FROM jsonb_to_recordset($3::jsonb) AS x(event_id text, content_hash text, event_type text, event_time timestamptz, epcs text[],
         any_epcs text[], event jsonb)`,
      [b.enterpriseId, made?.id, JSON.stringify(rows)],
    );
  }
  const hand = performance.now() - handStarted;
  return {
    name: `EPCIS capture of a ${EVENTS.toLocaleString('en')}-event document (${(body.length / 1024 / 1024).toFixed(1)} MB) to stored, over HTTP (${engine})`,
    value: Math.round(elapsed),
    unit: 'ms',
    baseline: 'the same number of rows written by hand (INSERT … SELECT jsonb_to_recordset, a thousand a statement)',
    baselineValue: Math.round(hand),
    goal: engine === 'postgres' ? '≤ 3,000 ms' : 'none on PGlite',
    note:
      `schema, CBV, ids and the link to own codes included; the process's first capture (100 events, compiling the schema and ` +
      `keying the demo's events) took ${ms(coldMs)} ms before; ${answered.length} health requests answered meanwhile, p99 ${ms(p99(answered))} ms; ${load()}`,
  };
}

export async function epcisBench(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<BenchRow[]> {
  const b = await start(engine, serverUrl);
  try {
    const row = await capture(b, engine);
    console.log(`[epcis ${engine}] ${JSON.stringify(row)}`);
    return [row];
  } finally {
    await b.close();
  }
}
