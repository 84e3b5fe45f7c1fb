import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedContact } from '../src/modules/querymanage/contact-mask.ts';
import { codeFixture } from './support/codes.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Row = {
  id: number;
  code: string;
  raw_value: string;
  product_name: string;
  content: string;
  contact_masked: string;
  language: string;
  status: string;
  reply: string;
  handled_by: string;
  handled_at: string | null;
  network: string;
};

describe('consumer inquiries: left on the scan page, worked through in the console', () => {
  let t: TestApp;
  let admin: string;
  let f: Awaited<ReturnType<typeof codeFixture>>;
  let address = 0;
  /** Each message from its own address unless one is given (the throttle counts per address). */
  const leave = (body: object, options: { ip?: string; lang?: string } = {}) => {
    address += 1;
    return t.request({
      method: 'POST',
      url: '/api/public/inquiries',
      payload: body,
      remoteAddress: options.ip ?? `10.20.${Math.floor(address / 250) % 250}.${address % 250}`,
      ...(options.lang ? { lang: options.lang } : {}),
    });
  };
  const list = async (query = '', token = admin) => {
    const answer = await t.request({ method: 'GET', url: `/api/querymanage/inquiries/pagelist?page_size=200&${query}`, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { list: Row[]; total: number };
  };
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, payload, token });
  const stored = () => t.count('consumer_inquiries');
  const item = (i: number) => f.items.values[i] as string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = await codeFixture(t, admin, { items: 6, boxes: 0, pallets: 0 });
    const commissioned = await post('/api/codes/commission', {
      op_id: randomUUID(),
      codes: f.items.values.slice(0, 4),
      product_id: f.productId,
      warehouse_id: f.warehouseId,
      lot_no: 'L-INQ',
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has demo inquiries in four languages, open, replied and closed, with contacts only masked', async () => {
    const demo = await list();
    expect(demo.total).toBeGreaterThanOrEqual(25);
    expect(new Set(demo.list.map((row) => row.language))).toEqual(new Set(['zh', 'en', 'es', 'ja']));
    expect(new Set(demo.list.map((row) => row.status))).toEqual(new Set(['open', 'replied', 'closed']));
    expect(demo.list.every((row) => row.code !== '' && row.product_name !== '')).toBe(true);
    expect(demo.list.filter((row) => row.status === 'replied').every((row) => row.reply !== '' && row.handled_by === 'admin')).toBe(true);
    const contacts = demo.list.map((row) => row.contact_masked).filter(Boolean);
    expect(contacts.length).toBeGreaterThan(10);
    expect(contacts.every((contact) => contact.includes('***'))).toBe(true);
    // Some are about labels that did not show as genuine.
    const [doubtful] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM consumer_inquiries i JOIN codes c ON c.id = i.code_id WHERE c.status IN ('voided', 'replaced', 'generated')`,
    );
    expect(Number(doubtful?.n)).toBeGreaterThan(0);
  });

  it('masks a phone, an e-mail address and any other handle, keeping enough to recognise', () => {
    expect(maskedContact('13812345678')).toBe('138****5678');
    expect(maskedContact(' 138 1234 5678 ')).toBe('138****5678');
    expect(maskedContact('+34 612 345 678')).toBe('+346****5678');
    expect(maskedContact('0571-8888')).toBe('05****88');
    expect(maskedContact('alice@example.com')).toBe('a***@example.com');
    expect(maskedContact('wx_tanaka88')).toBe('w***8');
    expect(maskedContact('abc')).toBe('***');
    expect(maskedContact('')).toBe('');
    expect(maskedContact(undefined)).toBe('');
  });

  it('stores a message about a code for its enterprise with the contact masked and the address as its network', async () => {
    const answer = await leave(
      { code: `https://q.example.cn/m/q/${item(0)}`, content: '这瓶是真的吗？第一次买。', contact: '13812345678', language: 'zh' },
      { ip: '198.51.100.23' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ received: true });
    const [row] = (await list(`keyword=${item(0)}`)).list;
    expect(row).toMatchObject({
      code: item(0),
      raw_value: `https://q.example.cn/m/q/${item(0)}`,
      content: '这瓶是真的吗？第一次买。',
      contact_masked: '138****5678',
      language: 'zh',
      status: 'open',
      reply: '',
      handled_by: '',
      handled_at: null,
      network: '198.51.100.0/24',
    });
    expect(row?.product_name).not.toBe('');
    // The contact itself is nowhere in the database.
    const [raw] = await t.db.query<Record<string, unknown>>('SELECT * FROM consumer_inquiries WHERE id = $1', [row?.id]);
    expect(JSON.stringify(raw)).not.toContain('13812345678');
    expect(JSON.stringify(raw)).not.toContain('198.51.100.23');

    // A Digital Link and an e-mail address; the language from the request when the page gives none.
    await leave(
      { code: `https://q.example.cn/01/09506000134352/21/${item(1)}`, content: 'Is the lot recalled?', contact: 'bob@example.com' },
      { lang: 'es' },
    );
    expect((await list(`keyword=${item(1)}`)).list[0]).toMatchObject({ contact_masked: 'b***@example.com', language: 'es' });
    // No contact at all, a code typed in lower case.
    await leave({ code: item(2).toLowerCase(), content: 'Genuine?' });
    expect((await list(`keyword=Genuine?`)).list[0]).toMatchObject({ code: item(2), contact_masked: '' });
  });

  it("answers an unknown code and another enterprise's code exactly as its own, storing nothing for the unknown one", async () => {
    const other = await t.secondEnterprise();
    const rule = await post('/api/tagging/coderules/add', { name: 'Other rule', level: 'item', length: 18 }, other.token);
    const order = await post('/api/tagging/codeorders/add', { rule_id: rule.body.data.id, quantity: 2 }, other.token);
    await t.app.jobs.whenIdle();
    const [foreign] = await t.db.query<{ value: string }>('SELECT value FROM codes WHERE order_id = $1 ORDER BY seq LIMIT 1', [
      order.body.data.id,
    ]);
    const body = (code: string) => ({ code, content: 'Where can I buy this', contact: '13900001111' });

    const own = await leave(body(item(3)));
    const before = await stored();
    const unknown = await leave(body('NOSUCHCODE0000000042'));
    const unreadable = await leave(body('not a code at all!'));
    expect(await stored()).toBe(before);
    const theirs = await leave(body(foreign?.value as string));
    expect(await stored()).toBe(before + 1);
    for (const answer of [unknown, unreadable, theirs]) {
      expect(answer.status).toBe(own.status);
      expect(answer.body).toEqual(own.body);
    }
    // The other enterprise's message is its own: the demo enterprise does not see it, and the other sees only it.
    expect((await list(`keyword=${foreign?.value}`)).total).toBe(0);
    const theirList = await list('', other.token);
    expect(theirList.total).toBe(1);
    expect(theirList.list[0]).toMatchObject({ code: foreign?.value, contact_masked: '139****1111' });
    const mine = (await list(`keyword=${item(3)}`)).list[0] as Row;
    expect((await post('/api/querymanage/inquiries/reply', { id: mine.id, reply: 'Hello' }, other.token)).status).toBe(404);
    expect((await post('/api/querymanage/inquiries/close', { id: mine.id }, other.token)).status).toBe(404);
    const exported = await t.request({ method: 'GET', url: '/api/querymanage/inquiries/export?format=csv', token: other.token });
    expect(exported.raw.body).not.toContain(item(3));
    expect((await list(`keyword=${item(3)}`)).list[0]?.status).toBe('open');
  });

  it('refuses what it cannot take with the field named, and stores nothing', async () => {
    const before = await stored();
    const refused = async (body: object, field: string) => {
      const answer = await leave(body, { lang: 'en' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(JSON.stringify(answer.body)).toContain(field);
    };
    const ok = { code: item(0), content: 'Fine' };
    await refused({ ...ok, code: '' }, 'code');
    await refused({ ...ok, code: 'x'.repeat(513) }, 'code');
    await refused({ ...ok, content: '   ' }, 'content');
    await refused({ ...ok, content: 'x'.repeat(1001) }, 'content');
    await refused({ ...ok, content: 'bell\u0007' }, 'content');
    await refused({ ...ok, contact: 'x'.repeat(65) }, 'contact');
    await refused({ ...ok, language: 'fr' }, 'language');
    await refused({ content: 'no code' }, 'code');
    expect(await stored()).toBe(before);
  });

  it("holds off an address past five messages a minute, in the reader's language, and keeps taking others", async () => {
    const ip = '100.64.9.9';
    const body = { code: item(0), content: 'Spam?' };
    for (let i = 0; i < 5; i++) expect((await leave(body, { ip })).status).toBe(200);
    const held = await leave(body, { ip, lang: 'zh' });
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.body.message).toMatch(/^短时间内留言次数过多，请 \d+ 秒后再试。$/);
    expect((await leave(body)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await leave(body, { ip })).status).toBe(200);
  });

  it('replies to an open message, closes it, and refuses a second hand; each audited', async () => {
    await leave({ code: item(3), content: 'Reply test message', contact: 'reply@example.com' });
    const row = (await list('keyword=Reply test')).list[0] as Row;
    // A reply is written in the consumer's language, with its punctuation; only control characters are refused.
    const garbled = await post('/api/querymanage/inquiries/reply', { id: row.id, reply: 'Thank you\u0007' });
    expect(garbled.status).toBe(422);
    const inChinese = '您好，这是正品！如有疑问：请致电 400-800-1234。';
    const replied = await post('/api/querymanage/inquiries/reply', { id: row.id, reply: inChinese });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'replied', reply: inChinese, handled_by: 'admin' });
    expect(replied.body.data.handled_at).not.toBeNull();

    const again = await post('/api/querymanage/inquiries/reply', { id: row.id, reply: 'Second answer' }, admin);
    expect(again.status).toBe(409);
    expect((await list('keyword=Reply test')).list[0]?.reply).toBe(inChinese);

    const closed = await post('/api/querymanage/inquiries/close', { id: row.id });
    expect(closed.body.data).toMatchObject({ status: 'closed', reply: inChinese });
    expect((await post('/api/querymanage/inquiries/close', { id: row.id })).status).toBe(409);
    expect((await post('/api/querymanage/inquiries/reply', { id: row.id, reply: 'Late' })).status).toBe(409);

    // Closed without a reply.
    await leave({ code: item(3), content: 'Close test message' });
    const quiet = (await list('keyword=Close test')).list[0] as Row;
    expect((await post('/api/querymanage/inquiries/close', { id: quiet.id })).body.data).toMatchObject({ status: 'closed', reply: '' });

    // A reply needs text; unknown ids are not found.
    await leave({ code: item(3), content: 'Rule test message' });
    const open = (await list('keyword=Rule test')).list[0] as Row;
    expect((await post('/api/querymanage/inquiries/reply', { id: open.id, reply: '' })).status).toBe(422);
    expect((await post('/api/querymanage/inquiries/reply', { id: 2_000_000_000, reply: 'x' })).status).toBe(404);

    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_logs WHERE object_type = 'consumer_inquiry' AND object_id = $1 ORDER BY id",
      [String(row.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['consumer_inquiry.reply', 'consumer_inquiry.close']);

    // Filters: by status and by day.
    const closedRows = await list('status=closed');
    expect(closedRows.list.every((r) => r.status === 'closed')).toBe(true);
    expect(closedRows.list.map((r) => r.id)).toEqual(expect.arrayContaining([row.id, quiet.id]));
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list(`keyword=Close test&created_from=${today}&created_to=${today}`)).total).toBe(1);
    expect((await list('keyword=Close test&created_from=2020-01-01&created_to=2020-01-31')).total).toBe(0);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/querymanage/inquiries/pagelist?created_from=2026-02-01&created_to=2026-01-01',
          token: admin,
        })
      ).status,
    ).toBe(422);

    const exported = await t.request({ method: 'GET', url: '/api/querymanage/inquiries/export?format=csv&status=closed', token: admin });
    expect(exported.status).toBe(200);
    expect(exported.raw.body).toContain('Close test message');
    expect(exported.raw.body).toContain('r***@example.com');
    expect(exported.raw.body).not.toContain('Rule test message');
  });

  it('lets the page read with its menu, export with its export button, and only its update button reply or close', async () => {
    const [row] = (await list('status=open')).list;
    const reader = await employeeWith(t, admin, 'inquiry-reader', { menus: ['querymanage', 'customerinquire'] });
    const handler = await employeeWith(t, admin, 'inquiry-handler', {
      menus: ['querymanage', 'customerinquire'],
      buttons: ['customerinquire:update', 'customerinquire:export'],
    });
    const nobody = await employeeWith(t, admin, 'inquiry-nobody', { menus: ['querymanage', 'customerquery'] });
    const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
    expect((await get('/api/querymanage/inquiries/pagelist', reader)).status).toBe(200);
    expect((await get('/api/querymanage/inquiries/pagelist', nobody)).status).toBe(403);
    expect((await get('/api/querymanage/inquiries/export?format=csv', reader)).status).toBe(403);
    expect((await get('/api/querymanage/inquiries/export?format=csv', handler)).status).toBe(200);
    const refused = await post('/api/querymanage/inquiries/reply', { id: row?.id, reply: 'Hello' }, reader);
    expect(refused.status).toBe(403);
    expect(refused.body.status_code).toBe(40301);
    expect((await post('/api/querymanage/inquiries/close', { id: row?.id }, reader)).status).toBe(403);
    expect((await post('/api/querymanage/inquiries/reply', { id: row?.id, reply: 'Hello' }, handler)).body.data).toMatchObject({
      status: 'replied',
      handled_by: 'inquiry-handler',
    });
    // The public form needs no session at all.
    expect((await leave({ code: item(0), content: 'Anyone may write' })).status).toBe(200);
  });
});
