import { createHash } from 'node:crypto';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ISO/IEC 7064 hybrid MOD (M+1, M) verification, written apart from the server's generator. */
function validCheck(code: string, alphabet: string): boolean {
  const m = alphabet.length;
  let product = m;
  let sum = 0;
  for (const char of code) {
    sum = (product + alphabet.indexOf(char)) % m || m;
    product = (2 * sum) % (m + 1);
  }
  return sum === 1;
}

function gs1Valid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

describe('code tagging', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin, headers: Record<string, string> = {}) =>
    t.request({ method, url, token, headers, ...(payload ? { payload } : {}) });
  const rule = async (body: object) => {
    const response = await call('POST', '/api/tagging/coderules/add', body);
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.data as { id: number; entropy_bits: number };
  };
  const order = async (body: object, headers: Record<string, string> = {}) => {
    const response = await call('POST', '/api/tagging/codeorders/add', body, admin, headers);
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    await t.app.jobs.whenIdle();
    return (await call('GET', `/api/tagging/codeorders/detail?id=${response.body.data.id}`)).body.data;
  };
  const download = async (query: string, token = admin) => {
    const response = await call('GET', `/api/tagging/codeorders/download?${query}`, undefined, token);
    return response;
  };
  const unzip = async (payload: Buffer) => {
    const zip = await JSZip.loadAsync(payload);
    const [name] = Object.keys(zip.files);
    return (await zip.file(name as string)?.async('string')) ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('refuses rules that are guessable, malformed or impossible, saying why', async () => {
    const before = await t.count('code_rules');
    const weak = await call('POST', '/api/tagging/coderules/add', { name: 'weak', level: 'item', length: 12 });
    expect(weak.status).toBe(422);
    expect(weak.body.message).toMatch(/60.*64/);
    const prefix = await call('POST', '/api/tagging/coderules/add', {
      name: 'p',
      level: 'item',
      length: 24,
      alphabet: 'digits',
      prefix: 'AB',
    });
    expect(prefix.status).toBe(422);
    expect(prefix.body.message).toContain('Prefix');
    const badPrefix = await call('POST', '/api/tagging/coderules/add', { name: 'p2', level: 'item', length: 20, prefix: 'a-b' });
    expect(badPrefix.status).toBe(422);
    const other = await t.secondEnterprise();
    const sscc = await call(
      'POST',
      '/api/tagging/coderules/add',
      { name: 'sscc', level: 'pallet', length: 18, url_form: 'sscc' },
      other.token,
    );
    expect(sscc.status).toBe(422);
    expect(sscc.body.message).toContain('URL form');
    expect(await t.count('code_rules')).toBe(before);
    // A box rule may be shorter: boxes are internal.
    expect((await rule({ name: 'box', level: 'box', length: 10 })).entropy_bits).toBe(50);
  });

  it('generates exactly the quantity: unique codes of the alphabet and length, with valid check characters', async () => {
    const r = await rule({ name: 'item-16', level: 'item', length: 16, prefix: 'A', check_char: true, anti_code_length: 6 });
    expect(r.entropy_bits).toBe(70);
    const done = await order({ rule_id: r.id, quantity: 25_000, vendor: 'Printer Co.' });
    expect(done).toMatchObject({ status: 'ready', generated_count: 25_000, quantity: 25_000 });
    const rows = await t.db.query<{ value: string; seq: number }>('SELECT value, seq FROM codes WHERE order_id = $1 ORDER BY seq', [
      done.id,
    ]);
    expect(rows).toHaveLength(25_000);
    expect(new Set(rows.map((row) => row.value)).size).toBe(25_000);
    expect(rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: 25_000 }, (_, i) => i + 1));
    for (const { value } of rows) {
      expect(value).toMatch(/^A[0-9A-HJKMNP-TV-Z]{15}$/);
      expect(validCheck(value, CROCKFORD)).toBe(true);
    }
    const records = await call('GET', `/api/tagging/records/pagelist?order_id=${done.id}&kind=generate`);
    // Who started the generation and from where, as a download's record says.
    expect(records.body.data.list[0]).toMatchObject({
      kind: 'generate',
      seq_from: 1,
      seq_to: 25_000,
      count: 25_000,
      actor_name: 'admin',
      ip: '127.0.0.1',
    });
  });

  it('answers a repeated Idempotency-Key with the first order and creates nothing', async () => {
    const r = await rule({ name: 'idem', level: 'item', length: 16 });
    const before = await t.count('code_orders');
    const first = await order({ rule_id: r.id, quantity: 10 }, { 'idempotency-key': 'order-key-0001' });
    const again = await order({ rule_id: r.id, quantity: 10 }, { 'idempotency-key': 'order-key-0001' });
    expect(again.id).toBe(first.id);
    expect(await t.count('code_orders')).toBe(before + 1);
    // Two requests with one new key at the same moment: one order, the same answer to both.
    const both = await Promise.all(
      [1, 2].map(() =>
        call('POST', '/api/tagging/codeorders/add', { rule_id: r.id, quantity: 10 }, admin, { 'idempotency-key': 'order-key-0002' }),
      ),
    );
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    expect(both[0]?.body.data.id).toBe(both[1]?.body.data.id);
    expect(await t.count('code_orders')).toBe(before + 2);
    await t.app.jobs.whenIdle();
    const out = await call('POST', '/api/tagging/codeorders/add', { rule_id: r.id, quantity: 10_000_001 });
    expect(out.status).toBe(422);
    expect((await call('POST', '/api/tagging/codeorders/add', { rule_id: r.id, quantity: 0 })).status).toBe(422);
    expect(await t.count('code_orders')).toBe(before + 2);
  });

  it('print files: content equals the codes, codes become printed, every download recorded; a re-download needs its grant', async () => {
    const r = await rule({ name: 'dl', level: 'item', length: 16, anti_code_length: 4 });
    const done = await order({ rule_id: r.id, quantity: 300 });
    const response = await download(`id=${done.id}&format=csv&from=1&to=100`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const bytes = response.raw.rawPayload;
    const text = await unzip(bytes);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('seq,code,url,anti_code');
    const codes = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq', [done.id]);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(codes.slice(0, 100).map((c) => c.value));
    expect(lines[1]).toMatch(new RegExp(`^1,${codes[0]?.value},http://127\\.0\\.0\\.1:8080/m/q/${codes[0]?.value},\\d{4}$`));
    // Codes in the file are printed, the others still generated.
    const statusOf = async (i: number) => (await call('GET', `/api/tagging/codes/detail?value=${codes[i]?.value}`)).body.data.status;
    expect([await statusOf(0), await statusOf(99), await statusOf(100), await statusOf(299)]).toEqual([
      'printed',
      'printed',
      'generated',
      'generated',
    ]);

    // The record carries the file's SHA-256 once the stream ended.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const records = (await call('GET', `/api/tagging/records/pagelist?order_id=${done.id}&kind=download`)).body.data.list;
    expect(records[0]).toMatchObject({ seq_from: 1, seq_to: 100, redownload: false, actor_name: 'admin' });
    expect(records[0].sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    // An overlapping range again: refused without records:download, flagged with it.
    await t.db.query(`INSERT INTO role_buttons (role_id, button_code) SELECT id, 'rulenews:download' FROM roles WHERE name = 'Auditor'`);
    await t.db.query(`INSERT INTO role_menus (role_id, menu_key) SELECT id, 'rulenews' FROM roles WHERE name = 'Auditor'`);
    await t.db.query(`DELETE FROM role_buttons WHERE button_code = 'records:download'`);
    const auditor = await t.tokenFor('qa01', ACCOUNT_TYPE.EMPLOYEE);
    const refused = await download(`id=${done.id}&format=txt&from=50&to=150`, auditor);
    expect(refused.status).toBe(403);
    const again = await download(`id=${done.id}&format=txt&from=50&to=150`);
    expect(again.status).toBe(200);
    const txt = await unzip(again.raw.rawPayload);
    expect(txt.split('\n')[0]).toBe('seq\tcode\turl\tanti_code');
    const flagged = (await call('GET', `/api/tagging/records/pagelist?order_id=${done.id}&kind=download`)).body.data.list;
    expect(flagged[0]).toMatchObject({ seq_from: 50, seq_to: 150, redownload: true });
    expect((await download(`id=${done.id}&from=290&to=301`)).status).toBe(422);
  });

  it('print files written by the database: one header, every code of the range in order across pages', async () => {
    const r = await rule({ name: 'plain', level: 'item', length: 16 });
    const done = await order({ rule_id: r.id, quantity: 25_000 });
    const codes = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq', [done.id]);
    const lines = (await unzip((await download(`id=${done.id}&format=csv&from=9990&to=20011`)).raw.rawPayload)).split('\n');
    expect(lines[0]).toBe('seq,code,url');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows.map((row) => Number(row[0]))).toEqual(Array.from({ length: 10_022 }, (_, i) => 9_990 + i));
    expect(rows.map((row) => row[1])).toEqual(codes.slice(9_989, 20_011).map((c) => c.value));
    expect(rows.every((row) => row[2] === `http://127.0.0.1:8080/m/q/${row[1]}`)).toBe(true);
  });

  it('closing a range voids only codes that are not active; closing all ends the order', async () => {
    const r = await rule({ name: 'close', level: 'item', length: 16 });
    const done = await order({ rule_id: r.id, quantity: 50 });
    await t.db.query("UPDATE codes SET status = 'active' WHERE order_id = $1 AND seq IN (10, 11)", [done.id]);
    const part = await call('POST', '/api/tagging/codeorders/close', { id: done.id, reason: 'Spoiled labels', from: 1, to: 20 });
    expect(part.body.data).toMatchObject({ voided: 18, status: 'ready' });
    const statuses = await t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM codes WHERE order_id = $1 GROUP BY status ORDER BY status',
      [done.id],
    );
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
      ['active', 2],
      ['generated', 30],
      ['voided', 18],
    ]);
    const all = await call('POST', '/api/tagging/codeorders/close', { id: done.id, reason: 'Order withdrawn' });
    expect(all.body.data).toMatchObject({ voided: 30, status: 'closed' });
    const closures = (await call('GET', `/api/tagging/closures/pagelist?order_id=${done.id}`)).body.data.list;
    expect(closures.map((c: { reason: string }) => c.reason)).toEqual(['Order withdrawn', 'Spoiled labels']);
    expect((await call('POST', '/api/tagging/codeorders/close', { id: done.id, reason: 'again' })).status).toBe(409);
  });

  it('cancelling a running order voids the codes it made except those already commissioned', async () => {
    const r = await rule({ name: 'cancel', level: 'item', length: 16 });
    const running = await order({ rule_id: r.id, quantity: 30 });
    // As if its job were still going: a line has commissioned two of its first codes meanwhile.
    await t.db.query("UPDATE code_orders SET status = 'generating' WHERE id = $1", [running.id]);
    await t.db.query("UPDATE codes SET status = 'active' WHERE order_id = $1 AND seq IN (1, 2)", [running.id]);
    expect((await call('POST', '/api/tagging/codeorders/cancel', { id: running.id })).status).toBe(200);
    const statuses = await t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM codes WHERE order_id = $1 GROUP BY status ORDER BY status',
      [running.id],
    );
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
      ['active', 2],
      ['voided', 28],
    ]);
  });

  it('Digital Link needs a product with a GTIN; SSCC pallet codes carry the company prefix and a correct check digit', async () => {
    const dl = await rule({ name: 'dl-rule', level: 'item', length: 16, url_form: 'digital_link' });
    const noProduct = await call('POST', '/api/tagging/codeorders/add', { rule_id: dl.id, quantity: 5 });
    expect(noProduct.status).toBe(422);
    const [product] = await t.db.query<{ id: number; gtin: string }>("SELECT id, gtin FROM products WHERE code = 'P-1001'");
    const done = await order({ rule_id: dl.id, quantity: 5, product_id: product?.id });
    const text = await unzip((await download(`id=${done.id}`)).raw.rawPayload);
    expect(text.split('\n')[1]).toMatch(new RegExp(`/01/${product?.gtin}/21/[0-9A-Z]{16}$`));

    const sscc = await rule({ name: 'pallets', level: 'pallet', length: 18, url_form: 'sscc' });
    const pallets = await order({ rule_id: sscc.id, quantity: 20 });
    const values = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1', [pallets.id]);
    for (const { value } of values) {
      expect(value).toMatch(/^06901234\d{10}$/);
      expect(gs1Valid(value)).toBe(true);
    }
  });

  it.runIf(ENGINE === 'postgres')(
    'two jobs running in parallel never issue the same code, even in a crowded code space',
    async () => {
      // Seven digits: 10 million values, so two orders of 150,000 are certain to draw the same ones.
      const r = await rule({ name: 'crowded', level: 'box', length: 7, alphabet: 'digits' });
      // A second server on the same database: each server runs one job of an enterprise at a time,
      // and each order is placed on its own server, which starts it at once.
      const second = await createTestApp({ storage: t.storage });
      try {
        const ids: number[] = [];
        for (const server of [t, second]) {
          const created = await server.request({
            method: 'POST',
            url: '/api/tagging/codeorders/add',
            token: admin,
            payload: { rule_id: r.id, quantity: 150_000 },
          });
          ids.push(created.body.data.id);
        }
        const deadline = Date.now() + 120_000;
        const statuses = async () =>
          Promise.all(ids.map(async (id) => (await call('GET', `/api/tagging/codeorders/detail?id=${id}`)).body.data));
        let seen = await statuses();
        while (seen.some((o) => o.status === 'pending' || o.status === 'generating') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          seen = await statuses();
        }
        for (const o of seen) expect(o).toMatchObject({ status: 'ready', generated_count: 150_000 });
        const [counts] = await t.db.query<{ n: string; distinct_values: string }>(
          'SELECT count(*) AS n, count(DISTINCT value) AS distinct_values FROM codes WHERE order_id = ANY($1)',
          [ids],
        );
        expect(Number(counts?.n)).toBe(300_000);
        expect(Number(counts?.distinct_values)).toBe(300_000);
      } finally {
        await second.close();
      }
    },
    180_000,
  );

  it('generates a failed job again from where it stopped, keeping the codes it made', async () => {
    const r = await rule({ name: 'retry', level: 'item', length: 16 });
    // The database refuses sequence numbers past 30,000 for a while: the job fails part-way.
    await t.db.query('ALTER TABLE codes ADD CONSTRAINT codes_retry_test CHECK (seq <= 30000) NOT VALID');
    const failed = await order({ rule_id: r.id, quantity: 60_000 });
    expect(failed.status).toBe('failed');
    expect(failed.generated_count).toBeGreaterThan(0);
    expect(failed.generated_count).toBeLessThanOrEqual(30_000);
    const kept = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq', [failed.id]);
    await t.db.query('ALTER TABLE codes DROP CONSTRAINT codes_retry_test');

    const clerk = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
    const refused = await call('POST', '/api/tagging/codeorders/generate', { id: failed.id }, clerk);
    expect(refused.body.status_code).toBe(40301);
    const other = await t.secondEnterprise('retry-other');
    expect((await call('POST', '/api/tagging/codeorders/generate', { id: failed.id }, other.token)).status).toBe(404);

    const again = await t.request({
      method: 'POST',
      url: '/api/tagging/codeorders/generate',
      payload: { id: failed.id },
      token: admin,
      remoteAddress: '10.9.8.7',
    });
    expect(again.status).toBe(200);
    await t.app.jobs.whenIdle();
    const done = (await call('GET', `/api/tagging/codeorders/detail?id=${failed.id}`)).body.data;
    expect(done).toMatchObject({ status: 'ready', generated_count: 60_000, error: '' });
    // The record names whoever generated it again, from the address they asked from.
    const records = await call('GET', `/api/tagging/records/pagelist?order_id=${failed.id}&kind=generate`);
    expect(records.body.data.list[0]).toMatchObject({ actor_name: 'admin', ip: '10.9.8.7', count: 60_000 });
    const rows = await t.db.query<{ value: string; seq: number }>('SELECT value, seq FROM codes WHERE order_id = $1 ORDER BY seq', [
      failed.id,
    ]);
    expect(rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: 60_000 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.value)).size).toBe(60_000);
    expect(rows.slice(0, kept.length).map((row) => row.value)).toEqual(kept.map((row) => row.value));
    // Only a failed job qualifies: asking again is refused and changes nothing.
    const twice = await call('POST', '/api/tagging/codeorders/generate', { id: failed.id });
    expect(twice.status).toBe(409);
    expect((await call('GET', `/api/tagging/codeorders/detail?id=${failed.id}`)).body.data.status).toBe('ready');
    // Pools take the same call, under the pool's own id space and grants.
    const pool = (await call('POST', '/api/tagging/pools/add', { rule_id: r.id, quantity: 10 })).body.data;
    await t.app.jobs.whenIdle();
    expect((await call('POST', '/api/tagging/pools/generate', { id: pool.id })).status).toBe(409);
    expect((await call('POST', '/api/tagging/pools/generate', { id: pool.id }, other.token)).status).toBe(404);
    expect((await call('POST', '/api/tagging/pools/generate', { id: failed.id })).status).toBe(404);
    expect((await call('POST', '/api/tagging/pools/generate', { id: pool.id }, clerk)).body.status_code).toBe(40301);
  });

  it('refuses an order its code space cannot hold, counting every enterprise of the same shape', async () => {
    // 5 random digits after the prefix: 100,000 values, of which a quarter may be issued.
    const box = await rule({ name: 'five-digit boxes', level: 'box', length: 6, alphabet: 'digits', prefix: '9' });
    const tooMany = await call('POST', '/api/tagging/codeorders/add', { rule_id: box.id, quantity: 200_000 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('Quantity');
    expect(tooMany.body.message).toContain('25,000');
    const before = await t.count('code_orders');
    const first = await call('POST', '/api/tagging/codeorders/add', { rule_id: box.id, quantity: 20_000 });
    expect(first.status).toBe(200);
    // Another enterprise's rule of the same shape draws from the same values.
    const other = await t.secondEnterprise('space-admin');
    const otherRule = await call(
      'POST',
      '/api/tagging/coderules/add',
      { name: 'boxes', level: 'box', length: 6, alphabet: 'digits', prefix: '9' },
      other.token,
    );
    const rest = await call('POST', '/api/tagging/codeorders/add', { rule_id: otherRule.body.data.id, quantity: 5_001 }, other.token);
    expect(rest.status).toBe(422);
    expect(rest.body.message).toContain('5,000');
    expect(
      (await call('POST', '/api/tagging/codeorders/add', { rule_id: otherRule.body.data.id, quantity: 5_000 }, other.token)).status,
    ).toBe(200);
    expect(await t.count('code_orders')).toBe(before + 2);
    await t.app.jobs.whenIdle();
    const done = (await call('GET', `/api/tagging/codeorders/detail?id=${first.body.data.id}`)).body.data;
    expect(done).toMatchObject({ status: 'ready', generated_count: 20_000 });
  }, 120_000);

  it('fails a job whose space has no free values left, with its reason, instead of spinning', async () => {
    // 4 random digits after the prefix: 10,000 values, all taken by codes issued elsewhere.
    const small = await rule({ name: 'taken space', level: 'box', length: 7, alphabet: 'digits', prefix: '777' });
    const holder = await order({ rule_id: small.id, quantity: 1 });
    await t.db.query(
      `INSERT INTO codes (id, enterprise_id, order_id, seq, level, value)
       SELECT $1::bigint * 16777216 + 2 + g, enterprise_id, id, 2 + g, 'box', '777' || lpad(g::text, 4, '0')
       FROM code_orders, generate_series(0, 9999) AS g WHERE id = $1
       ON CONFLICT (value) DO NOTHING`,
      [holder.id],
    );
    const started = Date.now();
    const stuck = await order({ rule_id: small.id, quantity: 100 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(stuck).toMatchObject({ status: 'failed', generated_count: 0, error: expect.stringContaining('no free values') });
  });

  it('another enterprise sees none of it: 404 for every order call', async () => {
    const other = await t.secondEnterprise('tag-other');
    const [mine] = await t.db.query<{ id: number }>('SELECT id FROM code_orders ORDER BY id LIMIT 1');
    const id = mine?.id as number;
    expect((await call('GET', `/api/tagging/codeorders/detail?id=${id}`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', `/api/tagging/codeorders/download?id=${id}`, undefined, other.token)).status).toBe(404);
    expect((await call('POST', '/api/tagging/codeorders/close', { id, reason: 'x' }, other.token)).status).toBe(404);
    expect((await call('POST', '/api/tagging/codeorders/cancel', { id }, other.token)).status).toBe(404);
    expect((await call('GET', '/api/tagging/records/pagelist', undefined, other.token)).body.data.total).toBe(0);
    const [code] = await t.db.query<{ value: string }>('SELECT value FROM codes LIMIT 1');
    expect((await call('GET', `/api/tagging/codes/detail?value=${code?.value}`, undefined, other.token)).status).toBe(404);
    expect((await call('GET', `/api/tagging/codes/detail?value=${code?.value}`)).body.data.value).toBe(code?.value);
    // Within the enterprise, only those who may look codes up: a warehouse clerk may not.
    const clerk = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
    expect((await call('GET', `/api/tagging/codes/detail?value=${code?.value}`, undefined, clerk)).status).toBe(403);
    const inspector = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    expect((await call('GET', `/api/tagging/codes/detail?value=${code?.value}`, undefined, inspector)).body.data.value).toBe(code?.value);
    const png = await call('GET', `/api/tagging/codes/qrcode?value=${encodeURIComponent(`https://q.example.cn/m/q/${code?.value}`)}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.raw.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
