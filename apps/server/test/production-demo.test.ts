import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invariantViolations } from './support/codes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('demo production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has about thirty orders in every state, each with materials, at most one task at work per line', async () => {
    const states = await t.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM production_orders GROUP BY status ORDER BY status`,
    );
    expect(Object.fromEntries(states.map((s) => [s.status, Number(s.n)]))).toEqual({
      cancelled: 5,
      closed: 5,
      completed: 5,
      draft: 7,
      released: 4,
      running: 4,
    });
    const bare = await t.db.query(
      `SELECT id FROM production_orders o WHERE NOT EXISTS (SELECT 1 FROM production_order_materials m WHERE m.order_id = o.id)`,
    );
    expect(bare).toEqual([]);
    // Released and running orders each hold one task not closed; other orders hold none.
    const atWork = await t.db.query<{ status: string; tasks: number }>(
      `SELECT o.status, count(t.id)::int AS tasks FROM production_orders o
         LEFT JOIN line_tasks t ON t.production_order_id = o.id AND t.status <> 'closed' GROUP BY o.id, o.status`,
    );
    for (const row of atWork) expect(Number(row.tasks), row.status).toBe(row.status === 'released' || row.status === 'running' ? 1 : 0);
    const mismatched = await t.db.query(
      `SELECT o.id FROM production_orders o JOIN line_tasks t ON t.production_order_id = o.id WHERE t.line_id <> o.line_id`,
    );
    expect(mismatched).toEqual([]);
  });

  it("keeps every demo task's counters equal to its codes, and the code invariants", async () => {
    const tasks = await t.db.query<Record<string, number>>(
      `SELECT t.id, t.commissioned, t.packed, t.cases, t.pallets, t.rejected,
         (SELECT count(*)::int FROM codes c WHERE c.production_order_id = t.production_order_id AND c.level = 'item') AS item_codes,
         (SELECT count(*)::int FROM codes c WHERE c.production_order_id = t.production_order_id AND c.level = 'item' AND c.parent_id IS NOT NULL) AS packed_codes,
         (SELECT count(*)::int FROM codes c WHERE c.production_order_id = t.production_order_id AND c.level = 'box' AND c.child_count > 0) AS case_codes,
         (SELECT count(*)::int FROM codes c WHERE c.production_order_id = t.production_order_id AND c.level = 'pallet' AND c.child_count > 0) AS pallet_codes,
         (SELECT count(*)::int FROM line_exceptions e WHERE e.line_task_id = t.id) AS exceptions
       FROM line_tasks t`,
    );
    expect(tasks.length).toBeGreaterThanOrEqual(20);
    expect(tasks.filter((task) => Number(task.commissioned) > 0).length).toBe(14);
    for (const task of tasks) {
      expect([task.commissioned, task.packed, task.cases, task.pallets, task.rejected].map(Number), `task ${task.id}`).toEqual(
        [task.item_codes, task.packed_codes, task.case_codes, task.pallet_codes, task.exceptions].map(Number),
      );
    }
    // Codes carry the order's product, lot and line.
    const strays = await t.db.query(
      `SELECT c.id FROM codes c JOIN production_orders o ON o.id = c.production_order_id
        WHERE c.product_id <> o.product_id OR c.lot_no <> o.lot_no OR c.line_id <> o.line_id`,
    );
    expect(strays).toEqual([]);
    expect(await invariantViolations(t)).toEqual([]);
  });

  it('has line exceptions of each kind the query pages show, on the order and line of their task', async () => {
    const kinds = await t.db.query<{ kind: string }>(`SELECT DISTINCT kind FROM line_exceptions ORDER BY kind`);
    expect(kinds.map((k) => k.kind)).toEqual(['duplicate', 'force_closed', 'unknown', 'voided', 'wrong_product']);
    const misplaced = await t.db.query(
      `SELECT e.id FROM line_exceptions e JOIN line_tasks t ON t.id = e.line_task_id
        WHERE e.production_order_id <> t.production_order_id OR e.line_id <> t.line_id`,
    );
    expect(misplaced).toEqual([]);
    const voided = await t.db.query<{ status: string }>(
      `SELECT c.status FROM line_exceptions e JOIN codes c ON c.id = e.code_id WHERE e.kind = 'voided'`,
    );
    expect(voided).toEqual([{ status: 'voided' }]);
  });

  it('puts every read and every exception in the past, and none on a task that has read nothing', async () => {
    const ahead = await t.db.query(
      `SELECT 'exception' AS what, id FROM line_exceptions WHERE occurred_at > now()
        UNION ALL SELECT 'event', id FROM code_events WHERE occurred_at > now()
        UNION ALL SELECT 'task', id FROM line_tasks WHERE last_read_at > now() OR started_at > now()`,
    );
    expect(ahead).toEqual([]);
    const unread = await t.db.query(
      `SELECT e.id FROM line_exceptions e JOIN line_tasks t ON t.id = e.line_task_id WHERE t.started_at IS NULL`,
    );
    expect(unread).toEqual([]);
  });
});
