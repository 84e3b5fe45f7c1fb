import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** PUBLIC_SCANS_PER_MINUTE=0 (the default 60 is tested with the resolve and the page): no address is held off. */
describe('public scans without a per-address limit', () => {
  let t: TestApp;
  const ip = '100.64.9.1';

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_SCANS_PER_MINUTE: '0', SEED_DEMO: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers more than 60 scans and 60 pages a minute from one address, recording each', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events');
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/public/scans', payload: { code: 'NOSUCHCODE0000000009' }, remoteAddress: ip }))
          .status,
      );
      statuses.push((await t.request({ method: 'GET', url: '/m/q/NOSUCHCODE0000000009', remoteAddress: ip })).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events');
    expect(Number(after?.n) - Number(before?.n)).toBe(130);
  });
});
