import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/**
 * Checks of a status, a holder or an existence that a concurrent write could make stale: each
 * call judged under the lock of what it changes, so of two racing calls exactly one wins and
 * what they leave agrees with its history. Only on PostgreSQL: PGlite is one connection, so its
 * transactions run one after another and nothing can race.
 */
describe.skipIf(ENGINE !== 'postgres')('checks made under a lock (PostgreSQL only: PGlite has one connection, nothing races)', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: admin, payload });
  const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
  const ok = async (url: string, payload: object) => {
    const answer = await post(url, payload);
    expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const statuses = (responses: Array<{ status: number }>) =>
    responses.reduce<Record<number, number>>((acc, r) => {
      acc[r.status] = (acc[r.status] ?? 0) + 1;
      return acc;
    }, {});
  /** A box with everything in it: status, holder and dealer of each, and the type of each one's last event. */
  const treeOf = (box: string) =>
    t.db.query<{ status: string; holder_type: string; holder_id: number; dealer_id: number; last_event: string }>(
      `SELECT c.status, c.holder_type, c.holder_id, c.dealer_id,
         (SELECT e.type FROM code_events e WHERE e.code_id = c.id ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1) AS last_event
       FROM codes c WHERE c.value = $1 OR c.root_id = (SELECT id FROM codes WHERE value = $1) ORDER BY c.id`,
      [box],
    );
  const BOXES = 24;
  const box = (i: number) => f.boxes.values[i] as string;

  // Each box holds two items and was shipped to the first dealer.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 2 * BOXES, boxes: BOXES, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-RACE' };
    expect((await op('commission', { codes: [...f.items.values, ...f.boxes.values], ...at })).status).toBe(200);
    const packs = f.boxes.values.map((parent, i) => ({ parent, children: f.items.values.slice(2 * i, 2 * i + 2) }));
    expect((await op('pack', { packs })).status).toBe(200);
    expect((await op('ship', { codes: f.boxes.values, dealer_id: f.dealerId, warehouse_id: f.warehouseId })).status).toBe(200);
  });
  afterAll(() => t?.close());

  /** Waits until `n` backends of the test database wait for a lock, or until `done()`. */
  const waitersReach = async (n: number, done = () => false) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (Number(row?.n) >= n || done()) return;
      if (Date.now() > deadline) throw new Error(`fewer than ${n} backends waited for a lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /**
   * Calls made one after another while another session holds what `statement` locks, each sent
   * once the ones before it wait for that lock (or, not needing it, have finished); the session
   * then commits and the waiting ones go on in turn. This puts a call's read between another's
   * check and its write, where a race would.
   */
  const whileHeld = async <T>(statement: string, calls: Array<() => Promise<T>>) => {
    const side = new pg.Client({ connectionString: t.storage.env.DATABASE_URL });
    await side.connect();
    try {
      await side.query('BEGIN');
      await side.query(statement);
      const pending: Array<Promise<T>> = [];
      let finished = 0;
      for (const [i, call] of calls.entries()) {
        let settled = false;
        pending.push(
          call().finally(() => {
            settled = true;
            finished++;
          }),
        );
        await waitersReach(i + 1 - finished, () => settled);
      }
      await side.query('COMMIT');
      return await Promise.all(pending);
    } finally {
      await side.end();
    }
  };

  const draftReturn = async () =>
    (await ok('/api/physical/returns/add', { dealer_id: f.dealerId, warehouse_id: f.warehouseId, reason: 'race' })) as { id: number };
  /** To the other dealer: the life cycle's transfer, or an exchange (the page's way), in turn. */
  const moveAway = (round: number, code: string) => {
    const body = { op_id: randomUUID(), codes: [code], from_dealer_id: f.dealerId, to_dealer_id: f.otherDealerId, reason: 'race' };
    return post(round % 2 === 0 ? '/api/codes/transfer' : '/api/physical/exchanges/add', body);
  };

  it('confirms a return or moves its codes to another dealer, never both, and the codes agree with their last event', async () => {
    for (let round = 0; round < BOXES / 2; round++) {
      const code = box(round);
      const order = await draftReturn();
      await ok('/api/physical/returns/scan', { id: order.id, codes: [code] });
      const [confirmed, moved] = await Promise.all([
        post('/api/physical/returns/confirm', { id: order.id, op_id: randomUUID() }),
        moveAway(round, code),
      ]);
      expect(statuses([confirmed, moved]), JSON.stringify([confirmed.body, moved.body])).toEqual({ 200: 1, 409: 1 });
      const tree = await treeOf(code);
      expect(tree).toHaveLength(3);
      const expected =
        confirmed.status === 200
          ? { status: 'returned', holder_type: 'warehouse', holder_id: f.warehouseId, dealer_id: f.dealerId, last_event: 'return' }
          : { status: 'received', holder_type: 'dealer', holder_id: f.otherDealerId, dealer_id: f.otherDealerId, last_event: 'transfer' };
      for (const row of tree) expect(row).toEqual(expected);
      const [stored] = await t.db.query<{ status: string }>('SELECT status FROM returns WHERE id = $1', [order.id]);
      expect(stored?.status).toBe(confirmed.status === 200 ? 'returned' : 'draft');
      if (confirmed.status === 200) expect(moved.body.data.refused).toEqual([expect.objectContaining({ code })]);
    }
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('takes a code onto a draft return or lets it go to another dealer, never both', async () => {
    for (let round = BOXES / 2; round < BOXES; round++) {
      const code = box(round);
      const order = await draftReturn();
      const [scanned, moved] = await Promise.all([
        post('/api/physical/returns/scan', { id: order.id, codes: [code] }),
        moveAway(round, code),
      ]);
      expect(scanned.status).toBe(200);
      const taken = scanned.body.data.outcomes[0].status === 'accepted';
      expect({ taken, moved: moved.status }, JSON.stringify([scanned.body, moved.body])).toEqual({ taken, moved: taken ? 409 : 200 });
      if (taken) expect(moved.body.data.refused).toEqual([{ code, reason: 'on_open_return', message: expect.any(String) }]);
      const expectedHolder = taken ? f.dealerId : f.otherDealerId;
      for (const row of await treeOf(code))
        expect(row).toMatchObject({ holder_type: 'dealer', holder_id: expectedHolder, dealer_id: expectedHolder });
    }
  });

  it('refuses a change of a scan template draft that meets its publishing: the version stands as published', async () => {
    const layout = (text: string) => [{ type: 'verdict' }, { type: 'brand_story', text }];
    const draft = (await ok('/api/querymanage/templates/add', { scope: 'default', name: 'Race', layout: layout('before') })) as {
      id: number;
    };
    // Another session reads the draft with a share lock: the publish stops at the row, holding the
    // versions' lock, and the change arrives while it waits.
    const [published, changed] = await whileHeld(`SELECT 1 FROM scan_page_templates WHERE id = ${draft.id} FOR SHARE`, [
      () => post('/api/querymanage/templates/publish', { id: draft.id }),
      () => post('/api/querymanage/templates/update', { id: draft.id, name: 'Race changed', layout: layout('after') }),
    ]);
    expect(published?.status).toBe(200);
    expect(changed?.status, JSON.stringify(changed?.body)).toBe(409);
    const [now] = await t.db.query<{ name: string; layout: unknown; status: string }>(
      'SELECT name, layout, status FROM scan_page_templates WHERE id = $1',
      [draft.id],
    );
    expect(now).toEqual({ name: 'Race', layout: layout('before'), status: 'published' });
  });

  it('deletes an outbound order or scans a code onto it, never both', async () => {
    const loose = await codeFixture(t, admin, { items: 10, boxes: 0, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-RACE' };
    expect((await op('commission', { codes: loose.items.values, ...at })).status).toBe(200);
    for (const code of loose.items.values) {
      const order = (await ok('/api/physical/shipments/add', {
        dealer_id: f.dealerId,
        warehouse_id: f.warehouseId,
        planned_on: '2026-11-25',
        lines: [{ product_id: f.productId, planned_qty: 1 }],
      })) as { id: number };
      const [deleted, scanned] = await Promise.all([
        post('/api/physical/shipments/delete', { id: order.id }),
        post('/api/physical/shipments/scan', { id: order.id, codes: [code] }),
      ]);
      const taken = scanned.status === 200 && scanned.body.data.outcomes[0].status === 'accepted';
      expect({ deleted: deleted.status, taken }, JSON.stringify([deleted.body, scanned.body])).toEqual(
        taken ? { deleted: 409, taken } : { deleted: 200, taken },
      );
      const onOrders = await t.db.query('SELECT 1 FROM shipment_codes sc JOIN codes c ON c.id = sc.code_id WHERE c.value = $1', [code]);
      expect(onOrders).toHaveLength(taken ? 1 : 0);
    }
  });

  it('logs a dissociation with the contents it released when an item leaves the case meanwhile', async () => {
    const rdc = await codeFixture(t, admin, { items: 3, boxes: 1, pallets: 0 });
    const at = { product_id: f.productId, warehouse_id: f.otherWarehouseId, lot_no: 'L-RACE' };
    expect((await op('commission', { codes: [...rdc.items.values, ...rdc.boxes.values], ...at })).status).toBe(200);
    const [caseCode, first] = [rdc.boxes.values[0] as string, rdc.items.values[0] as string];
    expect((await op('pack', { packs: [{ parent: caseCode, children: rdc.items.values }] })).status).toBe(200);
    // The item's unpacking waits for the case first; the dissociation reads the case behind it.
    const [unpacked, dissociated] = await whileHeld(`SELECT 1 FROM codes WHERE value = '${caseCode}' FOR SHARE`, [
      () => op('unpack', { codes: [first] }),
      () => post('/api/physical/rdcdissociations/add', { op_id: randomUUID(), codes: [caseCode] }),
    ]);
    expect([unpacked?.status, dissociated?.status], JSON.stringify(dissociated?.body)).toEqual([200, 200]);
    expect(dissociated?.body.data).toMatchObject({ cases: 1, released: 2 });
    const [log] = await t.db.query<{ children: number; items: number }>(
      'SELECT children, items FROM dissociations WHERE code_id = (SELECT id FROM codes WHERE value = $1)',
      [caseCode],
    );
    expect(log).toEqual({ children: 2, items: 2 });
  });

  describe('the organisation', () => {
    /** The audit entries of an action on an object, oldest first: each one's before is the last one's after. */
    const chain = async (action: string, objectId: string) =>
      t.db.query<{ before: unknown; after: unknown }>(
        'SELECT before, after FROM audit_logs WHERE action = $1 AND object_id = $2 ORDER BY id',
        [action, objectId],
      );
    const expectChained = (entries: Array<{ before: unknown; after: unknown }>) => {
      for (let i = 1; i < entries.length; i++) expect(entries[i]?.before).toEqual(entries[i - 1]?.after);
    };

    it('records each of two ICP changes made at once with the other one as its before', async () => {
      const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM enterprises ORDER BY id LIMIT 1')) as [{ id: number }];
      await ok('/api/org/enterpriseaccount/updateicp', { icp_number: '沪ICP备2026000001号', icp_link: '' });
      const answers = await whileHeld(`SELECT 1 FROM enterprises WHERE id = ${id} FOR SHARE`, [
        () => post('/api/org/enterpriseaccount/updateicp', { icp_number: '沪ICP备2026000002号', icp_link: '' }),
        () => post('/api/org/enterpriseaccount/updateicp', { icp_number: '沪ICP备2026000003号', icp_link: '' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const entries = await chain('enterprise.icp', String(id));
      expect(
        entries
          .slice(-3)
          .map((e) => (e.after as { icp_number: string }).icp_number)
          .sort(),
      ).toEqual(['沪ICP备2026000001号', '沪ICP备2026000002号', '沪ICP备2026000003号']);
      expectChained(entries.slice(-3));
    });

    it("records each of two grant changes of a role made at once with the other one's grants as its before", async () => {
      const role = (await ok('/api/org/roles/add', { name: 'Raced grants' })) as { id: number };
      await ok('/api/org/menutree/savetree', { role_id: role.id, menu_keys: ['store'], button_codes: [] });
      const answers = await whileHeld(`SELECT 1 FROM role_menus WHERE role_id = ${role.id} FOR SHARE`, [
        () => post('/api/org/menutree/savetree', { role_id: role.id, menu_keys: ['dealer'], button_codes: [] }),
        () => post('/api/org/menutree/savetree', { role_id: role.id, menu_keys: ['material'], button_codes: [] }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expectChained(await chain('role.grants', String(role.id)));
    });

    it('moves one of two departments under the other, never each under the other', async () => {
      const a = (await ok('/api/org/enterprisedepart/add', { depart_code: 'RACE-A', name: 'Race A' })) as { id: number };
      const b = (await ok('/api/org/enterprisedepart/add', { depart_code: 'RACE-B', name: 'Race B' })) as { id: number };
      const [aUnderB, bUnderA] = await whileHeld(`SELECT 1 FROM departments WHERE id = ${a.id} FOR SHARE`, [
        () => post('/api/org/enterprisedepart/update', { id: a.id, depart_code: 'RACE-A', name: 'Race A', parent_id: b.id }),
        () => post('/api/org/enterprisedepart/update', { id: b.id, depart_code: 'RACE-B', name: 'Race B', parent_id: a.id }),
      ]);
      expect(statuses([aUnderB, bUnderA] as Array<{ status: number }>), JSON.stringify([aUnderB?.body, bUnderA?.body])).toEqual({
        200: 1,
        409: 1,
      });
      const parents = await t.db.query<{ id: number; parent_id: number | null }>(
        'SELECT id, parent_id FROM departments WHERE id = ANY($1)',
        [[a.id, b.id]],
      );
      expect(parents.filter((row) => row.parent_id !== null)).toHaveLength(1);
    });

    it('deletes a role or gives it to a position, never both', async () => {
      const role = (await ok('/api/org/roles/add', { name: 'Raced role' })) as { id: number };
      const department = (await ok('/api/org/enterprisedepart/add', { depart_code: 'RACE-P', name: 'Race P' })) as { id: number };
      const position = (await ok('/api/org/positions/add', { name: 'Raced post', department_id: department.id })) as { id: number };
      const [removed, given] = await whileHeld(`SELECT 1 FROM roles WHERE id = ${role.id} FOR SHARE`, [
        () => post('/api/org/roles/delete', { id: role.id }),
        () => post('/api/org/positionrole/add', { position_id: position.id, role_id: role.id }),
      ]);
      expect([removed?.status, given?.status]).toEqual([200, 404]);
      expect(await t.count(`position_roles WHERE position_id = ${position.id}`)).toBe(0);
    });
  });

  describe("an enterprise's settings and master data", () => {
    const auditsOf = (action: string) =>
      t.db.query<{ before: unknown; after: unknown }>('SELECT before, after FROM audit_logs WHERE action = $1 ORDER BY id', [action]);
    const enterpriseId = async () => Number((await t.db.query<{ id: number }>('SELECT id FROM enterprises ORDER BY id LIMIT 1'))[0]?.id);
    /** Each of two changes sent at once is recorded with the one that went first as its before. */
    const changedInTurn = async (action: string, held: string, send: (n: number) => ReturnType<typeof post>) => {
      await send(0);
      const answers = await whileHeld(held, [() => send(1), () => send(2)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const entries = (await auditsOf(action)).slice(-3);
      for (let i = 1; i < entries.length; i++) expect(entries[i]?.before).toEqual(entries[i - 1]?.after);
    };

    it('records two scan host changes made at once each after the other', async () => {
      await changedInTurn('scan_host.update', `SELECT 1 FROM scan_hosts WHERE enterprise_id = ${await enterpriseId()} FOR SHARE`, (n) =>
        post('/api/tagging/scanhost/update', { base_url: `https://q${n}.example.com` }),
      );
    });

    it("records two changes of the enterprise's profile made at once each after the other", async () => {
      const profile = (await t.request({ method: 'GET', url: '/api/base/enterprise/detail', token: admin })).body.data;
      const { area_name: _, updated_at: __, gs1_prefix: ___, ...body } = profile;
      await changedInTurn('enterprise.update', `SELECT 1 FROM enterprises WHERE id = ${await enterpriseId()} FOR SHARE`, (n) =>
        post('/api/base/enterprise/update', { ...body, gs1_prefix: profile.gs1_prefix, contact: `Contact ${n}` }),
      );
    });

    it("records two changes of the enterprise's scan warning defaults made at once each after the other", async () => {
      const defaults = (await t.request({ method: 'GET', url: '/api/inspect/warningparams/default', token: admin })).body.data;
      const held = `SELECT 1 FROM warning_params WHERE enterprise_id = ${await enterpriseId()} AND product_id IS NULL FOR SHARE`;
      await changedInTurn('warning_params.save', held, (n) =>
        post('/api/inspect/warningparams/default/save', {
          max_queries: 50 + n,
          repeat_notice_from: 2,
          dedupe_minutes: defaults.dedupe_minutes,
          internal_cidrs: defaults.internal_cidrs,
        }),
      );
    });

    it("records two changes of a product's page made at once each after the other", async () => {
      await changedInTurn('product.page', `SELECT 1 FROM products WHERE id = ${f.productId} FOR SHARE`, (n) =>
        post('/api/base/products/page', { product_id: f.productId, content: `<p>Page ${n}</p>` }),
      );
    });

    it('moves one of two dealers under the other, never each under the other', async () => {
      const regions = [{ area_code: '440000', include_children: true }];
      const a = (await ok('/api/base/dealers/add', { code: 'RACE-DA', name: 'Race dealer A', regions })) as { id: number };
      const b = (await ok('/api/base/dealers/add', { code: 'RACE-DB', name: 'Race dealer B' })) as { id: number };
      // The first move stops at rewriting its sales regions, after its checks and its own row.
      const [aUnderB, bUnderA] = await whileHeld(`SELECT 1 FROM dealer_regions WHERE dealer_id = ${a.id} FOR SHARE`, [
        () => post('/api/base/dealers/update', { id: a.id, code: 'RACE-DA', name: 'Race dealer A', parent_id: b.id, regions }),
        () => post('/api/base/dealers/update', { id: b.id, code: 'RACE-DB', name: 'Race dealer B', parent_id: a.id }),
      ]);
      expect([aUnderB?.status, bUnderA?.status], JSON.stringify([aUnderB?.body, bUnderA?.body])).toEqual([200, 422]);
      const parents = await t.db.query<{ parent_id: number | null }>('SELECT parent_id FROM dealers WHERE id = ANY($1)', [[a.id, b.id]]);
      expect(parents.filter((row) => row.parent_id !== null)).toHaveLength(1);
    });
  });

  describe('code orders', () => {
    const orderOf = async (id: number) =>
      (
        await t.db.query<{ status: string; generated_count: number }>('SELECT status, generated_count FROM code_orders WHERE id = $1', [id])
      )[0];
    const newOrder = async (quantity: number) => {
      const rule = await ok('/api/tagging/coderules/add', { name: `race-${randomUUID().slice(0, 8)}`, level: 'item', length: 16 });
      return (await ok('/api/tagging/codeorders/add', { rule_id: rule.id, quantity })) as { id: number };
    };
    it("refuses a cancel that meets the generation's last step: the order stays ready with its codes live", async () => {
      // Another session holds the codes table: the job's one step stops at writing its codes while
      // it holds the order, and the cancel arrives while it waits.
      // The order is answered once its job waits.
      const created = newOrder(200).then(async (order) => {
        await waitersReach(1);
        return order;
      });
      const [, answer] = await whileHeld<unknown>('LOCK TABLE codes IN SHARE MODE', [
        () => created,
        async () => post('/api/tagging/codeorders/cancel', { id: (await created).id }),
      ]);
      const order = await created;
      expect(answer).toMatchObject({ status: 409 });
      await t.app.jobs.whenIdle();
      expect(await orderOf(order.id)).toEqual({ status: 'ready', generated_count: 200 });
      const voided = await t.db.query("SELECT 1 FROM codes WHERE order_id = $1 AND status = 'voided'", [order.id]);
      expect(voided).toHaveLength(0);
    });

    it('queues a failed order once when it is generated again by several at once', async () => {
      const order = await newOrder(50);
      await t.app.jobs.whenIdle();
      await t.db.query("UPDATE code_orders SET status = 'failed' WHERE id = $1", [order.id]);
      const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/tagging/codeorders/generate', { id: order.id })));
      expect(statuses(answers)).toEqual({ 200: 1, 409: 4 });
      const audits = await t.db.query("SELECT 1 FROM audit_logs WHERE action = 'code_order.generate' AND object_id = $1", [
        String(order.id),
      ]);
      expect(audits).toHaveLength(1);
      await t.app.jobs.whenIdle();
      expect(await orderOf(order.id)).toEqual({ status: 'ready', generated_count: 50 });
    });
  });
});
