import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeModel, type Level, LIVE, type ModelCode, type Op, TERMINAL, UNISSUED } from './support/code-model.ts';
import { codeFixture, invariantViolations } from './support/codes.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/**
 * Property test of the code life cycle: random sequences of operations (good ones and deliberately
 * bad ones) over a small pool of codes, sent through the HTTP API and applied to an in-memory model
 * of the state machine (support/code-model.ts). After every step the database must show the
 * model's state for every code of the pool, the answer must be the model's (accepted or refused,
 * all or nothing) and every invariant must hold for the pool; at the end of each run, for the
 * whole database.
 *
 * Reproduce a failure with the seed it prints: `PROPERTY_SEED=<seed> npx vitest run test/codes-property.test.ts`
 * (PROPERTY_RUNS and PROPERTY_STEPS change the size; PROPERTY_PATH replays one shrunk case).
 */
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
const STEPS = Number(process.env.PROPERTY_STEPS ?? 40);
const POOL = { items: 30, boxes: 8, pallets: 3 };
/** Small packaging relations, so that full containers are met: items per box, boxes per pallet. */
const CASE = 4;
const PALLET = 3;

const KINDS = ['commission', 'pack', 'unpack', 'replace', 'ship', 'receive', 'return', 'void', 'replay'] as const;
type Kind = (typeof KINDS)[number];
const MUTATIONS = ['unknown', 'twice', 'wrong_level', 'foreign', 'any_code'] as const;
type Mutation = (typeof MUTATIONS)[number];
/** One step as fast-check draws it: which operation, and numbers the interpreter turns into choices. */
type Draw = { kind: Kind; picks: number[]; mutation: Mutation | null };

const drawArb: fc.Arbitrary<Draw> = fc.record({
  kind: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Kind>('commission') },
    { weight: 8, arbitrary: fc.constant<Kind>('pack') },
    { weight: 3, arbitrary: fc.constant<Kind>('unpack') },
    { weight: 1, arbitrary: fc.constant<Kind>('replace') },
    { weight: 3, arbitrary: fc.constant<Kind>('ship') },
    { weight: 2, arbitrary: fc.constant<Kind>('receive') },
    { weight: 2, arbitrary: fc.constant<Kind>('return') },
    { weight: 1, arbitrary: fc.constant<Kind>('void') },
    { weight: 1, arbitrary: fc.constant<Kind>('replay') },
  ),
  picks: fc.array(fc.nat({ max: 1000 }), { minLength: 40, maxLength: 40 }),
  mutation: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...MUTATIONS) }),
});

describe(`code life cycle against a model (${ENGINE})`, () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let foreign: string[];
  /** Fresh pools of codes, one per run (fast-check's runs and shrinks each start from `generated`). */
  const pools: Array<{ items: string[]; boxes: string[]; pallets: string[] }> = [];

  const capacity = (_product: number, level: Level) => (level === 'box' ? CASE : level === 'pallet' ? PALLET : undefined);

  async function freshPool() {
    if (pools.length === 0) {
      const batch = 8;
      const more = await codeFixture(t, admin, { items: POOL.items * batch, boxes: POOL.boxes * batch, pallets: POOL.pallets * batch });
      for (let i = 0; i < batch; i++)
        pools.push({
          items: more.items.values.slice(i * POOL.items, (i + 1) * POOL.items),
          boxes: more.boxes.values.slice(i * POOL.boxes, (i + 1) * POOL.boxes),
          pallets: more.pallets.values.slice(i * POOL.pallets, (i + 1) * POOL.pallets),
        });
    }
    return pools.pop() as (typeof pools)[number];
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 0, boxes: 0, pallets: 0 });
    // Both products pack CASE items per box and PALLET boxes per pallet.
    await t.db.query(`UPDATE hierarchies SET levels = $1::jsonb WHERE product_id = ANY($2::int[])`, [
      JSON.stringify([
        { unit_id: null, quantity: 1 },
        { unit_id: null, quantity: CASE },
        { unit_id: null, quantity: PALLET },
      ]),
      [f.productId, f.otherProductId],
    ]);
    // Live-looking codes of another enterprise: to this one they do not exist.
    const other = await t.secondEnterprise('property-other');
    const rule = await t.request({
      method: 'POST',
      url: '/api/tagging/coderules/add',
      token: other.token,
      payload: { name: 'foreign', level: 'box', length: 20 },
    });
    const order = await t.request({
      method: 'POST',
      url: '/api/tagging/codeorders/add',
      token: other.token,
      payload: { rule_id: rule.body.data.id, quantity: 3 },
    });
    await t.app.jobs.whenIdle();
    foreign = (await t.db.query<{ value: string }>(`SELECT value FROM codes WHERE order_id = $1`, [order.body.data.id])).map(
      (r) => r.value,
    );
    await t.db.query(`UPDATE codes SET status = 'active', holder_type = 'warehouse', holder_id = $2 WHERE value = ANY($1::text[])`, [
      foreign,
      f.warehouseId,
    ]);
    expect(foreign).toHaveLength(3);
  });
  afterAll(() => t?.close());

  /** The database's view of the pool, as the model states it. */
  async function dbState(values: string[]) {
    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT c.value, c.status, p.value AS parent, r.value AS root, c.child_count, c.holder_type, c.holder_id, c.product_id,
         n.value AS replaced_by
       FROM codes c LEFT JOIN codes p ON p.id = c.parent_id LEFT JOIN codes r ON r.id = c.root_id LEFT JOIN codes n ON n.id = c.replaced_by_id
       WHERE c.value = ANY($1::text[])`,
      [values],
    );
    return new Map(
      rows.map((row) => [
        row.value as string,
        {
          status: row.status,
          parent: row.parent ?? null,
          root: row.root ?? null,
          child_count: Number(row.child_count),
          holder_type: row.holder_type ?? null,
          holder_id: row.holder_id === null ? null : Number(row.holder_id),
          product_id: row.product_id === null ? null : Number(row.product_id),
          replaced_by: row.replaced_by ?? null,
        },
      ]),
    );
  }

  let nestedSeen = 0;
  let deepSeen = 0;
  let palletSeen = 0;
  /** Turns a draw into an operation on the current state: mostly plausible, sometimes deliberately wrong. */
  function interpret(model: CodeModel, draw: Draw, all: string[]): Op {
    let i = 0;
    const next = () => draw.picks[i++ % draw.picks.length] as number;
    const codes = [...model.codes.values()];
    const pick = <T>(list: T[]): T | undefined => (list.length === 0 ? undefined : list[next() % list.length]);
    const pickSome = (list: ModelCode[], max: number): string[] => {
      const n = 1 + (next() % max);
      const out = new Set<string>();
      for (let k = 0; k < n; k++) {
        const c = pick(list);
        if (c) out.add(c.value);
      }
      // Nothing fits: a code of the pool at random (the operation is then mostly refused).
      if (out.size === 0) out.add(pick(all) as string);
      return [...out];
    };
    const of = (level: Level) => (c: ModelCode) => c.level === level;
    const warehouse = () => (next() % 5 === 0 ? f.otherWarehouseId : f.warehouseId);
    const dealer = () => (next() % 3 === 0 ? f.otherDealerId : f.dealerId);
    const inStock = (c: ModelCode) => model.inStockAtWarehouse(c);
    const top = (c: ModelCode) => c.parent === null;
    /** Nothing fits this operation now: mostly do the one that makes it possible next. */
    const instead = (kind: Kind) => (next() % 4 !== 0 ? interpret(model, { ...draw, kind }, all) : undefined);
    let op: Op;
    switch (draw.kind) {
      case 'commission': {
        const level = pick(['item', 'item', 'item', 'box', 'box', 'pallet'] as const) as Level;
        const mixed = next() % 8 === 0;
        const fresh = codes.filter((c) => UNISSUED.includes(c.status) && (c.level === level || mixed));
        op = {
          kind: 'commission',
          body: { codes: pickSome(fresh, 8), product_id: next() % 6 === 0 ? f.otherProductId : f.productId, warehouse_id: warehouse() },
        };
        break;
      }
      case 'pack': {
        // Items into boxes (most often), boxes onto pallets, items straight onto pallets; a shape
        // with an in-stock container and loose codes for it when there is one.
        const shapes: Array<[Level, Level]> = [
          ['box', 'item'],
          ['box', 'item'],
          ['pallet', 'box'],
          ['pallet', 'box'],
          ['pallet', 'item'],
        ];
        const looseFor = (parent: ModelCode, level: Level) =>
          codes.filter((c) => c.level === level && inStock(c) && top(c) && c.holder?.id === parent.holder?.id);
        const feasible = shapes.filter(([p, c]) =>
          codes.some((parent) => parent.level === p && inStock(parent) && looseFor(parent, c).length > 0),
        );
        if (feasible.length === 0) {
          const other = instead('commission');
          if (other) return other;
        }
        const [parentLevel, childLevel] = pick(feasible.length > 0 && next() % 6 !== 0 ? feasible : shapes) as [Level, Level];
        const parents = codes.filter((c) => c.level === parentLevel && inStock(c) && looseFor(c, childLevel).length > 0);
        const packs: Array<{ parent: string; children: string[] }> = [];
        const count = 1 + (next() % 3 === 0 ? 1 : 0);
        for (let k = 0; k < count; k++) {
          const unused = parents.filter((c) => !packs.some((p) => p.parent === c.value));
          const parent = pick(unused) ?? pick(codes.filter(of(parentLevel)));
          if (!parent || (k > 0 && unused.length === 0)) continue;
          const loose = looseFor(parent, childLevel);
          // Full boxes onto pallets, mostly: three levels deep is where containment is hardest.
          const full = loose.filter((c) => model.childCount(c.value) > 0);
          if (full.length > 0 && next() % 3 !== 0) {
            packs.push({ parent: parent.value, children: pickSome(full, 2) });
            continue;
          }
          packs.push({ parent: parent.value, children: pickSome(loose.length > 0 ? loose : codes.filter(of(childLevel)), 3) });
        }
        op = { kind: 'pack', body: { packs, force: next() % 7 === 0 } };
        break;
      }
      case 'unpack': {
        const contents = next() % 3 === 0;
        const candidates = contents
          ? codes.filter((c) => inStock(c) && model.childCount(c.value) > 0)
          : codes.filter((c) => inStock(c) && c.parent !== null);
        if (candidates.length === 0) {
          const other = instead('pack');
          if (other) return other;
        }
        const listed = pickSome(candidates, 3);
        // Sometimes a code with its own container (both leave, or both are emptied).
        const nested = candidates.filter((c) => c.parent !== null && candidates.some((p) => p.value === c.parent));
        const pair = next() % 2 === 0 ? pick(nested) : undefined;
        if (nested.length > 0) nestedSeen++;
        op = { kind: 'unpack', body: { codes: pair ? [pair.value, pair.parent as string] : listed, contents } };
        break;
      }
      case 'replace': {
        const old = pick(codes.filter((c) => LIVE.includes(c.status))) ?? pick(codes);
        const fresh = codes.filter((c) => UNISSUED.includes(c.status) && c.level === old?.level);
        const replacement = pick(fresh) ?? pick(codes);
        op = { kind: 'replace', body: { pairs: [{ old: old?.value as string, new: replacement?.value as string }] } };
        break;
      }
      case 'ship': {
        const ready = codes.filter((c) => inStock(c) && top(c));
        if (ready.length === 0) {
          const other = instead('commission');
          if (other) return other;
        }
        const listed = pickSome(ready, 3);
        const from = next() % 3 === 0 ? { warehouse_id: warehouse() } : {};
        op = { kind: 'ship', body: { codes: listed, dealer_id: dealer(), ...from } };
        break;
      }
      case 'receive': {
        const shipped = codes.filter((c) => c.status === 'shipped' && top(c));
        if (shipped.length === 0) {
          const other = instead('ship');
          if (other) return other;
        }
        const to = next() % 3 === 0 ? { dealer_id: dealer() } : {};
        op = { kind: 'receive', body: { codes: pickSome(shipped, 2), ...to } };
        break;
      }
      case 'return': {
        const out = codes.filter((c) => c.status === 'shipped' || c.status === 'received');
        if (out.length === 0) {
          const other = instead('ship');
          if (other) return other;
        }
        op = { kind: 'return', body: { codes: pickSome(out, 2), warehouse_id: warehouse() } };
        break;
      }
      default: {
        const voidable = codes.filter((c) => !TERMINAL.includes(c.status));
        op = { kind: 'void', body: { codes: pickSome(voidable, 2), reason: 'Property test', with_contents: next() % 2 === 0 } };
        break;
      }
    }
    return draw.mutation ? mutate(model, op, draw.mutation, next, all) : op;
  }

  /** A deliberately bad operation: unknown, twice-listed, wrong-level or foreign codes. */
  function mutate(model: CodeModel, op: Op, mutation: Mutation, next: () => number, all: string[]): Op {
    const extra =
      mutation === 'unknown'
        ? `ZZUNKNOWN${next()}`
        : mutation === 'foreign'
          ? (foreign[next() % foreign.length] as string)
          : (all[next() % all.length] as string);
    const add = (list: string[]) => (mutation === 'twice' ? [...list, list[next() % list.length] as string] : [...list, extra]);
    switch (op.kind) {
      case 'pack': {
        const [first, ...rest] = op.body.packs;
        if (!first) return op;
        if (mutation === 'wrong_level') {
          // An item as the container, or a pallet as a child.
          const item = all.find((v) => model.get(v)?.level === 'item' && next() % 3 === 0) ?? (all[0] as string);
          const pallet = all.find((v) => model.get(v)?.level === 'pallet') as string;
          return {
            ...op,
            body: {
              ...op.body,
              packs: [next() % 2 === 0 ? { ...first, parent: item } : { ...first, children: [...first.children, pallet] }, ...rest],
            },
          };
        }
        return { ...op, body: { ...op.body, packs: [{ ...first, children: add(first.children) }, ...rest] } };
      }
      case 'replace': {
        const [pair] = op.body.pairs;
        if (!pair) return op;
        if (mutation === 'twice') return { ...op, body: { pairs: [{ old: pair.old, new: pair.old }] } };
        if (mutation === 'wrong_level') {
          const level = model.get(pair.old)?.level;
          const other = all.find((v) => model.get(v)?.level !== level && UNISSUED.includes(model.get(v)?.status as never));
          return other ? { ...op, body: { pairs: [{ old: pair.old, new: other }] } } : op;
        }
        return { ...op, body: { pairs: [{ old: pair.old, new: extra }] } };
      }
      default:
        return { ...op, body: { ...op.body, codes: add(op.body.codes) } } as Op;
    }
  }

  it('keeps the database equal to the model through random operation sequences, and every invariant', async () => {
    let steps = 0;
    let accepted = 0;
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(drawArb, { minLength: Math.ceil(STEPS / 2), maxLength: STEPS, size: 'max' }), async (draws) => {
        const pool = await freshPool();
        const all = [...pool.items, ...pool.boxes, ...pool.pallets];
        const model = new CodeModel(capacity);
        for (const v of pool.items) model.add(v, 'item');
        for (const v of pool.boxes) model.add(v, 'box');
        for (const v of pool.pallets) model.add(v, 'pallet');
        let last: { op: Op; opId: string; answer: unknown } | undefined;
        const log: string[] = [];
        for (const draw of draws) {
          const replay = draw.kind === 'replay' && last !== undefined;
          const op = replay && last ? last.op : interpret(model, draw.kind === 'replay' ? { ...draw, kind: 'ship' } : draw, all);
          const opId = replay && last ? last.opId : randomUUID();
          const refusals = replay ? [] : model.check(op);
          const eventsBefore = await t.count('code_events');
          const response = await t.request({
            method: 'POST',
            url: `/api/codes/${op.kind}`,
            token: admin,
            payload: { op_id: opId, ...op.body },
          });
          log.push(`${replay ? 'replay ' : ''}${op.kind} ${JSON.stringify(op.body)} → ${response.status}`);
          const where = `step ${log.length}:\n  ${log.join('\n  ')}\nmodel refusals: ${JSON.stringify(refusals)}\nanswer: ${JSON.stringify(response.body)}`;
          steps++;
          const tally = `${op.kind}:${response.status === 200 ? 'ok' : [...new Set(refusals.map((r) => r.reason))].join('+') || response.status}`;
          seen.set(tally, (seen.get(tally) ?? 0) + 1);
          if (replay && last) {
            // The same id again: the stored answer, nothing changes.
            expect(response.status, where).toBe((last.answer as { status: number }).status === 200 ? 200 : 409);
            if (response.status === 200) expect(response.body.data.replayed, where).toBe(true);
            expect(await t.count('code_events'), where).toBe(eventsBefore);
          } else if (refusals.length === 0) {
            expect(response.status, where).toBe(200);
            expect(response.body.data.replayed, where).toBe(false);
            expect(await t.count('code_events'), where).toBeGreaterThan(eventsBefore);
            model.apply(op);
            accepted++;
          } else {
            expect(response.status, where).toBe(409);
            expect(response.body.data.refused.length, where).toBeGreaterThan(0);
            expect(await t.count('code_events'), where).toBe(eventsBefore);
          }
          if (!replay) last = { op, opId, answer: { status: response.status } };
          if (all.some((v) => model.ancestorsOf(v).length === 2)) deepSeen++;
          if (process.env.PROPERTY_DEBUG) console.log(log[log.length - 1]);
          if (all.some((v) => model.get(v)?.level === 'pallet' && model.childCount(v) > 0)) palletSeen++;

          const db = await dbState(all);
          for (const value of all)
            expect(db.get(value), `${where}\ncode ${value} (${model.get(value)?.level})`).toEqual(model.expected(value));
          expect(await invariantViolations(t, { values: all }), where).toEqual([]);
        }
        // The pool after every step; the whole database once a run: a write that strayed past the pool shows here.
        expect(await invariantViolations(t), log.join('\n  ')).toEqual([]);
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: process.env.PROPERTY_SHRINK !== '1',
        ...(process.env.PROPERTY_PATH ? { path: process.env.PROPERTY_PATH } : {}),
      },
    );
    // The runs must have exercised the machine, not only bounced off refusals.
    console.info(
      `property: nested ${nestedSeen} deep ${deepSeen} pallet ${palletSeen}; ${steps} steps, ${accepted} accepted; ${[...seen].map(([k, n]) => `${k}=${n}`).join(' ')}`,
    );
    expect(accepted).toBeGreaterThan(steps / 5);
  }, 600_000);
});
