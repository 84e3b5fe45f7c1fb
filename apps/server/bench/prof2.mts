import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';

const N = 1_000_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'Bench-Password-1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  DATABASE_URL: process.env.PGURL ?? '',
});
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await db.migrate();
const app = await buildApp({ config, db, logger: false });
await bootstrap(app);
await app.ready();
const token = (
  await app.inject({
    method: 'POST',
    url: '/api/sso/login',
    payload: { account_name: 'admin', account_password: 'Bench-Password-1', account_type: 1 },
  })
).json().data;
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { token }, payload }).then((r) => r.json().data);
const rule = await post('/api/tagging/coderules/add', { name: 'b', level: 'item', length: 16 });
let t = performance.now();
const order = await post('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: N });
await app.generation.whenIdle();
console.log('generate', Math.round(N / ((performance.now() - t) / 1000)), 'codes/s');
t = performance.now();
const r = await app.inject({ method: 'GET', url: `/api/tagging/codeorders/download?id=${order.id}&format=txt`, headers: { token } });
console.log('download', Math.round(performance.now() - t), 'ms', r.rawPayload.length);
t = performance.now();
const r2 = await app.inject({ method: 'GET', url: `/api/tagging/codeorders/download?id=${order.id}&format=txt`, headers: { token } });
console.log('re-download', Math.round(performance.now() - t), 'ms', r2.rawPayload.length);
t = performance.now();
let after = 0;
let n = 0;
for (;;) {
  const rows = await db.query<{ seq: number; value: string }>(
    'SELECT seq, value FROM codes WHERE order_id = $1 AND seq > $2 ORDER BY seq LIMIT 20000',
    [order.id, after],
  );
  if (!rows.length) break;
  n += rows.length;
  after = Number(rows[rows.length - 1]!.seq);
}
console.log('raw read', Math.round(performance.now() - t), 'ms', n);
await app.close();
await db.close();
