import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../support/test-app.ts';
import { ADMIN, Session } from './support/actors.ts';
import { type FuzzCase, fuzzCaseArb } from './support/fuzz-cases.ts';
import { HANG_MS, jsonCall, send } from './support/http.ts';
import { fetchDocument, type Operation, operationsOf, parseRequirement } from './support/openapi.ts';
import { recordResult } from './support/results.ts';
import { ENGINE, replayHint, SETTINGS, seedFor } from './support/run-settings.ts';
import { type ServerProcess, startServer } from './support/server-process.ts';
import { preparedStorage } from './support/storage.ts';
import { describeCall, unacceptable } from './support/verdict.ts';

/**
 * Every operation of the OpenAPI document gets schema-driven bad input, as the signed-in
 * enterprise admin (a line's device key on the line API) and without a token, against the real
 * server process. Sign-in limits are
 * raised so fuzzing the sign-in route cannot lock the fuzzer's own admin out.
 */
const SERVER_ENV = { LOGIN_MAX_FAILURES: '1000000', LOGIN_IP_MAX_FAILURES: '1000000' };

let storage: Storage;
let server: ServerProcess;
let operations: Operation[];
const failures: string[] = [];
const statuses = new Map<number, number>();
let tried = 0;
let restarts = 0;
/** A line's device key: the line API's operations are fuzzed with it instead of a session. */
let deviceKey = '';

beforeAll(async () => {
  storage = await preparedStorage();
  server = await startServer({ ...storage.env, ...SERVER_ENV });
  operations = operationsOf(await fetchDocument(server.base));
  const admin = new Session(server.base, ADMIN);
  const workshops = await jsonCall(server.base, 'GET', '/api/plant/workshops/pagelist?page_size=1', await admin.current());
  const workshopId = (workshops.json as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;
  const line = await jsonCall(server.base, 'POST', '/api/plant/lines/add', await admin.current(), {
    code: 'FUZZ-LINE',
    name: 'Fuzz line',
    workshop_id: workshopId,
  });
  deviceKey = (line.json as { data: { device_key: string } }).data.device_key;
});
afterAll(async () => {
  recordResult('fuzz', {
    tried,
    failed: failures.length,
    notes: [
      `${operations?.length ?? 0} operations × ${SETTINGS.fuzzCasesPerOperation} cases × 2 callers`,
      `answers ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`,
      `server restarted ${restarts}× after dying or stalling`,
    ],
    failures,
  });
  await server?.stop();
  await storage?.drop();
});

/** A server that died or stopped answering is reported once and replaced, so the run goes on. */
async function ensureServing(after: string): Promise<void> {
  const healthy = server.alive() && (await jsonCall(server.base, 'GET', '/api/health').then((a) => a.status === 200 && a.ms < HANG_MS));
  if (healthy) return;
  const exit = server.exit();
  failures.push(
    `${exit ? `process exited (code ${exit.code}, signal ${exit.signal})` : 'server stopped answering /api/health'} after ${after} [${ENGINE}]\n${server
      .log()
      .slice(-600)}`,
  );
  await server.kill();
  server = await startServer({ ...storage.env, ...SERVER_ENV });
  restarts++;
}

async function attempt(fuzzCase: FuzzCase, session: Session | undefined, device = false) {
  const token = device ? undefined : await session?.current();
  const headers = device && session ? { ...fuzzCase.call.headers, authorization: `Bearer ${deviceKey}` } : fuzzCase.call.headers;
  const call = { ...fuzzCase.call, token, headers };
  const answer = await send(server.base, call);
  tried++;
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const problem = unacceptable(answer);
  const who = session ? (device ? 'device' : 'admin') : 'no token';
  if (problem) failures.push(`${problem} ← ${who} ${describeCall(call)} (${fuzzCase.label}) [${ENGINE}]`);
  if (problem || !server.alive()) await ensureServing(`${who} ${describeCall(call)}`);
  // Sign-out or a password change ends the session: sign in again for the next request.
  if (session && !device && answer.status === 401) await session.refresh();
}

describe(`fuzz every operation (${ENGINE})`, () => {
  it('never answers 5xx, never hangs, always in the envelope, and stays up', async () => {
    const admin = new Session(server.base, ADMIN);
    for (const operation of operations) {
      const cases = fc.sample(fuzzCaseArb(operation), { seed: seedFor(operation.key), numRuns: SETTINGS.fuzzCasesPerOperation });
      // The line API takes a device's key, not a session: "admin" is the line's device there.
      const device = parseRequirement(operation.permission)?.kind === 'device-key';
      for (const fuzzCase of cases) {
        await attempt(fuzzCase, admin, device);
        await attempt(fuzzCase, undefined, device);
      }
      if (!server.alive()) await ensureServing(`the cases of ${operation.key}`);
    }
    const health = await jsonCall(server.base, 'GET', '/api/health');
    expect(health.json).toMatchObject({ status_code: 200, data: { db: ENGINE } });
    expect(failures, replayHint()).toEqual([]);
  });
});
