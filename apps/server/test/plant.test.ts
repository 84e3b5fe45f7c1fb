import { createHash } from 'node:crypto';
import { DEVICE_KEY } from '@trace/contract/plant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineOfDeviceKey } from '../src/modules/plant/plant.public.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Row = Record<string, unknown> & { id: number };

describe('plant master data', () => {
  let t: TestApp;
  let admin: string;
  let other: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin, lang?: string) =>
    t.request({ method, url, token, lang, ...(payload === undefined ? {} : { payload: payload as object }) });
  const add = async (path: string, body: Record<string, unknown>, token = admin) => {
    const response = await call('POST', `/api/plant/${path}/add`, body, token);
    if (response.status !== 200) throw new Error(`${path}/add: ${JSON.stringify(response.body)}`);
    return response.body.data as Row;
  };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const employeeIds = async () =>
    (await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE account_type = 2 ORDER BY id LIMIT 3`)).map((r) => Number(r.id));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = (await t.secondEnterprise()).token;
  });
  afterAll(() => t.close());

  it('loads the demo plants: 3 plants, 2 workshops each, 2 lines per workshop, 3 shift teams with members', async () => {
    const plants = await call('GET', '/api/plant/plants/pagelist?page_size=100');
    expect(plants.body.data.total).toBe(3);
    expect(plants.body.data.list.every((p: { workshop_count: number }) => p.workshop_count === 2)).toBe(true);
    expect((await call('GET', '/api/plant/workshops/pagelist?page_size=100')).body.data.total).toBe(6);
    expect((await call('GET', '/api/plant/lines/pagelist?page_size=100')).body.data.total).toBe(12);
    const shifts = (await call('GET', '/api/plant/shifts/pagelist?page_size=100')).body.data;
    expect(shifts.total).toBe(3);
    expect(shifts.list.every((s: { members: unknown[] }) => s.members.length > 0)).toBe(true);
    expect(shifts.list.find((s: { code: string }) => s.code === 'SH-C')).toMatchObject({ overnight: true, end_time: '06:00' });
  });

  it('plants: add, detail, list with filters and sort, update, disable, export, delete', async () => {
    const created = await add('plants', {
      code: 'T-PL',
      name: '测试工厂',
      area_code: '440300',
      address: '南山区',
      manager: 'Li',
      phone: '0755-1234567',
    });
    expect(created).toMatchObject({ code: 'T-PL', area_name: expect.stringContaining('深圳'), workshop_count: 0, status: 1 });
    expect((await call('GET', `/api/plant/plants/detail?id=${created.id}`)).body.data.id).toBe(created.id);
    const byArea = await call('GET', '/api/plant/plants/pagelist?area_code=440000');
    expect(byArea.body.data.list.map((p: Row) => p.code)).toEqual(['T-PL']);
    const byKeyword = await call('GET', '/api/plant/plants/pagelist?keyword=T-PL&sort=-name');
    expect(byKeyword.body.data.total).toBe(1);
    const disabled = await call('POST', '/api/plant/plants/update', {
      code: 'T-PL',
      name: '测试工厂',
      area_code: '440300',
      id: created.id,
      status: 0,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.status).toBe(0);
    expect((await call('GET', '/api/plant/plants/pagelist?status=0')).body.data.list.map((p: Row) => p.id)).toEqual([created.id]);
    // A disabled plant is no longer offered by the picker.
    const options = await call('GET', '/api/plant/plants/options');
    expect(options.body.data.map((o: Row) => o.id)).not.toContain(created.id);
    const csv = await call('GET', '/api/plant/plants/export?format=csv&keyword=T-PL', undefined, admin, 'en');
    expect(csv.status).toBe(200);
    expect(csv.raw.body).toContain('测试工厂');
    expect(csv.raw.body.trim().split('\n')).toHaveLength(2);
    const xlsx = await call('GET', '/api/plant/plants/export?format=xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheet');
    expect((await call('POST', '/api/plant/plants/delete', { id: created.id })).status).toBe(200);
    expect((await call('GET', `/api/plant/plants/detail?id=${created.id}`)).status).toBe(404);
  });

  it('refuses bad input, duplicate codes and unknown areas, writing nothing', async () => {
    const before = await t.count('plants');
    for (const body of [
      { code: '', name: 'x' },
      { code: 'bad/code', name: 'x' },
      { code: 'OK', name: '' },
      { code: 'OK', name: 'x', phone: 'abc' },
    ]) {
      expect((await call('POST', '/api/plant/plants/add', body)).status).toBe(422);
    }
    const area = await call('POST', '/api/plant/plants/add', { code: 'AREA-X', name: 'x', area_code: 'ZZ9999' });
    expect(area.status).toBe(422);
    const dup = await call('POST', '/api/plant/plants/add', { code: 'PL-SH', name: 'again' }, admin, 'en');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('PL-SH');
    expect(await t.count('plants')).toBe(before);
    // The same code is free in another enterprise.
    expect((await call('POST', '/api/plant/plants/add', { code: 'PL-SH', name: 'theirs' }, other)).status).toBe(200);
  });

  it('workshops: plant reference checked, filter by plant, delete of a plant in use refused', async () => {
    const plant = await add('plants', { code: 'W-PL', name: 'Workshop plant' });
    const workshop = await add('workshops', { code: 'W-1', name: 'Filling', plant_id: plant.id, manager: 'Zhao' });
    expect(workshop).toMatchObject({ plant_id: plant.id, plant_name: 'Workshop plant', line_count: 0 });
    const filtered = await call('GET', `/api/plant/workshops/pagelist?plant_id=${plant.id}`);
    expect(filtered.body.data.list.map((w: Row) => w.code)).toEqual(['W-1']);
    const unknown = await call('POST', '/api/plant/workshops/add', { code: 'W-2', name: 'x', plant_id: 999_999 }, admin, 'en');
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fields ?? unknown.body.data).toBeDefined();
    expect(JSON.stringify(unknown.body)).toContain('plant_id');
    const used = await call('POST', '/api/plant/plants/delete', { id: plant.id }, admin, 'en');
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/1 workshop/);
    const usedZh = await call('POST', '/api/plant/plants/delete', { id: plant.id }, admin, 'zh');
    expect(usedZh.body.message).toContain('车间');
    // Moving a workshop to another plant and back, then deleting it frees the plant.
    const moved = await call('POST', '/api/plant/workshops/update', {
      code: 'W-1',
      name: 'Filling',
      plant_id: plant.id,
      id: workshop.id,
      status: 0,
    });
    expect(moved.body.data.status).toBe(0);
    expect((await call('POST', '/api/plant/workshops/delete', { id: workshop.id })).status).toBe(200);
    expect((await call('POST', '/api/plant/plants/delete', { id: plant.id })).status).toBe(200);
  });

  it('lines: the device key is shown once, stored only as its SHA-256, and rotation invalidates the old one at once', async () => {
    const plant = await add('plants', { code: 'L-PL', name: 'Line plant' });
    const workshop = await add('workshops', { code: 'L-W', name: 'Line workshop', plant_id: plant.id });
    const created = await add('lines', { code: 'L-1', name: 'Line 1', workshop_id: workshop.id });
    const key = created.device_key as string;
    expect(key).toMatch(DEVICE_KEY);
    expect(created).toMatchObject({ workshop_name: 'Line workshop', plant_id: plant.id, plant_name: 'Line plant' });
    const [stored] = await t.db.query<{ key_hash: string }>(`SELECT key_hash FROM production_lines WHERE id = $1`, [created.id]);
    expect(stored?.key_hash).toBe(sha256(key));
    expect(JSON.stringify(await t.db.query(`SELECT * FROM production_lines WHERE id = $1`, [created.id]))).not.toContain(key);
    // No other call answers the key.
    for (const url of [`/api/plant/lines/detail?id=${created.id}`, '/api/plant/lines/pagelist?keyword=L-1']) {
      const body = JSON.stringify((await call('GET', url)).body);
      expect(body).not.toContain(key);
      expect(body).not.toContain('device_key');
      expect(body).not.toContain(stored?.key_hash);
    }
    const csv = await call('GET', '/api/plant/lines/export?format=csv&keyword=L-1');
    expect(csv.raw.body).not.toContain(key);
    const audit = await t.db.query<{ after: unknown }>(`SELECT after FROM audit_logs WHERE object_type = 'line' AND object_id = $1`, [
      String(created.id),
    ]);
    expect(JSON.stringify(audit)).not.toContain(key);
    const orm = { orm: t.db.orm };
    expect((await lineOfDeviceKey(orm, key))?.id).toBe(created.id);

    t.clock.advance(60_000);
    const rotated = await call('POST', '/api/plant/lines/rotate-key', { id: created.id });
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.data.device_key as string;
    expect(newKey).toMatch(DEVICE_KEY);
    expect(newKey).not.toBe(key);
    expect(await lineOfDeviceKey(orm, key)).toBeUndefined();
    expect((await lineOfDeviceKey(orm, newKey))?.id).toBe(created.id);
    expect(Date.parse(rotated.body.data.key_rotated_at)).toBeGreaterThanOrEqual(Date.parse(created.key_rotated_at as string));
    expect(await lineOfDeviceKey(orm, 'lk_wrong')).toBeUndefined();

    // An update keeps the key; a disabled line's key does not open the line API.
    const disabled = await call('POST', '/api/plant/lines/update', {
      code: 'L-1',
      name: 'Line 1',
      workshop_id: workshop.id,
      id: created.id,
      status: 0,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).not.toHaveProperty('device_key');
    expect(await lineOfDeviceKey(orm, newKey)).toBeUndefined();

    // Filters: by workshop and by plant.
    expect((await call('GET', `/api/plant/lines/pagelist?workshop_id=${workshop.id}`)).body.data.total).toBe(1);
    expect((await call('GET', `/api/plant/lines/pagelist?plant_id=${plant.id}`)).body.data.list[0].code).toBe('L-1');

    const used = await call('POST', '/api/plant/workshops/delete', { id: workshop.id }, admin, 'en');
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/1 production line/);
    const unknown = await call('POST', '/api/plant/lines/add', { code: 'L-2', name: 'x', workshop_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect((await call('POST', '/api/plant/lines/add', { code: 'L-1', name: 'dup', workshop_id: workshop.id })).status).toBe(409);
    expect((await call('POST', '/api/plant/lines/rotate-key', { id: 999_999 })).status).toBe(404);
    expect((await call('POST', '/api/plant/lines/delete', { id: created.id })).status).toBe(200);
    expect((await call('POST', '/api/plant/workshops/delete', { id: workshop.id })).status).toBe(200);
  });

  it('shift teams: hours across midnight, members of the enterprise only, members replaced on update', async () => {
    const [a, b, c] = await employeeIds();
    const created = await add('shifts', { code: 'S-N', name: 'Night', start_time: '22:00', end_time: '06:00', member_ids: [a, b, b] });
    expect(created).toMatchObject({ overnight: true, start_time: '22:00', end_time: '06:00' });
    expect((created.members as Row[]).map((m) => m.id).sort()).toEqual([a, b].sort());
    const day = await add('shifts', { code: 'S-D', name: 'Day', start_time: '08:00', end_time: '16:30' });
    expect(day).toMatchObject({ overnight: false, members: [] });
    const updated = await call('POST', '/api/plant/shifts/update', {
      code: 'S-N',
      name: 'Night',
      start_time: '22:00',
      end_time: '06:00',
      member_ids: [c],
      id: created.id,
    });
    expect(updated.body.data.members.map((m: Row) => m.id)).toEqual([c]);
    for (const body of [
      { code: 'S-X', name: 'x', start_time: '25:00', end_time: '06:00' },
      { code: 'S-X', name: 'x', start_time: '8:00', end_time: '16:00' },
      { code: 'S-X', name: 'x', start_time: '08:00', end_time: '08:00' },
      { code: 'S-X', name: 'x', start_time: '08:00', end_time: '16:00', member_ids: [999_999] },
    ]) {
      expect((await call('POST', '/api/plant/shifts/add', body)).status).toBe(422);
    }
    const same = await call(
      'POST',
      '/api/plant/shifts/add',
      { code: 'S-X', name: 'x', start_time: '08:00', end_time: '08:00' },
      admin,
      'en',
    );
    expect(same.body.message).toMatch(/end/i);
    const employees = await call('GET', '/api/plant/employees/options?keyword=super');
    expect(employees.body.data.length).toBeGreaterThan(0);
    const csv = await call('GET', '/api/plant/shifts/export?format=csv&keyword=S-N', undefined, admin, 'en');
    expect(csv.raw.body).toContain('next day');
    expect((await call('POST', '/api/plant/shifts/delete', { id: created.id })).status).toBe(200);
    expect(
      Number((await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM shift_members WHERE shift_id = $1`, [created.id]))[0]?.n),
    ).toBe(0);
  });

  it('another enterprise: every record is not found, its references unknown, its employees no members', async () => {
    const mine = {
      plant: (await call('GET', '/api/plant/plants/pagelist?keyword=PL-HZ')).body.data.list[0] as Row,
      workshop: (await call('GET', '/api/plant/workshops/pagelist?keyword=PL-HZ-W1')).body.data.list[0] as Row,
      line: (await call('GET', '/api/plant/lines/pagelist?keyword=PL-HZ-W1-L1')).body.data.list[0] as Row,
      shift: (await call('GET', '/api/plant/shifts/pagelist?keyword=SH-A')).body.data.list[0] as Row,
    };
    for (const [path, row] of [
      ['plants', mine.plant],
      ['workshops', mine.workshop],
      ['lines', mine.line],
      ['shifts', mine.shift],
    ] as const) {
      expect((await call('GET', `/api/plant/${path}/detail?id=${row.id}`, undefined, other)).status).toBe(404);
      expect((await call('POST', `/api/plant/${path}/delete`, { id: row.id }, other)).status).toBe(404);
      const theirs = await call('GET', `/api/plant/${path}/pagelist?page_size=100`, undefined, other);
      expect(theirs.body.data.list.map((r: Row) => r.code)).not.toContain(row.code);
      const options = await call('GET', `/api/plant/${path}/options?ids=${row.id}`, undefined, other);
      expect(options.body.data).toEqual([]);
    }
    expect((await call('POST', '/api/plant/lines/rotate-key', { id: mine.line.id }, other)).status).toBe(404);
    const theirPlant = (await call('POST', '/api/plant/plants/add', { code: 'O-PL', name: 'Other plant' }, other)).body.data as Row;
    expect((await call('POST', '/api/plant/workshops/add', { code: 'O-W', name: 'x', plant_id: mine.plant.id }, other)).status).toBe(422);
    expect((await call('POST', '/api/plant/workshops/add', { code: 'M-W', name: 'x', plant_id: theirPlant.id })).status).toBe(422);
    expect((await call('POST', '/api/plant/lines/add', { code: 'O-L', name: 'x', workshop_id: mine.workshop.id }, other)).status).toBe(422);
    const [employee] = await employeeIds();
    const shift = await call(
      'POST',
      '/api/plant/shifts/add',
      { code: 'O-S', name: 'x', start_time: '08:00', end_time: '16:00', member_ids: [employee] },
      other,
    );
    expect(shift.status).toBe(422);
    expect((await call('GET', '/api/plant/employees/options', undefined, other)).body.data).toEqual([]);
  });

  it('an employee deleted leaves the shift teams it was a member of', async () => {
    await employeeWith(t, admin, 'leaver', { menus: ['classlist'] });
    const [leaver] = await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE account_name = 'leaver'`);
    const leaverId = Number(leaver?.id);
    const [stay] = await employeeIds();
    const team = await add('shifts', {
      code: 'S-L',
      name: 'Leavers',
      start_time: '06:00',
      end_time: '14:00',
      member_ids: [leaverId, stay],
    });
    expect((team.members as Row[]).length).toBe(2);
    expect((await call('POST', '/api/org/employees/delete', { id: leaverId })).status).toBe(200);
    const after = await call('GET', `/api/plant/shifts/detail?id=${team.id}`);
    expect(after.body.data.members.map((m: Row) => m.id)).toEqual([stay]);
  });

  it('guards every call with the catalogue grants of its page; rotation needs workline:update', async () => {
    const reader = await employeeWith(t, admin, 'plantreader', { menus: ['plantlist', 'workshoplist', 'workline', 'classlist'] });
    expect((await call('GET', '/api/plant/lines/pagelist', undefined, reader)).status).toBe(200);
    const line = (await call('GET', '/api/plant/lines/pagelist?keyword=PL-SH-W1-L1')).body.data.list[0] as Row;
    expect((await call('POST', '/api/plant/lines/rotate-key', { id: line.id }, reader)).status).toBe(403);
    expect((await call('POST', '/api/plant/plants/add', { code: 'R-1', name: 'x' }, reader)).status).toBe(403);
    const adder = await employeeWith(t, admin, 'lineadder', { menus: ['workline'], buttons: ['workline:add'] });
    expect((await call('POST', '/api/plant/lines/rotate-key', { id: line.id }, adder)).status).toBe(403);
    expect((await call('GET', '/api/plant/plants/pagelist', undefined, adder)).status).toBe(403);
    const rotator = await employeeWith(t, admin, 'linerotator', { menus: ['workline'], buttons: ['workline:update'] });
    expect((await call('POST', '/api/plant/lines/rotate-key', { id: line.id }, rotator)).status).toBe(200);
    expect((await call('GET', '/api/plant/employees/options', undefined, adder)).status).toBe(403);
    expect((await call('GET', '/api/plant/plants/pagelist')).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/plant/plants/pagelist' })).status).toBe(401);
  });
});
