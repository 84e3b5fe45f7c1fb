import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFixture } from '../support/codes.ts';
import { lineTaskFixture } from '../support/line.ts';
import { createTestApp, freshStorage, type Storage } from '../support/test-app.ts';
import { send } from './support/http.ts';
import { ENGINE } from './support/run-settings.ts';
import { type ServerProcess, startServer } from './support/server-process.ts';

/**
 * A line device sending reads while its server is killed (SIGKILL) and started again: every read
 * the server acknowledged is in the database afterwards, and the device's resend of the reads it
 * had no answer for (the same op_ids) applies each exactly once. Beside the kill-and-restart
 * rounds (whose write kinds reach the server over HTTP only, and a line task needs a released order).
 */
const READS = 120;
const KILL_AFTER = 40;

let storage: Storage | undefined;
let server: ServerProcess | undefined;
const failures: string[] = [];

afterAll(async () => {
  await server?.kill();
  await storage?.drop();
});

describe(`line reads across a kill and restart (${ENGINE})`, () => {
  it('keeps every acknowledged read and applies the resent ones exactly once', { timeout: 600_000 }, async () => {
    storage = await freshStorage();
    const setup = await createTestApp({ storage });
    const fx = await codeFixture(setup, await setup.tokenFor('admin'), { items: READS, boxes: 0, pallets: 0 });
    const line = await lineTaskFixture(setup, await setup.tokenFor('admin'), fx);
    await setup.close();

    const reads = fx.items.values.map((code) => ({ type: 'item', op_id: randomUUID(), occurred_at: new Date().toISOString(), code }));
    const acked = new Set<string>();
    const sendRead = async (base: string, read: (typeof reads)[number]) => {
      const answer = await send(base, {
        method: 'POST',
        url: '/api/line/v1/reads',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${line.key}` },
        body: JSON.stringify({ task_id: line.taskId, reads: [read] }),
      });
      const outcome = (answer.json as { data?: { outcomes?: Array<{ status: string }> } } | undefined)?.data?.outcomes?.[0];
      if (answer.status === 200 && outcome?.status === 'accepted') acked.add(read.code);
      return answer.status;
    };

    server = await startServer(storage.env);
    // The device sends one read after another; the server dies under it with a request in flight.
    const inFlight = (async () => {
      for (const [n, read] of reads.entries()) {
        if ((await sendRead((server as ServerProcess).base, read)) === 0) return n;
      }
      return reads.length;
    })();
    while (acked.size < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill();
    const stoppedAt = await inFlight;
    const ackedBeforeKill = new Set(acked);

    server = await startServer(storage.env);
    // The device resends everything it has no answer for, and, as after a lost answer, a few it has.
    for (const read of reads.slice(Math.max(0, stoppedAt - 5))) expect(await sendRead(server.base, read)).toBe(200);
    await server.stop();
    server = undefined;

    const check = await createTestApp({ storage });
    try {
      const active = await check.db.query<{ value: string }>(
        `SELECT value FROM codes WHERE production_order_id = $1 AND status = 'active'`,
        [line.orderId],
      );
      const present = new Set(active.map((row) => row.value));
      for (const code of ackedBeforeKill) if (!present.has(code)) failures.push(`${code}: acknowledged before the kill, missing after`);
      const [task] = await check.db.query<{ commissioned: number; rejected: number }>(
        `SELECT commissioned, rejected FROM line_tasks WHERE id = $1`,
        [line.taskId],
      );
      if (Number(task?.commissioned) !== present.size)
        failures.push(`counter ${task?.commissioned} for ${present.size} commissioned codes`);
      if (present.size !== READS) failures.push(`${present.size} of ${READS} reads applied after the resend`);
      if (Number(task?.rejected) !== 0) failures.push(`${task?.rejected} reads rejected: a resent read was applied twice`);
      const events = await check.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM code_events WHERE type = 'commission' AND code_id IN (SELECT id FROM codes WHERE production_order_id = $1)`,
        [line.orderId],
      );
      if (Number(events[0]?.n) !== READS) failures.push(`${events[0]?.n} commission events for ${READS} codes`);
    } finally {
      await check.close();
    }
    expect(ackedBeforeKill.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failures).toEqual([]);
  });
});
