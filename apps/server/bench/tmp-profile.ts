import { monitorEventLoopDelay } from 'node:perf_hooks';
import { watchScans } from '../src/modules/risk/risk.jobs.ts';
import { order, start } from './lifecycle.ts';
import { loadCycling } from './load.ts';

const N = Number(process.env.N ?? 4000);
const b = await start('postgres', 'postgres://postgres@127.0.0.1:5432/postgres', {
  env: { PUBLIC_SCANS_PER_MINUTE: '0', RISK_ENGINE: '0' },
});
const items = await order(b, 'item', N * 2);
await b.db.query(`UPDATE codes SET status = 'shipped', holder_type = 'dealer', holder_id = $2, dealer_id = $2 WHERE order_id = $1`, [
  items.orderId,
  b.dealerId,
]);
const bodies = items.values.map((code) => JSON.stringify({ code, gps: { lat: 31.2304, lng: 121.4737 } }));
const url = `${b.base}/api/public/scans`;
let h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
const without = await loadCycling(url, { connections: 10, amount: N, bodies: bodies.slice(0, N) });
h.disable();
console.log('without', without, 'eld p99', h.percentile(99) / 1e6, 'max', h.max / 1e6);
const watcher = watchScans(b.app, b.db);
if (process.env.DRAIN) {
  await new Promise((r) => setTimeout(r, 1500));
  await b.app.jobs.whenIdle();
}
h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
const withEngine = await loadCycling(url, { connections: 10, amount: N, bodies: bodies.slice(N) });
h.disable();
console.log('with', withEngine, 'eld p99', h.percentile(99) / 1e6, 'max', h.max / 1e6);
watcher.stop();
await b.close();
process.exit(0);
