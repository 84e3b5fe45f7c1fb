import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { type Answer, jsonCall, send } from './http.ts';

/** A write's fate as the client saw it: acknowledged (status_code 200), refused, or unknown. */
export type Fate = 'acked' | 'refused' | 'indeterminate';

export type WriteContext = { base: string; token: string; shared: Record<string, number> };

/** One attempted write: its unique id, which writer loop sent it (in order), and its fate. */
export type Attempt = { id: string; writer: number; fate: Fate };

/** What the read-back found wrong: acknowledged but gone, stored but never sent, stored in part. */
export type Problems = { lost: string[]; unexpected: string[]; halfDone: string[] };

/**
 * One kind of write in the kill-and-restart rounds. `write` issues write `id` (unique across the
 * run) from writer loop `writer` and says what became of it; `check` reads back after a restart
 * and compares with every attempt so far (`final` adds the slow all-or-nothing checks).
 * A future module's writes join by adding one entry to WRITE_KINDS.
 */
export type WriteKind = {
  name: string;
  /** Ids of this kind start with it, so one keyword finds them all. */
  prefix: string;
  /** Rest between two writes of one loop, so heavy kinds do not crowd out the others. */
  pauseMs: number;
  /** Set-up once, on the first server (e.g. a code rule), kept in ctx.shared. */
  prepare?(ctx: WriteContext, writers: number): Promise<void>;
  write(ctx: WriteContext, id: string, writer: number): Promise<Fate>;
  check(ctx: WriteContext, attempts: Attempt[], final: boolean): Promise<Problems>;
};

/**
 * Jepsen's set check: every acknowledged id is stored (lost = ∅) and every stored id was sent
 * (unexpected = ∅); an indeterminate write may be either.
 */
export function setCheck(attempts: Attempt[], present: Set<string>): Problems {
  const sent = new Set(attempts.map((a) => a.id));
  return {
    lost: attempts.filter((a) => a.fate === 'acked' && !present.has(a.id)).map((a) => a.id),
    unexpected: [...present].filter((id) => !sent.has(id)),
    halfDone: [],
  };
}

function fateOf(answer: Answer): Fate {
  if (answer.timedOut || answer.status === 0 || answer.status >= 500) return 'indeterminate';
  const statusCode = (answer.json as { status_code?: number } | undefined)?.status_code;
  return answer.status === 200 && statusCode === 200 ? 'acked' : 'refused';
}

/**
 * Every row of a paged list whose `field` is one of the kind's ids (`<prefix><round>-<writer>-<n>`,
 * perhaps with a suffix): the keyword search matches anywhere, and the demo data holds real codes
 * whose random serials may start with the prefix too.
 */
async function listAll(ctx: WriteContext, path: string, prefix: string, field: string): Promise<Array<Record<string, unknown>>> {
  const ours = new RegExp(`^${prefix}\\d+-\\d+-\\d+(-|$)`);
  const rows: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const answer = await jsonCall(ctx.base, 'GET', `${path}?keyword=${encodeURIComponent(prefix)}&page_size=200&page=${page}`, ctx.token);
    const list = (answer.json as { data?: { list?: Array<Record<string, unknown>> } } | undefined)?.data?.list;
    if (!Array.isArray(list)) throw new Error(`${path} answered ${answer.text.slice(0, 200)}`);
    rows.push(...list.filter((row) => ours.test(String(row[field]))));
    if (list.length < 200) return rows;
  }
}

const IMPORT_ROWS = 40;
const PRODUCT_COLUMNS = 'code,name,brand,specification,unit,gtin,shelf_life_days,price,status,description';
const ORDER_QUANTITY = 10_000;

function importFile(id: string): { body: Buffer; headers: Record<string, string> } {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => `${id}-${i},Imported ${id} ${i},,,,,,,on_sale,`);
  const boundary = 'kill-boundary';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${id}.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      `${PRODUCT_COLUMNS}\n${rows.join('\n')}\n\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function waitForGeneration(ctx: WriteContext, orderId: number): Promise<string | undefined> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const detail = await jsonCall(ctx.base, 'GET', `/api/tagging/codeorders/detail?id=${orderId}`, ctx.token);
    const status = (detail.json as { data?: { status?: string } } | undefined)?.data?.status;
    if (status === 'ready' || status === 'downloaded' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The lines of an order's print file after its header: serial number, tab, code. */
async function printedCodes(ctx: WriteContext, orderId: number): Promise<string[]> {
  const answer = await fetch(`${ctx.base}/api/tagging/codeorders/download?id=${orderId}&format=txt`, { headers: { token: ctx.token } });
  const zip = await JSZip.loadAsync(Buffer.from(await answer.arrayBuffer()));
  const name = Object.keys(zip.files)[0];
  const text = name ? ((await zip.file(name)?.async('string')) ?? '') : '';
  return text.trim().split('\n').slice(1);
}

const PACK_BOXES = 5;
const ITEMS_PER_BOX = 20;
const POOL_BOXES = 2_000;
/** Which boxes each pack write used (allocated in order, so a write's boxes are known to its check). */
const packedBoxes = new Map<string, string[]>();
let packPool: { boxes: string[]; items: string[]; next: number } = { boxes: [], items: [], next: 0 };

/** A UUID made from the write's id, so a check knows the operation id it was sent with. */
function operationId(id: string): string {
  const hex = createHash('sha256').update(id).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function firstId(ctx: WriteContext, path: string): Promise<number> {
  const answer = await jsonCall(ctx.base, 'GET', `${path}?page_size=1`, ctx.token);
  return Number((answer.json as { data: { list: Array<{ id: number }> } }).data.list[0]?.id);
}

/** Where a kind's codes are commissioned: the product and warehouse they are of. */
type Origin = { product_id: number; warehouse_id: number };

async function originOf(ctx: WriteContext): Promise<Origin> {
  return {
    product_id: await firstId(ctx, '/api/base/products/pagelist'),
    warehouse_id: await firstId(ctx, '/api/base/warehouses/pagelist'),
  };
}

/**
 * A generated order of `quantity` codes of a new rule of the level, commissioned at once by range
 * (the kind's tag names the rule and the operation); its number and its codes in order.
 */
async function commissionedCodes(
  ctx: WriteContext,
  tag: string,
  level: 'item' | 'box',
  quantity: number,
  origin: Origin,
): Promise<{ orderNo: string; codes: string[] }> {
  const rule = await jsonCall(ctx.base, 'POST', '/api/tagging/coderules/add', ctx.token, {
    name: `${tag} ${level} rule`,
    level,
    length: 16,
  });
  const ruleId = (rule.json as { data: { id: number } }).data.id;
  const order = await jsonCall(ctx.base, 'POST', '/api/tagging/codeorders/add', ctx.token, { rule_id: ruleId, quantity });
  const { id: orderId, order_no: orderNo } = (order.json as { data: { id: number; order_no: string } }).data;
  await waitForGeneration(ctx, orderId);
  const codes = (await printedCodes(ctx, orderId)).map((line) => line.split('\t')[1] as string);
  const body = { op_id: operationId(`${tag}-commission-${level}`), range: { order_id: orderId, seq_from: 1, seq_to: quantity }, ...origin };
  const answer = await jsonCall(ctx.base, 'POST', '/api/codes/commission', ctx.token, body);
  if (answer.status !== 200) throw new Error(`commission answered ${answer.text.slice(0, 300)}`);
  return { orderNo, codes };
}

/** Item codes a kind takes a few at a time, in order; `next` is the first not yet taken. */
type CodePool = { orderNo: string; codes: string[]; next: number };

/** Items commissioned and shipped to the dealer in one operation each: goods out in the market. */
async function shippedPool(ctx: WriteContext, tag: string, quantity: number, origin: Origin, dealerId: number): Promise<CodePool> {
  const { orderNo, codes } = await commissionedCodes(ctx, tag, 'item', quantity, origin);
  const body = { op_id: operationId(`${tag}-ship`), codes, dealer_id: dealerId, warehouse_id: origin.warehouse_id };
  const answer = await jsonCall(ctx.base, 'POST', '/api/codes/ship', ctx.token, body);
  if (answer.status !== 200) throw new Error(`ship answered ${answer.text.slice(0, 300)}`);
  return { orderNo, codes, next: 0 };
}

/** The next `count` codes of the pool, or none when it is used up. */
function takeCodes(pool: CodePool, count: number): string[] | undefined {
  if (pool.next + count > pool.codes.length) return undefined;
  pool.next += count;
  return pool.codes.slice(pool.next - count, pool.next);
}

type CodeState = { status: string; holder_type: string | null; holder_id: number | null };

/** Where each code of the pool is now, read as the information inquiry shows a print file's range. */
async function poolStates(ctx: WriteContext, pool: CodePool): Promise<Map<string, CodeState>> {
  const states = new Map<string, CodeState>();
  const range = `order_no=${encodeURIComponent(pool.orderNo)}&seq_from=1&seq_to=${pool.codes.length}`;
  for (let page = 1; states.size < pool.codes.length; page++) {
    const answer = await jsonCall(ctx.base, 'GET', `/api/inspect/inquiry/range?${range}&page_size=200&page=${page}`, ctx.token);
    const list = (answer.json as { data?: { list?: Array<CodeState & { value: string }> } } | undefined)?.data?.list;
    if (!Array.isArray(list) || list.length === 0) throw new Error(`range of ${pool.orderNo} answered ${answer.text.slice(0, 200)}`);
    for (const { value, ...state } of list) states.set(value, state);
  }
  return states;
}

async function childCount(ctx: WriteContext, box: string): Promise<number> {
  const answer = await jsonCall(ctx.base, 'GET', `/api/inspect/inquiry?code=${box}`, ctx.token);
  const count = (answer.json as { data?: { code?: { child_count?: number } } } | undefined)?.data?.code?.child_count;
  if (count === undefined) throw new Error(`inquiry of ${box} answered ${answer.text.slice(0, 200)}`);
  return count;
}

const WMS_RECORDS = 4;
/** The open outbound order every WMS record names. */
const WMS_ORDER = 'WMS-KILL';
/** Acknowledged calls sent again after each restart, to see their records are not stored twice. */
const WMS_RESENDS = 3;
const wmsResent = new Set<string>();

/**
 * A WMS call of the write's records, each with its operation id made from its own id. The codes
 * (the record's id) are no code the console could read, so each record lands in the exception log,
 * where a user reads it back.
 */
function wmsCall(id: string) {
  return {
    records: Array.from({ length: WMS_RECORDS }, (_, i) => ({
      op_id: operationId(`${id}-${i}`),
      shipment_no: WMS_ORDER,
      code: `${id}-${i}`,
    })),
  };
}

/** How many uploads are still applying once their jobs have had two minutes after the restart. */
async function uploadsApplying(ctx: WriteContext): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await jsonCall(ctx.base, 'GET', '/api/physical/wmsuploads/pagelist?status=applying&page_size=1', ctx.token);
    const total = (answer.json as { data?: { total?: number } } | undefined)?.data?.total;
    if (total === undefined) throw new Error(`WMS uploads answered ${answer.text.slice(0, 200)}`);
    if (total === 0 || Date.now() > deadline) return total;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const MOVE_CODES = 4;
const POOL_ITEMS = 2_000;
let exchangePool: CodePool = { orderNo: '', codes: [], next: 0 };
let returnPool: CodePool = { orderNo: '', codes: [], next: 0 };
/** The codes each exchange listed. */
const exchangedCodes = new Map<string, string[]>();
/** The secret each acknowledged token issue answered. */
const issuedTokens = new Map<string, string>();
/** The codes each return took, and what became of its confirmation (undefined: never sent). */
const returnsSent = new Map<string, { codes: string[]; confirm?: Fate }>();

export const WRITE_KINDS: WriteKind[] = [
  {
    name: 'create (brand)',
    prefix: 'KB',
    pauseMs: 0,
    async write(ctx, id) {
      return fateOf(await jsonCall(ctx.base, 'POST', '/api/base/brands/add', ctx.token, { name: id }));
    },
    async check(ctx, attempts) {
      return setCheck(attempts, new Set((await listAll(ctx, '/api/base/brands/pagelist', 'KB', 'name')).map((row) => String(row.name))));
    },
  },
  {
    name: 'create (outbound order with its product line, all or none)',
    prefix: 'KS',
    pauseMs: 0,
    async prepare(ctx) {
      ctx.shared.shipDealer = await firstId(ctx, '/api/base/dealers/pagelist');
      ctx.shared.shipWarehouse = await firstId(ctx, '/api/base/warehouses/pagelist');
      ctx.shared.shipProduct = await firstId(ctx, '/api/base/products/pagelist');
    },
    async write(ctx, id) {
      const body = {
        shipment_no: id,
        dealer_id: ctx.shared.shipDealer,
        warehouse_id: ctx.shared.shipWarehouse,
        planned_on: '2026-11-25',
        lines: [{ product_id: ctx.shared.shipProduct, planned_qty: 12 }],
      };
      return fateOf(await jsonCall(ctx.base, 'POST', '/api/physical/shipments/add', ctx.token, body));
    },
    // Every stored order has its line: the order and its lines are one transaction.
    async check(ctx, attempts) {
      const rows = await listAll(ctx, '/api/physical/shipments/pagelist', 'KS', 'shipment_no');
      const problems = setCheck(attempts, new Set(rows.map((row) => String(row.shipment_no))));
      for (const row of rows)
        if (row.planned_total !== 12) problems.halfDone.push(`${String(row.shipment_no)}: planned ${String(row.planned_total)} items`);
      return problems;
    },
  },
  {
    name: 'update (unit)',
    prefix: 'KU',
    pauseMs: 0,
    async prepare(ctx, writers) {
      for (let writer = 0; writer < writers; writer++) {
        const answer = await jsonCall(ctx.base, 'POST', '/api/base/units/add', ctx.token, { name: `KU-register-${writer}`, symbol: '' });
        ctx.shared[`unit${writer}`] = (answer.json as { data: { id: number } }).data.id;
      }
    },
    // Each loop owns one unit and writes its ids into the symbol in turn: one register per loop.
    async write(ctx, id, writer) {
      const body = { id: ctx.shared[`unit${writer}`], name: `KU-register-${writer}`, symbol: id };
      return fateOf(await jsonCall(ctx.base, 'POST', '/api/base/units/update', ctx.token, body));
    },
    // The stored value is the last acknowledged one, or one sent after it whose fate is unknown.
    async check(ctx, attempts) {
      const problems: Problems = { lost: [], unexpected: [], halfDone: [] };
      for (const writer of new Set(attempts.map((a) => a.writer))) {
        const mine = attempts.filter((a) => a.writer === writer);
        const lastAcked = mine.map((a) => a.fate).lastIndexOf('acked');
        const after = mine.slice(lastAcked + 1).filter((a) => a.fate === 'indeterminate');
        const allowed = new Set([lastAcked >= 0 ? (mine[lastAcked] as Attempt).id : '', ...after.map((a) => a.id)]);
        const answer = await jsonCall(ctx.base, 'GET', `/api/base/units/detail?id=${ctx.shared[`unit${writer}`]}`, ctx.token);
        const stored = String((answer.json as { data?: { symbol?: string } } | undefined)?.data?.symbol);
        if (!allowed.has(stored)) {
          const sent = mine.some((a) => a.id === stored);
          (sent ? problems.lost : problems.unexpected).push(
            `unit of loop ${writer} holds ${JSON.stringify(stored)}, not ${[...allowed].join(' or ')}`,
          );
        }
      }
      return problems;
    },
  },
  {
    name: `import (${IMPORT_ROWS} products, all or none)`,
    prefix: 'KI',
    pauseMs: 50,
    async write(ctx, id) {
      const { body, headers } = importFile(id);
      return fateOf(
        await send(ctx.base, { method: 'POST', url: '/api/base/products/import', token: ctx.token, headers, body, timeoutMs: 30_000 }),
      );
    },
    async check(ctx, attempts) {
      const codes = (await listAll(ctx, '/api/base/products/pagelist', 'KI', 'code')).map((row) => String(row.code));
      const rowsOf = new Map<string, number>();
      for (const code of codes) {
        const id = code.slice(0, code.lastIndexOf('-'));
        rowsOf.set(id, (rowsOf.get(id) ?? 0) + 1);
      }
      const problems = setCheck(attempts, new Set(rowsOf.keys()));
      problems.halfDone = [...rowsOf]
        .filter(([, rows]) => rows !== IMPORT_ROWS)
        .map(([id, rows]) => `${id} has ${rows} of ${IMPORT_ROWS} rows`);
      return problems;
    },
  },
  {
    name: `code order (${ORDER_QUANTITY} codes)`,
    prefix: 'KO',
    pauseMs: 1_000,
    async prepare(ctx) {
      const answer = await jsonCall(ctx.base, 'POST', '/api/tagging/coderules/add', ctx.token, {
        name: 'KO rule',
        level: 'item',
        length: 16,
      });
      ctx.shared.rule = (answer.json as { data: { id: number } }).data.id;
    },
    async write(ctx, id) {
      const call = {
        method: 'POST',
        url: '/api/tagging/codeorders/add',
        headers: { 'content-type': 'application/json', 'idempotency-key': `kill-${id}` },
        body: JSON.stringify({ rule_id: ctx.shared.rule, quantity: ORDER_QUANTITY, remark: id }),
      };
      return fateOf(await send(ctx.base, { ...call, token: ctx.token, timeoutMs: 30_000 }));
    },
    // Finally every stored order is generated in full (it resumes after a restart), each code once.
    async check(ctx, attempts, final) {
      const rows = await listAll(ctx, '/api/tagging/codeorders/pagelist', 'KO', 'remark');
      const problems = setCheck(attempts, new Set(rows.map((row) => String(row.remark))));
      if (!final) return problems;
      for (const row of rows) {
        const status = await waitForGeneration(ctx, Number(row.id));
        const codes = status === 'ready' || status === 'downloaded' ? await printedCodes(ctx, Number(row.id)) : [];
        const serials = new Set(codes.map((line) => line.split('\t')[1]));
        if (codes.length !== ORDER_QUANTITY || serials.size !== ORDER_QUANTITY) {
          problems.halfDone.push(`${row.remark} (status ${status}, ${codes.length} codes, ${serials.size} distinct)`);
        }
      }
      return problems;
    },
  },
  {
    name: `code life cycle (pack ${PACK_BOXES} cases of ${ITEMS_PER_BOX} items, all or none)`,
    prefix: 'KP',
    pauseMs: 150,
    async prepare(ctx) {
      const origin = await originOf(ctx);
      const boxes = (await commissionedCodes(ctx, 'KP', 'box', POOL_BOXES, origin)).codes;
      const items = (await commissionedCodes(ctx, 'KP', 'item', POOL_BOXES * ITEMS_PER_BOX, origin)).codes;
      packPool = { boxes, items, next: 0 };
    },
    // Each write packs the next five cases of the pool in one operation (105 codes).
    async write(ctx, id) {
      const first = packPool.next;
      if (first + PACK_BOXES > packPool.boxes.length) return 'refused';
      packPool.next += PACK_BOXES;
      const boxes = packPool.boxes.slice(first, first + PACK_BOXES);
      packedBoxes.set(id, boxes);
      const packs = boxes.map((parent, i) => ({
        parent,
        children: packPool.items.slice((first + i) * ITEMS_PER_BOX, (first + i + 1) * ITEMS_PER_BOX),
      }));
      return fateOf(await jsonCall(ctx.base, 'POST', '/api/codes/pack', ctx.token, { op_id: operationId(id), packs }));
    },
    // An acknowledged pack holds all its cases full; any other holds all of them or none.
    async check(ctx, attempts) {
      const problems: Problems = { lost: [], unexpected: [], halfDone: [] };
      for (const attempt of attempts) {
        const boxes = packedBoxes.get(attempt.id);
        if (!boxes) continue;
        const counts = [await childCount(ctx, boxes[0] as string), await childCount(ctx, boxes[boxes.length - 1] as string)];
        const full = counts.every((n) => n === ITEMS_PER_BOX);
        const empty = counts.every((n) => n === 0);
        if (attempt.fate === 'acked' && !full) problems.lost.push(`${attempt.id}: cases hold ${counts.join(' and ')} items`);
        else if (attempt.fate === 'refused' && !empty)
          problems.unexpected.push(`${attempt.id}: refused but cases hold ${counts.join(' and ')}`);
        else if (!full && !empty) problems.halfDone.push(`${attempt.id}: cases hold ${counts.join(' and ')} items`);
      }
      return problems;
    },
  },
  {
    name: `WMS records (${WMS_RECORDS} a call, all or none; some sent again)`,
    prefix: 'KW',
    pauseMs: 100,
    async prepare(ctx) {
      const origin = await originOf(ctx);
      const body = {
        shipment_no: WMS_ORDER,
        dealer_id: await firstId(ctx, '/api/base/dealers/pagelist'),
        warehouse_id: origin.warehouse_id,
        planned_on: '2026-11-25',
        lines: [{ product_id: origin.product_id, planned_qty: 12 }],
      };
      const answer = await jsonCall(ctx.base, 'POST', '/api/physical/shipments/add', ctx.token, body);
      if (answer.status !== 200) throw new Error(`outbound order answered ${answer.text.slice(0, 300)}`);
    },
    async write(ctx, id) {
      return fateOf(await jsonCall(ctx.base, 'POST', '/api/physical/wms/records', ctx.token, wmsCall(id)));
    },
    // Read once every upload is applied: a call's records are all in the log or none, each once.
    // Then a few acknowledged calls are sent again: each must be a replay, stored nowhere (the
    // next read finds any copy).
    async check(ctx, attempts) {
      const applying = await uploadsApplying(ctx);
      const codes = (await listAll(ctx, '/api/physical/wmsexceptions/pagelist', 'KW', 'code')).map((row) => String(row.code));
      const recordsOf = new Map<string, number>();
      for (const code of codes) {
        const id = code.slice(0, code.lastIndexOf('-'));
        recordsOf.set(id, (recordsOf.get(id) ?? 0) + 1);
      }
      const problems = setCheck(attempts, new Set(recordsOf.keys()));
      if (applying > 0) problems.halfDone.push(`${applying} uploads still applying two minutes after the restart`);
      for (const [id, records] of recordsOf) {
        if (records < WMS_RECORDS) problems.halfDone.push(`${id} has ${records} of ${WMS_RECORDS} records`);
        if (records > WMS_RECORDS) problems.unexpected.push(`${id}: ${records} records of ${WMS_RECORDS} sent`);
      }
      const resend = attempts.filter((a) => a.fate === 'acked' && !wmsResent.has(a.id)).slice(-WMS_RESENDS);
      for (const { id } of resend) {
        wmsResent.add(id);
        const answer = await jsonCall(ctx.base, 'POST', '/api/physical/wms/records', ctx.token, wmsCall(id));
        const stored = (answer.json as { data?: { stored?: number } } | undefined)?.data?.stored;
        if (fateOf(answer) === 'acked' && stored !== 0)
          problems.unexpected.push(`${id} sent again: ${stored} of its ${WMS_RECORDS} records`);
      }
      return problems;
    },
  },
  {
    name: `return (${MOVE_CODES} shipped items scanned and confirmed, all or none)`,
    prefix: 'KR',
    pauseMs: 100,
    async prepare(ctx) {
      const origin = await originOf(ctx);
      ctx.shared.returnDealer = await firstId(ctx, '/api/base/dealers/pagelist');
      ctx.shared.returnWarehouse = origin.warehouse_id;
      returnPool = await shippedPool(ctx, 'KR', POOL_ITEMS, origin, ctx.shared.returnDealer);
    },
    // A draft, its codes scanned onto it, then confirmed by an operation id: the write's fate is
    // the draft's; the confirmation's is kept beside it.
    async write(ctx, id) {
      const codes = takeCodes(returnPool, MOVE_CODES);
      if (!codes) return 'refused';
      const body = { return_no: id, dealer_id: ctx.shared.returnDealer, warehouse_id: ctx.shared.returnWarehouse, reason: 'Damaged' };
      const added = await jsonCall(ctx.base, 'POST', '/api/physical/returns/add', ctx.token, body);
      const fate = fateOf(added);
      const returnId = (added.json as { data?: { id?: number } } | undefined)?.data?.id;
      if (fate !== 'acked' || returnId === undefined) return fate;
      const sent: { codes: string[]; confirm?: Fate } = { codes };
      returnsSent.set(id, sent);
      const scan = await jsonCall(ctx.base, 'POST', '/api/physical/returns/scan', ctx.token, { id: returnId, codes });
      const outcomes = (scan.json as { data?: { outcomes?: Array<{ status: string }> } } | undefined)?.data?.outcomes;
      if (fateOf(scan) !== 'acked' || outcomes?.some((o) => o.status !== 'accepted')) return fate;
      sent.confirm = fateOf(
        await jsonCall(ctx.base, 'POST', '/api/physical/returns/confirm', ctx.token, { id: returnId, op_id: operationId(id) }),
      );
      return fate;
    },
    // A confirmed return has all its codes back at the warehouse, and no other return any.
    async check(ctx, attempts) {
      const rows = await listAll(ctx, '/api/physical/returns/pagelist', 'KR', 'return_no');
      const problems = setCheck(attempts, new Set(rows.map((row) => String(row.return_no))));
      const byNo = new Map(rows.map((row) => [String(row.return_no), row]));
      const states = await poolStates(ctx, returnPool);
      for (const [id, sent] of returnsSent) {
        const row = byNo.get(id);
        const back = sent.codes.filter((code) => states.get(code)?.status === 'returned').length;
        const returned = row?.status === 'returned';
        const seen = `${id}: ${row ? `${String(row.status)} with ${String(row.code_count)} codes` : 'no return'}, ${back} of ${sent.codes.length} codes back`;
        if (sent.confirm === 'acked' && !(returned && back === sent.codes.length)) problems.lost.push(seen);
        else if ((sent.confirm === undefined || sent.confirm === 'refused') && (returned || back > 0)) problems.unexpected.push(seen);
        else if (returned ? back !== sent.codes.length || row?.code_count !== sent.codes.length : back > 0) problems.halfDone.push(seen);
      }
      return problems;
    },
  },
  {
    name: `exchange (${MOVE_CODES} items between dealers, all or none)`,
    prefix: 'KX',
    pauseMs: 100,
    async prepare(ctx) {
      const origin = await originOf(ctx);
      ctx.shared.exchangeFrom = await firstId(ctx, '/api/base/dealers/pagelist');
      const to = await jsonCall(ctx.base, 'POST', '/api/base/dealers/add', ctx.token, { code: 'KX-TO', name: 'KX receiving dealer' });
      ctx.shared.exchangeTo = (to.json as { data: { id: number } }).data.id;
      exchangePool = await shippedPool(ctx, 'KX', POOL_ITEMS, origin, ctx.shared.exchangeFrom);
    },
    async write(ctx, id) {
      const codes = takeCodes(exchangePool, MOVE_CODES);
      if (!codes) return 'refused';
      exchangedCodes.set(id, codes);
      const body = {
        op_id: operationId(id),
        exchange_no: id,
        from_dealer_id: ctx.shared.exchangeFrom,
        to_dealer_id: ctx.shared.exchangeTo,
        reason: 'Balancing stock',
        codes,
      };
      return fateOf(await jsonCall(ctx.base, 'POST', '/api/physical/exchanges/add', ctx.token, body));
    },
    // A stored exchange lists all its codes and every one is with the receiving dealer; without one, none is.
    async check(ctx, attempts) {
      const rows = await listAll(ctx, '/api/physical/exchanges/pagelist', 'KX', 'exchange_no');
      const problems = setCheck(attempts, new Set(rows.map((row) => String(row.exchange_no))));
      const byNo = new Map(rows.map((row) => [String(row.exchange_no), row]));
      const states = await poolStates(ctx, exchangePool);
      for (const attempt of attempts) {
        const codes = exchangedCodes.get(attempt.id);
        if (!codes) continue;
        const row = byNo.get(attempt.id);
        const moved = codes.filter((code) => states.get(code)?.holder_id === ctx.shared.exchangeTo).length;
        const seen = `${attempt.id}: ${row ? `exchange of ${String(row.code_count)} codes` : 'no exchange'}, ${moved} of ${codes.length} codes moved`;
        if (attempt.fate === 'refused' && (row || moved > 0)) problems.unexpected.push(seen);
        else if (row ? moved !== codes.length || row.code_count !== codes.length : moved > 0) problems.halfDone.push(seen);
      }
      return problems;
    },
  },
  {
    name: 'issue (integration token, its secret working after the restart)',
    prefix: 'KT',
    pauseMs: 0,
    async write(ctx, id) {
      const answer = await jsonCall(ctx.base, 'POST', '/api/org/integration-tokens/add', ctx.token, { name: id, grants: ['epcis:read'] });
      const token = (answer.json as { data?: { token?: string } } | undefined)?.data?.token;
      if (token) issuedTokens.set(id, token);
      return fateOf(answer);
    },
    // Every acknowledged token is listed and its secret, shown once, opens the repository.
    async check(ctx, attempts) {
      const rows = await listAll(ctx, '/api/org/integration-tokens/pagelist', 'KT', 'name');
      const problems = setCheck(attempts, new Set(rows.map((row) => String(row.name))));
      for (const attempt of attempts) {
        const token = issuedTokens.get(attempt.id);
        if (attempt.fate !== 'acked' || !token) continue;
        const answer = await send(ctx.base, { method: 'GET', url: '/epcis/eventTypes', headers: { authorization: `Bearer ${token}` } });
        if (answer.status !== 200) problems.halfDone.push(`${attempt.id}: listed, but its secret answered HTTP ${answer.status}`);
      }
      return problems;
    },
  },
];
