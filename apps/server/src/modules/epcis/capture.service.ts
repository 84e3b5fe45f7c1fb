import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CaptureJob } from '@trace/contract/epcis';
import { sql } from 'drizzle-orm';
import { anyTextArray, bigintArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import { type Context, inTransaction, type Scope } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { mapInSlices } from '../../platform/slices.ts';
import { epcisEventsPage } from '../codes/codes.public.ts';
import { codeOrderFormsOf, scanBaseUrl } from '../tagging/tagging.public.ts';
import { type CaptureProblem, checkDocument } from './capture-validation.ts';
import { type CapturedRow, capturedRowOf } from './captured-event.ts';
import { ownContextOf } from './document-context.ts';
import { codesNamedBy } from './epcis.service.ts';
import { epcisEventOf, NAMESPACES } from './epcis-event.ts';
import { namespacesOf, preHashOf } from './event-hash.ts';
import { eventCandidatesOf, eventKeyOf, keysBehind, runKeyStep } from './event-keys.ts';

/** A document refused as it came (schema, CBV, an id twice with different content): nothing stored, no job. */
export class CaptureRefused extends Error {
  constructor(readonly problems: CaptureProblem[]) {
    super('capture refused');
  }
}
/** More events than one capture takes. */
export class CaptureTooLarge extends Error {}
/** Events whose ids the repository holds with other content: the capture is rolled back. */
class HeldElsewise extends Error {
  constructor(readonly problems: CaptureProblem[]) {
    super('event ids held with other content');
  }
}

/** Columns of a captured event as one JSON record each, inserted by `jsonb_to_recordset` (a slice is one parameter). */
const COLUMNS: Array<[keyof CapturedRow, string]> = [
  ['event_id', 'text'],
  ['content_hash', 'text'],
  ['event_type', 'text'],
  ['action', 'text'],
  ['biz_step', 'text'],
  ['disposition', 'text'],
  ['read_point', 'text'],
  ['biz_location', 'text'],
  ['event_time', 'timestamptz'],
  ['epcs', 'text[]'],
  ['parent', 'text'],
  ['inputs', 'text[]'],
  ['outputs', 'text[]'],
  ['any_epcs', 'text[]'],
  ['classes', 'text[]'],
  ['input_classes', 'text[]'],
  ['output_classes', 'text[]'],
  ['transactions', 'text[]'],
  ['persistent_set', 'text[]'],
  ['persistent_unset', 'text[]'],
  ['transformation_id', 'text'],
  ['event', 'jsonb'],
];
const NAMES = sql.raw(COLUMNS.map(([name]) => name).join(', '));
const RECORD = sql.raw(COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
const SLICE = 1_000;

/**
 * The ids among these that name events of the enterprise's own, with each one's content as the CBV
 * hash sees it. Own events are found by their keys: keys behind (an event recorded a moment ago,
 * or a server that leaves the keying to others) are brought up to date first.
 */
async function ownEvents(ctx: Context, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.some((id) => eventKeyOf(id) !== null)) return new Map();
  while (await keysBehind(ctx)) {
    const step = await inTransaction(ctx, (tx) => runKeyStep(tx, { limit: 1000, now: ctx.app.clock.now() }));
    if (step.caughtUp) break;
  }
  const candidates = await eventCandidatesOf(ctx, ids);
  if (candidates.length === 0) return new Map();
  const [rows, base, timeZone] = await Promise.all([
    epcisEventsPage(ctx, { ids: candidates, orderBy: 'eventTime', descending: true, limit: candidates.length }),
    scanBaseUrl(ctx),
    enterpriseTimeZone(ctx.orm, ctx.enterpriseId),
  ]);
  const forms = await codeOrderFormsOf(
    ctx,
    rows.flatMap((row) => [row.code.code_order_id, ...(row.parent ? [row.parent.code_order_id] : [])]),
  );
  const asked = new Set(ids);
  const setting = { base, timeZone, forms, urns: false, companyPrefixLength: null };
  const found = new Map<string, string>();
  for (const row of rows) {
    const { eventID, recordTime: _recordTime, ...content } = epcisEventOf(row, setting);
    if (asked.has(eventID as string))
      found.set(eventID as string, createHash('sha256').update(preHashOf(content, NAMESPACES)).digest('base64url'));
  }
  return found;
}

/**
 * The document's events once each, with where each id first stands: an id sent twice with the
 * same content is one event, with other content a problem.
 */
function onceEach(rows: CapturedRow[], eventsAt: string): { unique: CapturedRow[]; first: Map<string, number> } {
  const first = new Map<string, number>();
  const problems: CaptureProblem[] = [];
  const unique: CapturedRow[] = [];
  rows.forEach((row, i) => {
    const at = first.get(row.event_id);
    if (at === undefined) {
      first.set(row.event_id, i);
      unique.push(row);
    } else if ((rows[at] as CapturedRow).content_hash !== row.content_hash)
      problems.push({ pointer: `${eventsAt}/${i}`, messageKey: 'errors.captureIdTwice', vars: { eventID: row.event_id, first: at } });
  });
  if (problems.length > 0) throw new CaptureRefused(problems.slice(0, 100));
  return { unique, first };
}

type JobRow = {
  id: number;
  captured_by: string;
  created_at: string;
  finished_at: string;
  success: boolean;
  event_count: number;
  stored_count: number;
  present_count: number;
  errors: CaptureProblem[];
};
const JOB_COLUMNS = sql`id, captured_by, created_at, finished_at, success, event_count, stored_count, present_count, errors`;

/** A job as the binding answers it, its problems in the reader's language. */
function jobOf(ctx: Pick<Context, 't'>, row: JobRow): CaptureJob {
  return {
    captureID: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: new Date(row.finished_at).toISOString(),
    running: false,
    success: row.success,
    captureErrorBehaviour: 'rollback',
    errors: row.errors.map((problem) => problemOf(ctx, problem)),
    eventCount: row.event_count,
    storedCount: row.stored_count,
    presentCount: row.present_count,
    capturedBy: row.captured_by,
  };
}

/** A problem as RFC 7807 details, `instance` pointing into the document. */
export function problemOf(ctx: Pick<Context, 't'>, problem: CaptureProblem) {
  return {
    type: 'epcisException:ValidationException',
    title: ctx.t('errors.captureInvalidTitle'),
    status: 400,
    detail: `${problem.pointer}: ${ctx.t(problem.messageKey, problem.vars)}`,
    instance: `#${problem.pointer}`,
  };
}

/**
 * Captures a partner's document: checked whole first (GS1's schema, the CBV, ids), then its
 * events stored in one transaction with the job that records them, or none of them. An event
 * whose id the repository holds with the same content is counted as present (capture is
 * idempotent by event id, so a partner may send a document again); with other content, the whole
 * capture is rolled back and its job says which. A captured event naming one of the enterprise's
 * own codes is linked to that code; it changes nothing of the code's state.
 */
export async function captureDocument(ctx: Context, input: { body: unknown; capturedBy: string }): Promise<CaptureJob> {
  const checked = await checkDocument(input.body);
  if (checked.tooMany) throw new CaptureTooLarge();
  if (!checked.document) throw new CaptureRefused(checked.problems);
  const { events, eventsAt, context } = checked.document;
  const createdAt = ctx.app.clock.now();
  const namespaces = namespacesOf(context);
  const { unique, first } = onceEach(await mapInSlices(events, (event) => capturedRowOf(event, namespaces), 200), eventsAt);
  const own = await ownEvents(
    ctx,
    unique.map((row) => row.event_id),
  );
  // An own event comes back as it is, or it is refused: the enterprise corrects its own events by its own operations.
  const changedOwn = unique.filter(
    (row) => own.has(row.event_id) && (own.get(row.event_id) !== row.content_hash || row.event.errorDeclaration),
  );
  if (changedOwn.length > 0)
    throw new CaptureRefused(
      changedOwn.slice(0, 100).map((row) => ({
        pointer: `${eventsAt}/${first.get(row.event_id)}`,
        messageKey: 'errors.captureIdOwn',
        vars: { eventID: row.event_id },
      })),
    );
  const fresh = unique.filter((row) => !own.has(row.event_id));
  const codes = await codesNamedBy(ctx, { base: await scanBaseUrl(ctx), epcs: [...new Set(fresh.flatMap((row) => row.any_epcs))] });
  const codeOfEpc = new Map(codes.map((code) => [code.epc, code.value]));
  const job = (values: { success: boolean; stored: number; errors: CaptureProblem[] }, orm: Scope['orm']) =>
    rowsOf<JobRow>(
      orm,
      sql`INSERT INTO epcis_captures (enterprise_id, captured_by, account_id, integration_token_id, created_at, finished_at, success,
          event_count, stored_count, present_count, errors, context)
        VALUES (${ctx.enterpriseId}, ${input.capturedBy}, ${ctx.accountId}, ${ctx.auth.integration?.tokenId ?? null}, ${createdAt}, ${ctx.app.clock.now()}, ${values.success},
          ${events.length}, ${values.stored}, ${values.success ? events.length - values.stored : 0}, ${JSON.stringify(values.errors)}::jsonb,
          ${JSON.stringify(ownContextOf(context))}::jsonb)
        RETURNING ${JOB_COLUMNS}`,
    ).then((rows) => rows[0] as JobRow);

  try {
    const row = await inTransaction(ctx, async (tx) => {
      // One capture of the enterprise at a time: two documents naming the same ids in other orders
      // would each wait on an index entry the other holds. Events keep their document's order.
      await tx.orm.execute(sql`SELECT pg_advisory_xact_lock(hashtext('epcis_captures'), ${ctx.enterpriseId})`);
      const made = await job({ success: true, stored: 0, errors: [] }, tx.orm);
      const stored: Array<{ id: string; event_id: string }> = [];
      for (let start = 0; start < fresh.length; start += SLICE) {
        const slice = fresh.slice(start, start + SLICE);
        stored.push(
          ...(await rowsOf<{ id: string; event_id: string }>(
            tx.orm,
            sql`INSERT INTO epcis_captured_events (enterprise_id, capture_id, record_time, ${NAMES})
              SELECT ${ctx.enterpriseId}, ${made.id}, ${createdAt}, ${NAMES}
              FROM jsonb_to_recordset(${JSON.stringify(slice.map((r) => Object.fromEntries(COLUMNS.map(([name]) => [name, r[name]]))))}::jsonb)
                AS x(${RECORD})
              ON CONFLICT (enterprise_id, event_id) DO NOTHING
              RETURNING id, event_id`,
          )),
        );
      }
      // Ids another capture holds (or is storing: the insert waited for it): the same content is present, other content refused.
      const storedIds = new Set(stored.map((s) => s.event_id));
      const held = fresh.filter((row) => !storedIds.has(row.event_id));
      let declared = 0;
      if (held.length > 0) {
        const found = await rowsOf<{ event_id: string; content_hash: string; declaration: string | null }>(
          tx.orm,
          sql`SELECT event_id, content_hash, (event->'errorDeclaration')::text AS declaration FROM epcis_captured_events
            WHERE enterprise_id = ${ctx.enterpriseId} AND event_id = ANY(${anyTextArray(held.map((row) => row.event_id))})
            FOR UPDATE`,
        );
        const hashOf = new Map(found.map((f) => [f.event_id, f.content_hash]));
        // EPCIS 2.0: an event is declared in error by sending it again with its error declaration, which it then keeps.
        const declarations = new Map(found.map((f) => [f.event_id, f.declaration === null ? null : JSON.parse(f.declaration)]));
        const newlyDeclared = held.filter(
          (row) =>
            row.event.errorDeclaration !== undefined &&
            hashOf.get(row.event_id) === row.content_hash &&
            !isDeepStrictEqual(declarations.get(row.event_id), row.event.errorDeclaration),
        );
        if (newlyDeclared.length > 0)
          await tx.orm.execute(sql`UPDATE epcis_captured_events e SET event = x.event
            FROM jsonb_to_recordset(${JSON.stringify(newlyDeclared.map((row) => ({ event_id: row.event_id, event: row.event })))}::jsonb)
              AS x(event_id text, event jsonb)
            WHERE e.enterprise_id = ${ctx.enterpriseId} AND e.event_id = x.event_id`);
        declared = newlyDeclared.length;
        const clashes = held
          .filter((row) => hashOf.get(row.event_id) !== row.content_hash)
          .map((row) => ({
            pointer: `${eventsAt}/${first.get(row.event_id)}`,
            messageKey: 'errors.captureIdHeld',
            vars: { eventID: row.event_id },
          }));
        if (clashes.length > 0) throw new HeldElsewise(clashes.slice(0, 100));
      }
      const rowOf = new Map(fresh.map((row) => [row.event_id, row]));
      const links = stored.flatMap((s) =>
        [...new Set((rowOf.get(s.event_id) as CapturedRow).any_epcs.flatMap((epc) => codeOfEpc.get(epc) ?? []))].map((value) => ({
          value,
          id: Number(s.id),
        })),
      );
      if (links.length > 0)
        await tx.orm.execute(sql`INSERT INTO epcis_captured_codes (enterprise_id, code_value, captured_event_id)
          SELECT ${ctx.enterpriseId}, v, i FROM unnest(${anyTextArray(links.map((l) => l.value))}, ${bigintArray(links.map((l) => l.id))}) AS u(v, i)
          ON CONFLICT DO NOTHING`);
      const [done] = await rowsOf<JobRow>(
        tx.orm,
        sql`UPDATE epcis_captures SET stored_count = ${stored.length + declared}, present_count = ${events.length - stored.length - declared},
            finished_at = ${ctx.app.clock.now()}
          WHERE id = ${made.id} RETURNING ${JOB_COLUMNS}`,
      );
      return done as JobRow;
    });
    return jobOf(ctx, row);
  } catch (error) {
    if (!(error instanceof HeldElsewise)) throw error;
    return jobOf(ctx, await job({ success: false, stored: 0, errors: error.problems }, ctx.orm));
  }
}

/** A partner system's token reads the jobs it sent, not those of other partners or of people. */
const ownJobs = (ctx: Context) => (ctx.auth.integration ? sql`AND integration_token_id = ${ctx.auth.integration.tokenId}` : sql``);

/** One capture job of the enterprise, or of the calling token (`/epcis/capture/{captureID}`). */
export async function captureJobOf(ctx: Context, captureID: string): Promise<CaptureJob> {
  const id = /^[1-9][0-9]{0,9}$/.test(captureID) ? Number(captureID) : 0;
  const [row] =
    id > 0 && id <= 2_147_483_647
      ? await rowsOf<JobRow>(
          ctx.orm,
          sql`SELECT ${JOB_COLUMNS} FROM epcis_captures WHERE enterprise_id = ${ctx.enterpriseId} AND id = ${id} ${ownJobs(ctx)}`,
        )
      : [];
  if (!row) throw notFound();
  return jobOf(ctx, row);
}

/**
 * The enterprise's capture jobs (a token's: its own), newest first, a page at a time (`GET /epcis/capture`): `after` is
 * the last job of the page before, the next page's token when there is one.
 */
export async function captureJobsOf(
  ctx: Context,
  input: { perPage: number; after: number | null },
): Promise<{ jobs: CaptureJob[]; next: number | null }> {
  const rows = await rowsOf<JobRow>(
    ctx.orm,
    sql`SELECT ${JOB_COLUMNS} FROM epcis_captures WHERE enterprise_id = ${ctx.enterpriseId} ${ownJobs(ctx)}
      ${input.after === null ? sql`` : sql`AND id < ${input.after}`}
      ORDER BY id DESC LIMIT ${input.perPage + 1}`,
  );
  const page = rows.slice(0, input.perPage);
  return { jobs: page.map((row) => jobOf(ctx, row)), next: rows.length > input.perPage ? (page.at(-1)?.id ?? null) : null };
}
