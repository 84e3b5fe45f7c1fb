import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/** The invariant check that the life-cycle tests rely on finds a broken code, in the whole database and in a scope. */
describe(`the code invariant check (${ENGINE})`, () => {
  let t: TestApp;
  let items: string[];
  beforeAll(async () => {
    t = await createTestApp();
    items = (await codeFixture(t, await t.tokenFor('admin'), { items: 3, boxes: 0, pallets: 0 })).items.values;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names each broken code, and within a scope only those of the scope', async () => {
    expect(await invariantViolations(t)).toEqual([]);
    const [counted, unrecorded, clean] = items as [string, string, string];
    const idOf = async (value: string) =>
      (await t.db.query<{ id: string }>('SELECT id::text AS id FROM codes WHERE value = $1', [value]))[0]?.id;
    await t.db.query(`UPDATE codes SET child_count = 2 WHERE value = $1`, [counted]);
    await t.db.query(`UPDATE codes SET last_event_at = now() WHERE value = $1`, [unrecorded]);

    expect(await invariantViolations(t)).toEqual([
      `child_count differs from the children: ${await idOf(counted)}`,
      `changed code without history: ${await idOf(unrecorded)}`,
    ]);
    expect(await invariantViolations(t, { values: [counted, clean] })).toEqual([
      `child_count differs from the children: ${await idOf(counted)}`,
    ]);
    expect(await invariantViolations(t, { values: [clean] })).toEqual([]);
  });
});
