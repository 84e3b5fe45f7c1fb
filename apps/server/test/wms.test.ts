import { randomUUID } from 'node:crypto';
import { WMS_UPLOAD_MAX_RECORDS } from '@trace/contract/wms';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeFixture, codeFixture, invariantViolations, openOutboundOrder } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Exception = {
  id: number;
  line_no: number;
  shipment_no: string;
  code: string;
  reason: string;
  status: string;
  message: string;
  attempts: number;
};

describe('WMS upload, download and exception log', () => {
  let t: TestApp;
  let admin: string;
  let f: CodeFixture;
  const orders: Record<'a' | 'b' | 'c', { id: number; shipment_no: string }> = {} as never;
  /** The mixed file's upload, which later tests correct. */
  let mixed = 0;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const item = (i: number) => f.items.values[i] as string;
  /** A CSV file uploaded as it is, its job left to run. */
  const sendFile = (csv: string, name: string) =>
    t.request({ method: 'POST', url: '/api/physical/wms/upload', token: admin, ...multipart(csv, name, 'text/csv') });
  /** A CSV upload under the usual header, applied; an empty row stands for a blank line of the file. */
  const upload = async (rows: string[][], name = 'outbound.csv') => {
    const answer = await sendFile(['shipment_no,code,op_id,scanned_at', ...rows.map((row) => row.join(','))].join('\n'), name);
    await t.app.jobs.whenIdle();
    return answer;
  };
  const exceptions = async (query = '') =>
    (await get(`/api/physical/wmsexceptions/pagelist?page_size=100${query}`)).body.data as { list: Exception[]; total: number };
  const onOrder = async (id: number) =>
    (
      await t.db.query<{ value: string }>(
        `SELECT c.value FROM shipment_codes sc JOIN codes c ON c.id = sc.code_id WHERE sc.shipment_id = $1 ORDER BY c.value`,
        [id],
      )
    ).map((row) => row.value);

  // Items 0..35 and box 0 at the warehouse, items 30..35 packed in box 0; item 36 at the other
  // warehouse; item 37 never commissioned; item 38 of the other product. Orders A (20 items) and
  // B (5) are open, C is cancelled.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 40, boxes: 1, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-WMS', produced_at: '2026-11-20' };
    expect((await op('commission', { codes: [...f.items.values.slice(0, 36), f.boxes.values[0]], ...at })).status).toBe(200);
    expect((await op('commission', { codes: [item(36)], ...at, warehouse_id: f.otherWarehouseId })).status).toBe(200);
    expect((await op('commission', { codes: [item(38)], ...at, product_id: f.otherProductId })).status).toBe(200);
    expect((await op('pack', { packs: [{ parent: f.boxes.values[0], children: f.items.values.slice(30, 36) }] })).status).toBe(200);
    for (const [key, planned] of [
      ['a', 20],
      ['b', 5],
      ['c', 5],
    ] as const)
      orders[key] = await openOutboundOrder(t, admin, f, planned);
    expect((await post('/api/physical/shipments/cancel', { id: orders.c.id, reason: 'customer withdrew' })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('has a demo upload with records applied and an exception of each fate', async () => {
    const demo = (await get('/api/physical/wmsuploads/pagelist')).body.data.list;
    expect(demo).toEqual([
      expect.objectContaining({ status: 'done', total: 7, applied: 3, failed: 5, retried: 1, dismissed: 1, pending: 0 }),
    ]);
    const fates = (await exceptions()).list.map((e) => [e.reason, e.status]).sort();
    expect(fates).toEqual([
      ['already_scanned', 'failed'],
      ['not_found', 'dismissed'],
      ['product_not_on_order', 'failed'],
      ['unknown_order', 'applied'],
      ['wrong_status', 'failed'],
    ]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('applies the good records of a mixed file and logs each bad one with its reason', async () => {
    const a = orders.a.shipment_no;
    const answer = await upload([
      [a, item(0), randomUUID(), '2026-11-25T08:00:00Z'],
      [a, item(1), '', ''],
      [a, item(0), '', ''],
      [a, `https://t.example/q/${f.boxes.values[0]}`, '', ''],
      [a, item(30), '', ''],
      [a, 'UNKNOWN0000001', '', ''],
      [a, 'bad code!', '', ''],
      ['SO-NOPE', item(2), '', ''],
      [orders.c.shipment_no, item(3), '', ''],
      [a, item(36), '', ''],
      [a, item(37), '', ''],
      [a, item(4), 'not-a-uuid', ''],
      [],
      [orders.b.shipment_no, item(1), '', ''],
      [a, item(38), '', ''],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ stored: 14, replayed: 0 });
    const uploadId = answer.body.data.upload_id as number;
    mixed = uploadId;
    const records = await t.db.query<{ line_no: number; status: string; reason: string | null }>(
      `SELECT line_no, status, reason FROM wms_records WHERE upload_id = $1 ORDER BY line_no`,
      [uploadId],
    );
    // Each record keeps its line in the file: the header is line 1, and the blank line 14 counts.
    expect(records.map((r) => [r.line_no, r.status, r.reason])).toEqual([
      [2, 'applied', null],
      [3, 'applied', null],
      [4, 'failed', 'already_scanned'],
      [5, 'applied', null],
      [6, 'failed', 'inside_container'],
      [7, 'failed', 'not_found'],
      [8, 'failed', 'invalid_code'],
      [9, 'failed', 'unknown_order'],
      [10, 'failed', 'order_not_open'],
      [11, 'failed', 'not_at_warehouse'],
      [12, 'failed', 'wrong_status'],
      [13, 'failed', 'invalid_op_id'],
      [15, 'failed', 'on_other_order'],
      [16, 'failed', 'product_not_on_order'],
    ]);
    expect(await onOrder(orders.a.id)).toEqual([f.boxes.values[0], item(0), item(1)].sort());
    const order = (await get(`/api/physical/shipments/detail?id=${orders.a.id}`)).body.data;
    expect(order).toMatchObject({ status: 'scanning', scanned_total: 8 });

    const log = await exceptions(`&upload_id=${uploadId}`);
    expect(log.total).toBe(11);
    const otherOrder = log.list.find((e) => e.line_no === 15);
    expect(otherOrder?.message).toBe(`Already on outbound order ${a}`);
    const uploads = (await get('/api/physical/wmsuploads/pagelist')).body.data.list;
    expect(uploads[0]).toMatchObject({
      id: uploadId,
      source: 'file',
      file_name: 'outbound.csv',
      status: 'done',
      total: 14,
      applied: 3,
      failed: 11,
      pending: 0,
    });
    expect((await exceptions(`&reason=unknown_order&upload_id=${uploadId}`)).list.map((e) => e.shipment_no)).toEqual(['SO-NOPE']);
    expect((await exceptions(`&keyword=UNKNOWN0000001`)).total).toBe(1);
    const csv = await get(`/api/physical/wmsexceptions/export?format=csv&upload_id=${uploadId}`);
    expect(csv.status).toBe(200);
    expect(csv.raw.payload.split('\n').filter((line) => line.trim() !== '')).toHaveLength(12);
    expect(csv.raw.payload).toContain('Unknown outbound order number');
  });

  it('stores a record sent again with its operation id once, and answers what it stored', async () => {
    const records = [0, 1].map((i) => ({ op_id: randomUUID(), shipment_no: orders.b.shipment_no, code: item(5 + i) }));
    const first = await post('/api/physical/wms/records', { records });
    expect(first.body.data).toMatchObject({ stored: 2, replayed: 0 });
    await t.app.jobs.whenIdle();
    const again = await post('/api/physical/wms/records', { records });
    expect(again.body.data).toEqual({ upload_id: null, stored: 0, replayed: 2, reused: 0 });
    const some = await post('/api/physical/wms/records', {
      records: [records[0], { op_id: randomUUID(), shipment_no: orders.b.shipment_no, code: item(7) }],
    });
    expect(some.body.data).toMatchObject({ stored: 1, replayed: 1 });
    await t.app.jobs.whenIdle();
    expect(await onOrder(orders.b.id)).toEqual([item(5), item(6), item(7)].sort());
    const count = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wms_records WHERE op_id = $1`, [records[0]?.op_id]);
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('logs a record whose operation id was sent before with another order or code, in the same call or an earlier one', async () => {
    const reusedId = randomUUID();
    const earlier = (
      await post('/api/physical/wms/records', { records: [{ op_id: reusedId, shipment_no: orders.b.shipment_no, code: item(8) }] })
    ).body.data;
    await t.app.jobs.whenIdle();
    const same = { op_id: reusedId, shipment_no: orders.b.shipment_no, code: item(8) };
    const inCall = randomUUID();
    const answer = await post('/api/physical/wms/records', {
      records: [
        same,
        { ...same, code: item(9) },
        { op_id: inCall, shipment_no: orders.b.shipment_no, code: item(10) },
        { op_id: inCall, shipment_no: orders.b.shipment_no, code: item(10) },
        { op_id: inCall, shipment_no: orders.a.shipment_no, code: item(10) },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Sent again as it was: a replay; with other contents: stored and logged, never dropped.
    expect(answer.body.data).toMatchObject({ stored: 3, replayed: 2, reused: 2 });
    expect(answer.body.data.upload_id).not.toBe(earlier.upload_id);
    await t.app.jobs.whenIdle();
    const rows = await t.db.query<{
      line_no: number;
      op_id: string | null;
      code: string;
      status: string;
      reason: string | null;
      detail: string;
    }>(`SELECT line_no, op_id, code, status, reason, detail FROM wms_records WHERE upload_id = $1 ORDER BY line_no`, [
      answer.body.data.upload_id,
    ]);
    expect(rows.map((r) => [r.line_no, r.op_id, r.code, r.status, r.reason, r.detail])).toEqual([
      [2, null, item(9), 'failed', 'op_id_reused', reusedId],
      [3, inCall, item(10), 'applied', null, ''],
      [5, null, item(10), 'failed', 'op_id_reused', inCall],
    ]);
    const logged = await exceptions(`&upload_id=${answer.body.data.upload_id}&reason=op_id_reused`);
    expect(logged.list.map((e) => e.message).sort()).toEqual(
      [reusedId, inCall].map((id) => `Operation id ${id} was sent before for another order or code`).sort(),
    );
    const upload = (await get('/api/physical/wmsuploads/pagelist')).body.data.list[0];
    expect(upload).toMatchObject({ id: answer.body.data.upload_id, total: 3, applied: 1, failed: 2, pending: 0 });
  });

  it('adds nothing when a file with reused operation ids is sent again, even after a logged one was corrected and retried', async () => {
    const [kept, reusedInFile] = [randomUUID(), randomUUID()];
    const earlier = await post('/api/physical/wms/records', {
      records: [{ op_id: kept, shipment_no: orders.b.shipment_no, code: item(11) }],
    });
    expect(earlier.body.data).toMatchObject({ stored: 1, reused: 0 });
    await t.app.jobs.whenIdle();
    // The file reuses one id sent by the call, and another within itself.
    const rows = [
      [orders.b.shipment_no, item(12), kept, ''],
      [orders.b.shipment_no, item(13), reusedInFile, ''],
      [orders.a.shipment_no, item(13), reusedInFile, ''],
    ];
    const first = await upload(rows, 'resent.csv');
    expect(first.body.data).toMatchObject({ stored: 3, replayed: 0, reused: 2 });
    const counts = async () => ({
      records: await t.count('wms_records'),
      exceptions: await t.count('wms_records WHERE reason IS NOT NULL'),
      uploads: await t.count('wms_uploads'),
    });
    const before = await counts();
    for (let resend = 0; resend < 2; resend++) {
      const again = await upload(rows, 'resent.csv');
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ upload_id: null, stored: 0, replayed: 3, reused: 0 });
      expect(await counts()).toEqual(before);
    }
    // Corrected and retried, the logged record sent again is still known by what it was sent with.
    const logged = (await exceptions(`&upload_id=${first.body.data.upload_id}&reason=op_id_reused`)).list;
    const wrongCode = logged.find((e) => e.code === item(12)) as Exception;
    const retried = await post('/api/physical/wmsexceptions/retry', {
      id: wrongCode.id,
      shipment_no: orders.b.shipment_no,
      code: item(14),
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const sentAgain = await post('/api/physical/wms/records', {
      records: [{ op_id: kept, shipment_no: orders.b.shipment_no, code: item(12) }],
    });
    expect(sentAgain.body.data).toEqual({ upload_id: null, stored: 0, replayed: 1, reused: 0 });
    expect(await counts()).toEqual(before);
  });

  it('restarts a store cut off midway when its records are sent again, losing none', async () => {
    const records = [0, 1, 2].map((i) => ({ op_id: randomUUID(), shipment_no: orders.b.shipment_no, code: `CUT-${i}` }));
    // What a crash midway leaves: an upload still being received, its first slice stored.
    const [upload] = await t.db.query<{ id: number }>(
      `INSERT INTO wms_uploads (enterprise_id, source, status, total)
       SELECT enterprise_id, 'api', 'receiving', 3 FROM wms_uploads ORDER BY id LIMIT 1 RETURNING id`,
    );
    const cut = Number(upload?.id);
    for (const [i, record] of records.slice(0, 2).entries()) {
      await t.db.query(
        `INSERT INTO wms_records (enterprise_id, upload_id, line_no, op_id, shipment_no, code, status, reason)
         SELECT enterprise_id, id, $2, $3, $4, $5, 'failed', 'not_found' FROM wms_uploads WHERE id = $1`,
        [cut, i + 1, record.op_id, record.shipment_no, record.code],
      );
    }
    // Never acknowledged, so neither listed nor in the exception log.
    expect((await get('/api/physical/wmsuploads/pagelist?page_size=100')).body.data.list.map((u: { id: number }) => u.id)).not.toContain(
      cut,
    );
    expect((await exceptions(`&upload_id=${cut}`)).total).toBe(0);
    const resent = await post('/api/physical/wms/records', { records });
    expect(resent.body.data).toMatchObject({ stored: 3, replayed: 0 });
    await t.app.jobs.whenIdle();
    expect(await t.db.query(`SELECT id FROM wms_uploads WHERE id = $1`, [cut])).toEqual([]);
    const kept = await t.db.query<{ upload_id: number }>(`SELECT upload_id FROM wms_records WHERE code LIKE 'CUT-%'`);
    expect(kept.map((row) => Number(row.upload_id))).toEqual([
      resent.body.data.upload_id,
      resent.body.data.upload_id,
      resent.body.data.upload_id,
    ]);
    expect((await exceptions(`&upload_id=${resent.body.data.upload_id}`)).total).toBe(3);
  });

  it('refuses a call or file it cannot read as a whole, storing nothing', async () => {
    const before = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wms_records`);
    expect((await post('/api/physical/wms/records', { records: [] })).status).toBe(422);
    expect((await post('/api/physical/wms/records', { records: [{ op_id: 'x', shipment_no: 'A', code: 'B' }] })).status).toBe(422);
    const noColumns = await sendFile('order,barcode\nA,B\n', 'wrong.csv');
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toContain('shipment_no, code');
    // A column named twice would leave which one to read to a guess.
    const twice = await sendFile('shipment_no,code,Code\nA,B,C\n', 'twice.csv');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('The file names the column code twice: keep one');
    const after = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wms_records`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a CSV or xlsx of more records than one upload takes as too many rows, naming the limit, storing nothing', async () => {
    const before = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wms_records`);
    const rows = Array.from({ length: WMS_UPLOAD_MAX_RECORDS + 1 }, (_, i) => ['SO-MANY', `MANY${i}`]);
    const csv = ['shipment_no,code', ...rows.map((row) => row.join(','))].join('\n');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('records');
    sheet.addRow(['shipment_no', 'code']);
    for (const row of rows) sheet.addRow(row);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const messages = { en: 'At most 100,000 rows per file; split the file', zh: '每个文件最多 100,000 行，请拆分文件' };
    for (const [file, name] of [
      [Buffer.from(csv), 'many.csv'],
      [xlsx, 'many.xlsx'],
    ] as const) {
      for (const [language, message] of Object.entries(messages)) {
        const { payload, headers } = multipart(file, name);
        const answer = await t.request({
          method: 'POST',
          url: '/api/physical/wms/upload',
          token: admin,
          payload,
          headers: { ...headers, 'accept-language': language },
        });
        expect([name, language, answer.status, answer.body.message]).toEqual([name, language, 400, message]);
      }
    }
    const after = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wms_records`);
    expect(after[0]?.n).toBe(before[0]?.n);
  }, 120_000);

  it('reads the columns whatever their case, and logs a scan time in the future or before 2000 as unreadable, with what it said', async () => {
    // Year 0 and 0001 (with an offset, year 0 in UTC) are times PostgreSQL cannot store at all.
    const times = ['2099-01-01T00:00:00Z', '0000-06-01T00:00:00Z', '0001-01-01T00:30:00+01:00', '1999-12-31T23:59:59Z'];
    const file = [' Shipment_No ,CODE,Op_Id,SCANNED_AT', ...times.map((at) => `${orders.b.shipment_no},${item(11)},,${at}`)].join('\n');
    const answer = await sendFile(file, 'caps.csv');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await t.app.jobs.whenIdle();
    const rows = await t.db.query<{ shipment_no: string; code: string; status: string; reason: string | null; detail: string }>(
      `SELECT shipment_no, code, status, reason, detail FROM wms_records WHERE upload_id = $1 ORDER BY line_no`,
      [answer.body.data.upload_id],
    );
    expect(rows).toEqual(
      times.map((at) => ({ shipment_no: orders.b.shipment_no, code: item(11), status: 'failed', reason: 'invalid_scan_time', detail: at })),
    );
    const call = await post('/api/physical/wms/records', {
      records: times.map((at) => ({ op_id: randomUUID(), shipment_no: orders.b.shipment_no, code: item(11), scanned_at: at })),
    });
    expect(call.status, JSON.stringify(call.body)).toBe(200);
    const byCall = await t.db.query<{ reason: string | null }>(`SELECT reason FROM wms_records WHERE upload_id = $1`, [
      call.body.data.upload_id,
    ]);
    expect(byCall.map((row) => row.reason)).toEqual(times.map(() => 'invalid_scan_time'));
  });

  it('retries a corrected record until it applies, and dismisses another with a note', async () => {
    const log = (await exceptions(`&upload_id=${mixed}`)).list;
    const unknownOrder = log.find((e) => e.reason === 'unknown_order') as Exception;
    const unknownCode = log.find((e) => e.reason === 'not_found') as Exception;
    const badCode = log.find((e) => e.reason === 'invalid_code') as Exception;

    const still = await post('/api/physical/wmsexceptions/retry', {
      id: unknownCode.id,
      shipment_no: orders.a.shipment_no,
      code: 'UNKNOWN0000001',
    });
    expect(still.status).toBe(200);
    expect(still.body.data).toMatchObject({ status: 'failed', reason: 'not_found', attempts: 2 });

    const fixed = await post('/api/physical/wmsexceptions/retry', {
      id: unknownOrder.id,
      shipment_no: orders.a.shipment_no,
      code: item(2),
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'applied', reason: 'unknown_order', shipment_no: orders.a.shipment_no, attempts: 2 });
    expect(fixed.body.data.resolved_at).not.toBeNull();
    expect(await onOrder(orders.a.id)).toContain(item(2));
    const twice = await post('/api/physical/wmsexceptions/retry', {
      id: unknownOrder.id,
      shipment_no: orders.a.shipment_no,
      code: item(2),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('only a failed record');

    expect((await post('/api/physical/wmsexceptions/dismiss', { id: badCode.id, note: '' })).status).toBe(422);
    const dismissed = await post('/api/physical/wmsexceptions/dismiss', { id: badCode.id, note: 'test label from the WMS vendor' });
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', note: 'test label from the WMS vendor' });
    expect((await post('/api/physical/wmsexceptions/retry', { id: badCode.id, shipment_no: 'X', code: item(9) })).status).toBe(409);
    expect((await post('/api/physical/wmsexceptions/dismiss', { id: 999_999, note: 'x' })).status).toBe(404);
    expect((await exceptions(`&status=dismissed&upload_id=${mixed}`)).total).toBe(1);

    // The list's counters, kept by storing, applying and retrying, agree with the records themselves.
    const counted = await t.db.query<{
      upload_id: number;
      applied: number;
      failed: number;
      retried: number;
      dismissed: number;
      pending: number;
    }>(
      `SELECT upload_id, count(*) FILTER (WHERE status = 'applied')::int AS applied,
         count(*) FILTER (WHERE reason IS NOT NULL)::int AS failed,
         count(*) FILTER (WHERE status = 'applied' AND reason IS NOT NULL)::int AS retried,
         count(*) FILTER (WHERE status = 'dismissed')::int AS dismissed, count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM wms_records GROUP BY upload_id ORDER BY upload_id`,
    );
    const listed = (await get('/api/physical/wmsuploads/pagelist?page_size=100')).body.data.list as Array<Record<string, number>>;
    expect(
      listed
        .map((u) => ({
          upload_id: u.id,
          applied: u.applied,
          failed: u.failed,
          retried: u.retried,
          dismissed: u.dismissed,
          pending: u.pending,
        }))
        .sort((a, b) => (a.upload_id ?? 0) - (b.upload_id ?? 0)),
    ).toEqual(counted.map((c) => ({ ...c, upload_id: Number(c.upload_id) })));
    // Applied (at once or on a retry), failed now, dismissed and waiting are each record once; the exceptions are
    // those failed now, dismissed, and applied on a retry.
    const upload = listed.find((u) => u.id === mixed) as Record<string, number>;
    expect(upload).toMatchObject({ total: 14, applied: 4, failed: 11, retried: 1, dismissed: 1, pending: 0 });
  });

  it('gives open orders and master data to download as CSV, xlsx and JSON', async () => {
    const csv = await get('/api/physical/wms/download?kind=orders&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.raw.payload).toContain('shipment_no,planned_on,status,dealer_code');
    expect(csv.raw.payload).toContain(orders.a.shipment_no);
    expect(csv.raw.payload).not.toContain(orders.c.shipment_no);
    const json = await get('/api/physical/wms/download?kind=orders&format=json');
    const lines = json.body.data as Array<{ shipment_no: string; planned_qty: number; scanned_qty: number }>;
    expect(lines.find((line) => line.shipment_no === orders.a.shipment_no)).toMatchObject({ planned_qty: 20, scanned_qty: 9 });
    const products = await get('/api/physical/wms/download?kind=products&format=xlsx');
    expect(products.status).toBe(200);
    expect(products.headers['content-type']).toContain('spreadsheetml');
    const dealers = (await get('/api/physical/wms/download?kind=dealers&format=json')).body.data as Array<Record<string, unknown>>;
    expect(Object.keys(dealers[0] ?? {})).toEqual(['code', 'name', 'tier', 'area_code', 'address', 'contact', 'phone']);
    expect((await get('/api/physical/wms/download?kind=secrets&format=json')).status).toBe(422);
  });

  it('retries a record of an unreadable scan time only with a corrected one, which it keeps', async () => {
    const answer = await upload([[orders.a.shipment_no, item(12), '', '2026-13-45 25:00']], 'bad-time.csv');
    const [record] = (await exceptions(`&upload_id=${answer.body.data.upload_id}`)).list as Array<
      Exception & { scanned_at: string | null }
    >;
    expect(record).toMatchObject({ reason: 'invalid_scan_time', status: 'failed', scanned_at: null });
    expect(record?.message).toBe('Scan time “2026-13-45 25:00” is unreadable, before 2000 or in the future: correct it and retry');
    const id = record?.id as number;
    const retry = (body: object, lang = 'en') =>
      t.request({
        method: 'POST',
        url: '/api/physical/wmsexceptions/retry',
        token: admin,
        lang,
        payload: { id, shipment_no: orders.a.shipment_no, code: item(12), ...body },
      });
    const none = await retry({});
    expect(none.status).toBe(422);
    expect(none.body.data.fields).toEqual([{ field: 'scanned_at', message: 'Scan time is required' }]);
    const ahead = await retry({ scanned_at: '2099-01-01T00:00:00Z' }, 'zh');
    expect(ahead.status).toBe(422);
    expect(ahead.body.message).toBe('扫码时间必须在2000年至当前时间后一天之内');
    expect((await exceptions(`&upload_id=${answer.body.data.upload_id}`)).list[0]).toMatchObject({ status: 'failed', attempts: 0 });
    const fixed = await retry({ scanned_at: '2026-11-26T09:30:00+08:00' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'applied', reason: 'invalid_scan_time', attempts: 1 });
    expect(new Date(fixed.body.data.scanned_at).toISOString()).toBe('2026-11-26T01:30:00.000Z');
    expect(await onOrder(orders.a.id)).toContain(item(12));
  });

  it('lets each call only to its grants', async () => {
    const viewer = await employeeWith(t, admin, 'wms-viewer', { menus: ['xiazai', 'loglist'] });
    const [someone] = (await exceptions(`&status=failed&upload_id=${mixed}`)).list;
    expect((await get('/api/physical/wmsexceptions/pagelist', viewer)).status).toBe(200);
    expect((await get('/api/physical/wmsuploads/pagelist', viewer)).status).toBe(200);
    expect((await post('/api/physical/wmsexceptions/dismiss', { id: someone?.id, note: 'x' }, viewer)).status).toBe(403);
    expect(
      (await post('/api/physical/wms/records', { records: [{ op_id: randomUUID(), shipment_no: 'A', code: 'B' }] }, viewer)).status,
    ).toBe(403);
    expect((await get('/api/physical/wms/download?kind=orders&format=csv', viewer)).status).toBe(403);
    expect((await get('/api/physical/wmsexceptions/export?format=csv', viewer)).status).toBe(403);
  });

  it('ships the codes the WMS put on an order when it is confirmed, with every invariant kept', async () => {
    const confirmed = await post('/api/physical/shipments/confirm', { id: orders.a.id, op_id: randomUUID() });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const shipped = await t.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM codes WHERE value = ANY($1) OR root_id = (SELECT id FROM codes WHERE value = $2) GROUP BY status`,
      [[item(0), item(1), item(2), f.boxes.values[0]], f.boxes.values[0]],
    );
    expect(shipped).toEqual([{ status: 'shipped', n: 10 }]);
    const late = await upload([[orders.a.shipment_no, item(10), '', '']], 'late.csv');
    expect(late.status).toBe(200);
    expect((await exceptions(`&upload_id=${late.body.data.upload_id}`)).list.map((e) => e.reason)).toEqual(['order_not_open']);
    expect(await invariantViolations(t)).toEqual([]);
  });
});
