import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('packing pages: reads and the pack import', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  const item = (i: number) => f.items.values[i] as string;
  const box = (i: number) => f.boxes.values[i] as string;
  const upload = (content: Buffer | string, filename: string, opId?: string, token = admin) =>
    t.request({
      method: 'POST',
      url: '/api/codes/pack/import',
      token,
      ...multipart(content, filename),
      ...(opId ? { headers: { ...multipart(content, filename).headers, 'idempotency-key': opId } } : {}),
    });
  const csv = (rows: Array<[string, string]>) => ['parent,child', ...rows.map((row) => row.join(','))].join('\n');
  const parentOf = async (value: string) =>
    (
      await t.db.query<{ parent: string | null }>(
        `SELECT (SELECT p.value FROM codes p WHERE p.id = c.parent_id) AS parent FROM codes c WHERE value = $1`,
        [value],
      )
    )[0]?.parent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 40, boxes: 10, pallets: 3 });
    const commissioned = await t.request({
      method: 'POST',
      url: '/api/codes/commission',
      token: admin,
      payload: {
        op_id: randomUUID(),
        codes: [...f.items.values, ...f.boxes.values.slice(0, 6)],
        product_id: f.productId,
        warehouse_id: f.warehouseId,
      },
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
  });
  afterAll(() => t.close());

  it('packs a good CSV as one operation grouped by parent, and a replay of its id packs nothing twice', async () => {
    const opId = randomUUID();
    const file = csv([
      [box(0), item(0)],
      [box(1), item(2)],
      [box(0), item(1)],
    ]);
    const done = await upload(file, 'pairs.csv', opId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ imported: 3, errors: [], op_id: opId, replayed: false });
    expect(await parentOf(item(1))).toBe(box(0));
    expect(await parentOf(item(2))).toBe(box(1));
    const operations = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM code_operations WHERE op_id = $1`, [opId]);
    expect(Number(operations[0]?.n)).toBe(1);
    const events = await t.count('code_events');

    const replay = await upload(file, 'pairs.csv', opId);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ imported: 3, replayed: true });
    expect(await t.count('code_events')).toBe(events);
    // The same id with another file is refused, not applied.
    const other = await upload(csv([[box(2), item(3)]]), 'other.csv', opId);
    expect(other.status).toBe(409);
    expect(await parentOf(item(3))).toBeNull();
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('packs an xlsx made from its template', async () => {
    const template = await t.request({ method: 'GET', url: '/api/codes/pack/import-template?format=xlsx', token: admin });
    expect(template.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet in the template');
    expect(sheet.getRow(1).values).toEqual([undefined, 'parent', 'child']);
    sheet.getRow(2).getCell(1).value = box(3);
    sheet.getRow(2).getCell(2).value = item(10);
    sheet.addRow([box(3), item(11)]);
    const done = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'pairs.xlsx');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.imported).toBe(2);
    expect(await parentOf(item(11))).toBe(box(3));
  });

  it('palletises onto a fresh pallet label by hand: the label is commissioned as a container from its cases, then packed', async () => {
    const pack = (body: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/codes/pack', token: admin, payload: { op_id: randomUUID(), ...body } });
    const pallet = f.pallets.values[0] as string;
    const cases = [box(3), box(4)];
    // Without the page's choice a fresh label is still refused, saying its status is why.
    const refused = await pack({ packs: [{ parent: pallet, children: cases }] });
    expect(refused.status).toBe(409);
    expect(refused.body.data.refused).toEqual([expect.objectContaining({ code: pallet, reason: 'wrong_status' })]);
    expect((await pack({ packs: [{ parent: box(3), children: [item(35), item(36)] }] })).status).toBe(200);
    const done = await pack({ packs: [{ parent: pallet, children: cases }], commission_parents: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [state] = await t.db.query<Record<string, unknown>>(
      `SELECT status, level, holder_type, holder_id, product_id, child_count FROM codes WHERE value = $1`,
      [pallet],
    );
    expect(state).toMatchObject({ status: 'active', level: 'pallet', holder_type: 'warehouse', child_count: 2 });
    expect([Number(state?.holder_id), Number(state?.product_id)]).toEqual([f.warehouseId, f.productId]);
    expect(await parentOf(box(4))).toBe(pallet);
    expect(await parentOf(item(35))).toBe(box(3));
    const events = await t.db.query<{ type: string }>(
      `SELECT type FROM code_events WHERE code_id = (SELECT id FROM codes WHERE value = $1) ORDER BY id`,
      [pallet],
    );
    expect(events.map((e) => e.type)).toEqual(['commission', 'pack']);
    // A fresh label whose children are at no one warehouse is refused, and nothing is commissioned.
    await t.db.query(`UPDATE codes SET holder_id = $1 WHERE value = $2`, [f.otherWarehouseId, box(5)]);
    const split = await pack({ packs: [{ parent: f.pallets.values[1], children: [box(2), box(5)] }], commission_parents: true });
    expect(split.status).toBe(409);
    expect(split.body.data.refused).toEqual([expect.objectContaining({ code: f.pallets.values[1], reason: 'holder_mismatch' })]);
    expect(await t.count(`codes WHERE value = '${f.pallets.values[1]}' AND status = 'generated'`)).toBe(1);
    await t.db.query(`UPDATE codes SET holder_id = $1 WHERE value = $2`, [f.warehouseId, box(5)]);
    // The import does the same with a fresh label in its file.
    const imported = await upload(csv([[f.boxes.values[6] as string, item(37)]]), 'fresh.csv');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await parentOf(item(37))).toBe(f.boxes.values[6]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('applies nothing from a file with bad rows and reports each of them', async () => {
    const before = await t.count('code_events');
    const malformed = await upload(
      csv([
        [box(4), item(20)],
        [box(4), 'not a code!'],
        ['', item(21)],
        [box(4), item(20)],
      ]),
      'bad.csv',
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.imported).toBe(0);
    expect(malformed.body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'child'],
      [4, 'parent'],
      [5, 'child'],
    ]);
    expect(malformed.body.data.errors[0]).toMatchObject({ parent: box(4), child: 'not a code!' });

    // Well-formed rows the pack service refuses: an item already packed, an unknown code, an item as a parent.
    const refused = await upload(
      csv([
        [box(4), item(20)],
        [box(4), item(0)],
        [box(4), 'ZZZZZZZZZZZZ'],
        [item(22), item(23)],
      ]),
      'refused.csv',
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.data.errors).toEqual([
      { row: 3, parent: box(4), child: item(0), field: 'child', message: 'Already packed in a container' },
      { row: 4, parent: box(4), child: 'ZZZZZZZZZZZZ', field: 'child', message: 'No such code in this enterprise' },
      { row: 5, parent: item(22), child: item(23), field: 'child', message: "Its level is not below the container's" },
    ]);
    expect(await parentOf(item(20))).toBeNull();
    expect(await t.count('code_events')).toBe(before);
  });

  it('refuses a file without its columns, an unreadable file and an upload without a file, changing nothing', async () => {
    const before = await t.count('code_operations');
    expect((await upload('box,item\nA,B\n', 'wrong.csv')).status).toBe(400);
    expect((await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx')).status).toBe(400);
    expect((await upload('parent,child\n', 'empty.csv')).status).toBe(400);
    const noFile = await t.request({
      method: 'POST',
      url: '/api/codes/pack/import',
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--b--\r\n',
    });
    expect(noFile.status).toBe(400);
    const badKey = await upload(csv([[box(5), item(30)]]), 'pairs.csv', 'not-a-uuid');
    expect(badKey.status).toBe(422);
    expect(await t.count('code_operations')).toBe(before);
  });

  it('needs relevance:import to import and the page menu to read', async () => {
    const packer = await employeeWith(t, admin, 'packer', { menus: ['relevance'], buttons: ['relevance:add'] });
    const refused = await upload(csv([[box(5), item(30)]]), 'pairs.csv', undefined, packer);
    expect(refused.status).toBe(403);
    expect(refused.body.status_code).toBe(40301);
    expect(await parentOf(item(30))).toBeNull();
    const template = await t.request({ method: 'GET', url: '/api/codes/pack/import-template?format=csv', token: packer });
    expect(template.status).toBe(403);

    const read = await t.request({ method: 'GET', url: `/api/codes/relevance/code?code=${box(0)}`, token: packer });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ code: { value: box(0), level: 'box', child_count: 2 }, capacity: expect.any(Number) });
    const children = await t.request({
      method: 'GET',
      url: `/api/codes/relevance/children?code=${box(0)}&page=1&page_size=10`,
      token: packer,
    });
    expect(children.body.data.list.map((c: { value: string }) => c.value)).toEqual([item(0), item(1)]);
    expect((await t.request({ method: 'GET', url: `/api/codes/unrelevance1/code?code=${box(0)}`, token: packer })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/codes/replace/code?code=${box(0)}`, token: packer })).status).toBe(403);

    const importer = await employeeWith(t, admin, 'importer', { menus: ['relevance'], buttons: ['relevance:import'] });
    expect((await upload(csv([[box(5), item(30)]]), 'pairs.csv', undefined, importer)).status).toBe(200);
  });

  it('another enterprise sees none of these codes', async () => {
    const other = await t.secondEnterprise();
    const read = await t.request({ method: 'GET', url: `/api/codes/relevance/code?code=${box(0)}`, token: other.token });
    expect(read.status).toBe(404);
    const pack = await upload(csv([[box(5), item(31)]]), 'pairs.csv', undefined, other.token);
    expect(pack.status).toBe(422);
    expect(pack.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['parent', 'child']);
    expect(await parentOf(item(31))).toBeNull();
  });
});
