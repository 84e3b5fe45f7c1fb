import { createHash, randomUUID } from 'node:crypto';
import { ANTI_CODE_MAX_FAILURES } from '@trace/contract/anti-code';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

type Answer = { result: string; attempts_left: number };

/** Wrong anti-codes up to the limit, then two more: the answers a code gives as it locks. */
const WRONG_UNTIL_LOCKED = [
  { result: 'wrong', attempts_left: 4 },
  { result: 'wrong', attempts_left: 3 },
  { result: 'wrong', attempts_left: 2 },
  { result: 'wrong', attempts_left: 1 },
  { result: 'wrong', attempts_left: 0 },
  { result: 'locked', attempts_left: 0 },
  { result: 'locked', attempts_left: 0 },
];

describe(`the scratch-off anti-code check (${ENGINE})`, () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  /** Codes of a rule printing 6-digit anti-codes, with the anti-code each print file line carries. */
  let labels: Array<{ code: string; pin: string }> = [];
  let gtin = '';
  let address = 0;
  /** Each check from its own address unless one is given (the throttle counts per address). */
  const send = (payload: object, ip?: string) => {
    address += 1;
    return t.request({
      method: 'POST',
      url: '/api/public/anticode',
      payload,
      remoteAddress: ip ?? `10.${Math.floor(address / 250) % 250}.${address % 250}.9`,
    });
  };
  const check = async (code: string, anti_code: string, ip?: string) => {
    const answer = await send({ code, anti_code }, ip);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(['attempts_left', 'result']);
    return answer.body.data as Answer;
  };
  const unlock = (code: string, token = admin) =>
    t.request({ method: 'POST', url: '/api/querymanage/anticode/unlock', token, payload: { code } });
  const op = (kind: string, body: object) =>
    t.request({ method: 'POST', url: `/api/codes/${kind}`, token: admin, payload: { op_id: randomUUID(), ...body } });
  /** Another digit in front: surely not the anti-code. */
  const wrong = (pin: string) => `${(Number(pin[0]) + 1) % 10}${pin.slice(1)}`;
  const label = (i: number) => labels[i] as { code: string; pin: string };
  const failuresOf = async (code: string) =>
    (
      await t.db.query<{ failures: number; locked: boolean }>(
        'SELECT a.failures, a.locked_at IS NOT NULL AS locked FROM anti_code_attempts a JOIN codes c ON c.id = a.code_id WHERE c.value = $1',
        [code],
      )
    ).map((row) => ({ failures: Number(row.failures), locked: row.locked }))[0];

  // Labels 0–13 and 20–59 commissioned, 14 voided, 15–19 never commissioned; the fixture's items (no anti-code) commissioned.
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 2, boxes: 0, pallets: 0 });
    const post = async (url: string, payload: object) => {
      const answer = await t.request({ method: 'POST', url, token: admin, payload });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    const rule = await post('/api/tagging/coderules/add', { name: 'scratch-off', level: 'item', length: 20, anti_code_length: 6 });
    const order = await post('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: 60 });
    await t.app.jobs.whenIdle();
    // The anti-codes as the printer gets them: the print file's lines.
    const file = await t.request({ method: 'GET', url: `/api/tagging/codeorders/download?id=${order.id}&format=csv`, token: admin });
    expect(file.status).toBe(200);
    const zip = await JSZip.loadAsync(file.raw.rawPayload);
    const text = (await zip.file(Object.keys(zip.files)[0] as string)?.async('string')) ?? '';
    const [header, ...lines] = text.trim().split(/\r?\n/);
    expect(header).toBe('seq,code,url,anti_code');
    labels = lines.map((line) => {
      const [, code, , pin] = line.split(',');
      return { code: code as string, pin: pin as string };
    });
    expect(labels).toHaveLength(60);
    expect(labels.every((l) => /^\d{6}$/.test(l.pin))).toBe(true);
    const at = { product_id: f.productId, warehouse_id: f.warehouseId, lot_no: 'L-PIN' };
    expect((await op('commission', { codes: [...labels.slice(0, 15), ...labels.slice(20)].map((l) => l.code), ...at })).status).toBe(200);
    expect((await op('void', { codes: [label(14).code], reason: 'label torn' })).status).toBe(200);
    expect((await op('commission', { codes: f.items.values, ...at })).status).toBe(200);
    const [product] = await t.db.query<{ gtin: string | null }>('SELECT gtin FROM products WHERE id = $1', [f.productId]);
    gtin = (product?.gtin ?? '').padStart(14, '0');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a demo code locked by wrong anti-codes, shown in the consumer query records', async () => {
    const [locked] = await t.db.query<{ value: string; failures: number }>(
      `SELECT c.value, a.failures FROM anti_code_attempts a JOIN codes c ON c.id = a.code_id
       WHERE a.locked_at IS NOT NULL AND c.enterprise_id = $1`,
      [f.enterpriseId],
    );
    expect(Number(locked?.failures)).toBe(ANTI_CODE_MAX_FAILURES);
    const records = await t.request({ method: 'GET', url: '/api/querymanage/scans/pagelist?anti_code_locked=true', token: admin });
    expect(records.status).toBe(200);
    const rows = records.body.data.list as Array<{ code: string; anti_code_locked: boolean }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.code === locked?.value && row.anti_code_locked)).toBe(true);
  });

  it('answers genuine for the printed anti-code, from the short URL, a Digital Link or the bare code, as typed', async () => {
    expect(await check(label(0).code, label(0).pin)).toEqual({ result: 'genuine', attempts_left: 5 });
    expect(await check(`https://q.example.cn/m/q/${label(0).code}`, label(0).pin)).toEqual({ result: 'genuine', attempts_left: 5 });
    expect(await check(`https://q.example.cn/01/${gtin}/21/${label(0).code}`, label(0).pin)).toEqual({
      result: 'genuine',
      attempts_left: 5,
    });
    // Spaced, dashed and full-width digits are the same digits.
    const pin = label(0).pin;
    expect((await check(label(0).code.toLowerCase(), `${pin.slice(0, 3)} ${pin.slice(3)}`)).result).toBe('genuine');
    expect((await check(label(0).code, `${pin.slice(0, 3)}-${pin.slice(3)}`)).result).toBe('genuine');
    const fullWidth = [...pin].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
    expect((await check(label(0).code, fullWidth)).result).toBe('genuine');
    // Another label's anti-code is wrong, and so is a prefix of the right one.
    expect(await check(label(0).code, pin.slice(0, 5))).toEqual({ result: 'wrong', attempts_left: 4 });
    expect(await failuresOf(label(0).code)).toEqual({ failures: 1, locked: false });
  });

  it('counts wrong anti-codes down; a right one afterwards is genuine and keeps the count', async () => {
    const { code, pin } = label(1);
    expect(await check(code, wrong(pin))).toEqual({ result: 'wrong', attempts_left: 4 });
    expect(await check(code, '1')).toEqual({ result: 'wrong', attempts_left: 3 });
    expect(await check(code, pin)).toEqual({ result: 'genuine', attempts_left: 3 });
    expect(await check(code, pin)).toEqual({ result: 'genuine', attempts_left: 3 });
    expect(await failuresOf(code)).toEqual({ failures: 2, locked: false });
  });

  it('locks a code after five wrong anti-codes: then even the right one answers locked, and nothing more is counted', async () => {
    const { code, pin } = label(2);
    const answers: Answer[] = [];
    for (let i = 0; i < ANTI_CODE_MAX_FAILURES + 2; i++) answers.push(await check(code, wrong(pin)));
    expect(answers).toEqual(WRONG_UNTIL_LOCKED);
    expect(await check(code, pin)).toEqual({ result: 'locked', attempts_left: 0 });
    expect(await check(`https://q.example.cn/m/q/${code}`, pin)).toEqual({ result: 'locked', attempts_left: 0 });
    expect(await failuresOf(code)).toEqual({ failures: 5, locked: true });
  });

  it('lets staff with the grant unlock a locked code of their own enterprise, audited; nobody else', async () => {
    const { code, pin } = label(3);
    for (let i = 0; i < ANTI_CODE_MAX_FAILURES; i++) await check(code, wrong(pin));
    expect(await check(code, pin)).toEqual({ result: 'locked', attempts_left: 0 });
    // A consumer's scan of it shows in the records as locked.
    await t.request({ method: 'POST', url: '/api/public/scans', payload: { code }, remoteAddress: '10.200.0.1' });
    const listed = await t.request({ method: 'GET', url: `/api/querymanage/scans/pagelist?keyword=${code}`, token: admin });
    expect(listed.body.data.list).toEqual([expect.objectContaining({ code, anti_code_locked: true })]);

    const other = await t.secondEnterprise();
    const foreign = await unlock(code, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toContain(code);
    const reader = await employeeWith(t, admin, 'pin-reader', {
      menus: ['querymanage', 'customerquery'],
      buttons: ['customerquery:export'],
    });
    expect((await unlock(code, reader)).status).toBe(403);
    expect((await check(code, pin)).result).toBe('locked');

    const inspector = await employeeWith(t, admin, 'pin-inspector', {
      menus: ['querymanage', 'customerquery'],
      buttons: ['customerquery:unlock'],
    });
    const unlocked = await unlock(`https://q.example.cn/m/q/${code}`, inspector);
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(unlocked.body.data).toEqual({ code, failures: 5 });
    const [audit] = await t.db.query<{ action: string; object_id: string; before: { failures: number; locked_at: string } }>(
      "SELECT action, object_id, before FROM audit_logs WHERE action = 'anti_code.unlock' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ object_id: code, before: { failures: 5, locked_at: expect.any(String) } });
    expect(await failuresOf(code)).toEqual({ failures: 0, locked: false });
    expect(await check(code, pin)).toEqual({ result: 'genuine', attempts_left: 5 });
    const after = await t.request({ method: 'GET', url: `/api/querymanage/scans/pagelist?keyword=${code}`, token: admin });
    expect(after.body.data.list).toEqual([expect.objectContaining({ anti_code_locked: false })]);

    // Not locked (any more): a 409 that says so; a code of no one's: 404.
    const again = await unlock(code, inspector);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(code);
    expect((await unlock('NOSUCHCODE000000001', inspector)).status).toBe(404);
    expect((await unlock('', inspector)).status).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/querymanage/anticode/unlock', payload: { code } })).status).toBe(401);
  });

  it('answers none for a code whose rule prints no anti-code, counting nothing', async () => {
    const code = f.items.values[0] as string;
    expect(await check(code, '123456')).toEqual({ result: 'none', attempts_left: 5 });
    expect(await check(code, '9')).toEqual({ result: 'none', attempts_left: 5 });
    expect(await failuresOf(code)).toBeUndefined();
  });

  it('answers an unknown code, one not in use and a label on another product as a wrong anti-code, right one or not', async () => {
    /** What a guesser sees of a text through the limit: the answers of six wrong anti-codes. */
    const run = async (code: string, pin: string) => {
      const answers: Answer[] = [];
      for (let i = 0; i < ANTI_CODE_MAX_FAILURES + 1; i++) answers.push(await check(code, pin));
      return answers;
    };
    const real = await run(label(4).code, wrong(label(4).pin));
    expect(real.map((a) => a.result)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'locked']);
    expect(await run('NOSUCHCODE000000042', '123456')).toEqual(real);
    expect(await run('not a code at all!', '123456')).toEqual(real);
    // The right anti-code of a voided label, of a leaked one never put on a product, and on a label copied onto another product.
    expect(await run(label(14).code, label(14).pin)).toEqual(real);
    expect(await run(label(15).code, label(15).pin)).toEqual(real);
    expect(await run(`https://q.example.cn/01/09506000134352/21/${label(5).code}`, label(5).pin)).toEqual(real);
    // The copied label's failures are its code's: read from its own link, it is locked too.
    expect((await check(label(5).code, label(5).pin)).result).toBe('locked');
    expect(await check(label(6).code, label(6).pin)).toEqual({ result: 'genuine', attempts_left: 5 });
    // A text that names no code is counted in the database by its hash, never kept as it was typed.
    const stored = await t.db.query<{ text_hash: string; failures: number; locked: boolean }>(
      'SELECT text_hash, failures, locked_at IS NOT NULL AS locked FROM anti_code_unknown_attempts WHERE text_hash = $1',
      [createHash('sha256').update('NOSUCHCODE000000042').digest('hex')],
    );
    expect(stored.map((row) => ({ failures: Number(row.failures), locked: row.locked }))).toEqual([{ failures: 5, locked: true }]);
    expect(await t.count("anti_code_unknown_attempts WHERE text_hash LIKE '%NOSUCH%'")).toBe(0);
  });

  it('holds off an address past 10 checks a minute and keeps answering others', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send({ code: label(7).code, anti_code: label(7).pin }, '100.64.1.1')).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const held = await send({ code: label(7).code, anti_code: label(7).pin }, '100.64.1.1');
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.body.message).toMatch(/^Too many anti-code checks in a short time\. Try again in \d+ seconds?\.$/);
    const zh = await t.request({
      method: 'POST',
      url: '/api/public/anticode',
      payload: { code: label(7).code, anti_code: '1' },
      remoteAddress: '100.64.1.1',
      lang: 'zh',
    });
    expect(zh.status).toBe(429);
    expect(zh.body.message).toContain('防伪码');
    expect(await check(label(7).code, label(7).pin, '100.64.1.2')).toEqual({ result: 'genuine', attempts_left: 5 });
    // The minute over, the address may check again.
    t.clock.advance(61_000);
    expect((await send({ code: label(7).code, anti_code: label(7).pin }, '100.64.1.1')).status).toBe(200);
  });

  it('refuses what it cannot read, naming the field, and counts nothing', async () => {
    const before = await t.db.query('SELECT code_id, failures FROM anti_code_attempts ORDER BY code_id');
    for (const payload of [
      { code: '', anti_code: '123456' },
      { code: label(8).code, anti_code: '' },
      { code: label(8).code, anti_code: '   ' },
      { code: label(8).code, anti_code: '1'.repeat(17) },
      { code: 'x'.repeat(513), anti_code: '123456' },
      { code: label(8).code },
      { anti_code: '123456' },
      { code: label(8).code, anti_code: 123456 },
    ]) {
      const answer = await send(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(422);
      expect(answer.body.status_code).not.toBe(200);
    }
    const missing = await send({ code: label(8).code }, '10.250.0.1');
    expect(missing.body.message).toMatch(/anti-code/i);
    expect(await t.db.query('SELECT code_id, failures FROM anti_code_attempts ORDER BY code_id')).toEqual(before);
  });

  it('counts wrong anti-codes sent at once exactly up to the limit: five are wrong, the rest locked', async () => {
    const { code, pin } = label(9);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send({ code, anti_code: wrong(pin) }, `10.251.${i}.1`)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const data = answers.map((a) => a.body.data as Answer);
    expect(
      data
        .filter((a) => a.result === 'wrong')
        .map((a) => a.attempts_left)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(data.filter((a) => a.result === 'locked')).toHaveLength(7);
    expect(await failuresOf(code)).toEqual({ failures: 5, locked: true });
    // A right anti-code raced against wrong ones never unlocks or resets anything.
    const { code: raced, pin: right } = label(10);
    const mixed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send({ code: raced, anti_code: i % 2 === 0 ? right : wrong(right) }, `10.252.${i}.1`)),
    );
    expect(mixed.filter((a) => a.body.data.result === 'wrong')).toHaveLength(4);
    expect(await failuresOf(raced)).toEqual({ failures: 4, locked: false });
  });
  it('answers a wrong anti-code of a real code and of a made-up one in the same time', async () => {
    /** Milliseconds of one wrong check, from its own address. */
    const timed = async (code: string) => {
      const started = performance.now();
      const answer = await check(code, '000000');
      expect(answer.result).toBe('wrong');
      return performance.now() - started;
    };
    const real: number[] = [];
    const madeUp: number[] = [];
    // Four wrong anti-codes each (the fifth would lock), real and made-up in turn, so both see the same load.
    for (let round = 0; round < ANTI_CODE_MAX_FAILURES - 1; round++) {
      for (let i = 20; i < 60; i++) {
        real.push(await timed(label(i).code));
        madeUp.push(await timed(`MADEUP${String(i).padStart(14, '0')}`));
      }
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
    const [realMs, madeUpMs] = [median(real), median(madeUp)];
    console.info(
      `anti-code check, median of ${real.length} wrong: real code ${realMs.toFixed(2)} ms, made-up ${madeUpMs.toFixed(2)} ms (${ENGINE})`,
    );
    expect(Math.abs(realMs - madeUpMs)).toBeLessThan(Math.max(2, 0.1 * Math.min(realMs, madeUpMs)));
  });
  it.runIf(ENGINE === 'postgres')('runs down and locks a made-up code across two servers on one database, as a real code', async () => {
    const second = await createTestApp({ storage: t.storage });
    try {
      /** Wrong anti-codes sent to the two servers in turn, from their own addresses. */
      const alternate = async (code: string) => {
        const answers: Answer[] = [];
        for (let i = 0; i < ANTI_CODE_MAX_FAILURES + 2; i++) {
          const server = i % 2 === 0 ? t : second;
          const answer = await server.request({
            method: 'POST',
            url: '/api/public/anticode',
            payload: { code, anti_code: '000000' },
            remoteAddress: `10.253.${i}.${code.length % 200}`,
          });
          answers.push(answer.body.data as Answer);
        }
        return answers;
      };
      const real = await alternate(label(11).code);
      expect(real).toEqual(WRONG_UNTIL_LOCKED);
      expect(await alternate('MADEUP2SERVERS0000001')).toEqual(real);
    } finally {
      await second.close();
    }
  });
});
