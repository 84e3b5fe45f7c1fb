import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { bootstrap } from '../src/seed/bootstrap.ts';
import type { BenchRow } from './tagging.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const password = 'Bench-Password-1';

/** The slow link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency (CDP takes bytes per second). */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const GOALS = { loginKiB: 200, dashboardKiB: 350, formSeconds: 2.5 };

/** `at`: seconds from the first request to the last byte. */
type Transfer = { url: string; type: string; bytes: number; at: number };

/** Records what reaches the page over the wire: CDP's encodedDataLength counts headers and compressed bodies. */
async function recordTransfers(session: CDPSession) {
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const pending = new Set<string>();
  const done: Transfer[] = [];
  let lastActivity = Date.now();
  let firstRequest: number | undefined;
  session.on('Network.requestWillBeSent', (event) => {
    firstRequest ??= event.timestamp;
    types.set(event.requestId, event.type ?? 'Other');
    urls.set(event.requestId, event.request.url);
    pending.add(event.requestId);
    lastActivity = Date.now();
  });
  session.on('Network.loadingFinished', (event) => {
    pending.delete(event.requestId);
    done.push({
      url: urls.get(event.requestId) ?? '',
      type: types.get(event.requestId) ?? 'Other',
      bytes: event.encodedDataLength,
      at: event.timestamp - (firstRequest ?? event.timestamp),
    });
    lastActivity = Date.now();
  });
  session.on('Network.loadingFailed', (event) => {
    pending.delete(event.requestId);
    lastActivity = Date.now();
  });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_LINK);
  return {
    /** Transfers finished since the last take. */
    take: () => done.splice(0),
    /** Resolves once nothing has been in flight for `quietMs`. */
    async settle(quietMs = 1000) {
      while (pending.size > 0 || Date.now() - lastActivity < quietMs) await new Promise((r) => setTimeout(r, 100));
    },
  };
}

const kib = (transfers: Transfer[]) => Math.round(transfers.reduce((sum, t) => sum + t.bytes, 0) / 1024);
const isCode = (t: Transfer) => t.type === 'Script' || t.type === 'Stylesheet';

async function signIn(page: Page) {
  await page.locator('#account_name').fill('admin');
  await page.locator('#account_password').fill(password);
  await page.locator('#account_password').press('Enter');
  await page.waitForURL('**/dashboard');
  await page.getByTestId('enterprise-name').waitFor();
}

/**
 * The console as a browser on the slow link receives it, from an empty cache: JS and CSS of
 * /login, the time until the sign-in form shows, and everything the dashboard adds after sign-in.
 */
export async function webLoadBench(): Promise<BenchRow[]> {
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(executablePath)) {
    console.warn('web bench skipped: needs "npm run build" and Chromium at /usr/bin/chromium (or CHROMIUM_PATH)');
    return [];
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-bench-web-'));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent', DATABASE_URL: '', WEB_DIST: webDist });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  const app = await buildApp({ config, db, logger: false });
  await bootstrap(app);
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const network = await recordTransfers(await context.newCDPSession(page));

    const started = Date.now();
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.locator('#account_name').waitFor({ state: 'visible' });
    const formSeconds = (Date.now() - started) / 1000;
    await network.settle();
    const login = network.take();

    await signIn(page);
    await network.settle();
    const dashboard = network.take();
    await context.close();

    const loginCode = login.filter(isCode);
    return [
      {
        name: '/login JS+CSS on the wire (empty cache)',
        value: kib(loginCode),
        unit: 'KiB',
        baseline: 'goal',
        baselineValue: GOALS.loginKiB,
        goal: `≤ ${GOALS.loginKiB} KiB`,
        note: `${loginCode.length} files; all of /login ${kib(login)} KiB`,
      },
      {
        name: 'dashboard after sign-in, all on the wire',
        value: kib(dashboard),
        unit: 'KiB',
        baseline: 'goal',
        baselineValue: GOALS.dashboardKiB,
        goal: `≤ ${GOALS.dashboardKiB} KiB`,
        note: `${dashboard.length} transfers, JS+CSS ${kib(dashboard.filter(isCode))} KiB; with /login ${kib([...login, ...dashboard])} KiB`,
      },
      {
        name: 'sign-in form visible, 1.6 Mbit/s 150 ms',
        value: Number(formSeconds.toFixed(2)),
        unit: 's',
        baseline: 'goal',
        baselineValue: GOALS.formSeconds,
        goal: `≤ ${GOALS.formSeconds} s`,
        // The rest is parsing and rendering, which a busy machine stretches (see the bare route's rate).
        note: `its JS and CSS in after ${Math.max(...loginCode.map((t) => t.at)).toFixed(2)} s`,
      },
    ];
  } finally {
    await browser.close();
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
