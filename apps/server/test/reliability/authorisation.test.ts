import type { Access } from '@trace/contract/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../support/test-app.ts';
import { ACTORS, ADMIN, OTHER_ADMIN, Session } from './support/actors.ts';
import { callWith, idFieldsOf, isWrite } from './support/cross-tenant.ts';
import { jsonCall, send } from './support/http.ts';
import { accessOf, expectedOutcome, judgeOutcome, matrixCall } from './support/matrix.ts';
import { fetchDocument, type Operation, operationsOf, parseRequirement } from './support/openapi.ts';
import { recordResult } from './support/results.ts';
import { ENGINE, replayHint, SEED } from './support/run-settings.ts';
import { type ServerProcess, startServer } from './support/server-process.ts';
import { preparedStorage } from './support/storage.ts';
import { createObjects, kindOf, type Objects } from './support/tenant-objects.ts';
import { describeCall, unacceptable } from './support/verdict.ts';

/**
 * Every operation × every kind of caller, against the real server: the outcome the route's
 * declared permission and the caller's grants call for, and nothing else. Then the other
 * enterprise's admin tries every operation that takes an id with the demo enterprise's ids.
 */
let storage: Storage;
let server: ServerProcess;
let operations: Operation[];
const matrix = { tried: 0, failures: [] as string[] };
const tenancy = { tried: 0, failures: [] as string[], statuses: new Map<number, number>() };
const outcomes = new Map<string, number>();

beforeAll(async () => {
  storage = await preparedStorage();
  server = await startServer(storage.env);
  operations = operationsOf(await fetchDocument(server.base));
});
afterAll(async () => {
  recordResult('authorisation', {
    tried: matrix.tried,
    failed: matrix.failures.length,
    notes: [
      `${operations?.length ?? 0} operations × ${ACTORS.length} callers (${ACTORS.map((a) => a.name).join(', ')})`,
      `expected ${[...outcomes].map(([outcome, n]) => `${outcome}:${n}`).join(' ')}`,
    ],
    failures: matrix.failures,
  });
  recordResult('tenancy', {
    tried: tenancy.tried,
    failed: tenancy.failures.length,
    notes: [
      "every id field tried with the other tenant's ids; A's reads compared before and after; B's lists and CSV exports searched",
      `answers ${[...tenancy.statuses]
        .sort(([x], [y]) => x - y)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`,
    ],
    failures: tenancy.failures,
  });
  await server?.stop();
  await storage?.drop();
});

/** Operations that take no input and write (sign-out) end the caller's session: they go last. GET and OPTIONS are safe. */
function sessionSafeOrder(list: Operation[]): Operation[] {
  const last = (o: Operation) => o.method !== 'GET' && o.method !== 'OPTIONS' && !matrixCall(o).invalid;
  return [...list.filter((o) => !last(o)), ...list.filter(last)];
}

describe(`authorisation matrix (${ENGINE})`, () => {
  it('gives every caller exactly what the route declares and its grants hold', async () => {
    const sessions = ACTORS.map((actor) => new Session(server.base, actor));
    const accesses = new Map<string, Access | undefined>();
    const adminSession = sessions.find((session) => session.actor === ADMIN) as Session;
    const adminAccess = await accessOf(server.base, ADMIN, await adminSession.current());
    for (const session of sessions)
      accesses.set(session.actor.name, await accessOf(server.base, session.actor, await session.current(), adminAccess));
    for (const operation of sessionSafeOrder(operations)) {
      const requirement = parseRequirement(operation.permission);
      const { call, invalid } = matrixCall(operation);
      for (const session of sessions) {
        matrix.tried++;
        if (!requirement) {
          matrix.failures.push(`${operation.key}: permission ${JSON.stringify(operation.permission)} cannot be classified`);
          continue;
        }
        const expected = expectedOutcome(requirement, session.actor, accesses.get(session.actor.name), operation.path);
        outcomes.set(expected, (outcomes.get(expected) ?? 0) + 1);
        const answer = await send(server.base, await session.sign(call));
        const problem = unacceptable(answer) ?? judgeOutcome(answer, expected, invalid);
        if (problem) {
          matrix.failures.push(`${problem} ← ${session.actor.name} ${describeCall(call)} (${operation.permission}) [${ENGINE}]`);
        }
      }
    }
    expect(server.alive()).toBe(true);
    expect(matrix.failures, replayHint()).toEqual([]);
  });
});

const CANARY_A = `CanaryA${SEED.toString(36)}`;
const CANARY_B = `CanaryB${SEED.toString(36)}`;
/** Reads that change by themselves (sessions, sign-ins, the audit trail of the reads themselves). */
const VOLATILE_READS = new Set([
  'GET /api/sso/me',
  'GET /api/org/loginlog/mine',
  'GET /api/org/auditlog/pagelist',
  // The webhook dispatcher tries A's deliveries on its own while B calls (attempts, next try, counts).
  'GET /api/inspect/webhooks/deliveries/pagelist',
  'GET /api/inspect/webhooks',
]);

async function waitUntilGenerated(base: string, token: string, ids: Objects) {
  for (const [kind, path] of [
    ['codeorder', 'codeorders'],
    ['pool', 'pools'],
  ] as const) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await jsonCall(base, 'GET', `/api/tagging/${path}/detail?id=${ids[kind]}`, token);
      const status = (answer.json as { data?: { status?: string } } | undefined)?.data?.status;
      if (status === 'ready' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Where two texts part, with a little context on each side. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  return `…${before.slice(Math.max(0, at - 60), at + 60)}… became …${after.slice(Math.max(0, at - 60), at + 60)}…`;
}

/** Every JSON read of enterprise A as A sees it, keyed by operation: A's rows, byte for byte. */
async function snapshot(token: string, own: Objects): Promise<Map<string, string>> {
  const reads = new Map<string, string>();
  for (const operation of operations) {
    // A print-file download is recorded on its order (a GET that writes), so it is no read here.
    if (operation.method !== 'GET' || VOLATILE_READS.has(operation.key) || operation.path.endsWith('/download')) continue;
    if (idFieldsOf(operation).some((f) => f.where === 'path')) continue;
    const answer = await send(server.base, { ...callWith(operation, own), token, timeoutMs: 30_000 });
    // An EPCIS document says when it was made: that time is the answer's, not A's data.
    if (answer.contentType.includes('json')) reads.set(operation.key, answer.text.replace(/"creationDate":"[^"]*"/, '"creationDate":""'));
  }
  return reads;
}

describe(`cross-tenant ids, lists and exports (${ENGINE})`, () => {
  it("never lets enterprise B read or change enterprise A's objects", async () => {
    const a = new Session(server.base, ADMIN);
    const b = new Session(server.base, OTHER_ADMIN);
    const aToken = (await a.current()) as string;
    const bToken = (await b.current()) as string;
    const aIds = await createObjects(server.base, aToken, CANARY_A, 'CA');
    const bIds = await createObjects(server.base, bToken, CANARY_B, 'CB');
    await waitUntilGenerated(server.base, aToken, aIds);
    await waitUntilGenerated(server.base, bToken, bIds);
    const before = await snapshot(aToken, aIds);
    expect([...before.values()].some((text) => text.includes(CANARY_A))).toBe(true);

    const check = (answer: Awaited<ReturnType<typeof send>>, call: ReturnType<typeof callWith>, strict: boolean, what: string) => {
      tenancy.tried++;
      tenancy.statuses.set(answer.status, (tenancy.statuses.get(answer.status) ?? 0) + 1);
      const problem =
        unacceptable(answer) ??
        (answer.text.includes(CANARY_A) ? "answer holds A's canary" : undefined) ??
        (strict && answer.status < 300 ? `HTTP ${answer.status}: a write accepted A's id` : undefined);
      if (problem) tenancy.failures.push(`${problem} ← B ${describeCall(call)} (${what}) [${ENGINE}]`);
    };

    for (const operation of operations) {
      // The line API answers a device's key, never a session: B is refused before any id is read.
      if (parseRequirement(operation.permission)?.kind === 'device-key') continue;
      for (const field of idFieldsOf(operation)) {
        const kind = kindOf(field.name, operation.path);
        const foreign = kind ? aIds[kind] : undefined;
        if (!kind || foreign === undefined) {
          tenancy.tried++;
          tenancy.failures.push(`${operation.key}: id field ${field.where}.${field.name} of unknown kind (add it to tenant-objects.ts)`);
          continue;
        }
        const call = callWith(operation, bIds, { field, id: foreign });
        const answer = await send(server.base, { ...call, token: await b.current(), timeoutMs: 30_000 });
        check(answer, call, isWrite(operation), `${field.where}.${field.name} = A's ${kind}`);
        if (answer.status === 401) await b.refresh();
      }
    }

    // B's own lists, searches and exports, with no filter and with its own ids: nothing of A's.
    for (const operation of operations) {
      if (operation.method !== 'GET') continue;
      const call = callWith(operation, bIds);
      check(await send(server.base, { ...call, token: await b.current(), timeoutMs: 30_000 }), call, false, 'B reading its own data');
    }

    await a.refresh();
    const after = await snapshot((await a.current()) as string, aIds);
    for (const [key, text] of before) {
      tenancy.tried++;
      const now = after.get(key) ?? '';
      if (now !== text) tenancy.failures.push(`${key}: A's data changed while B called: ${firstDifference(text, now)} [${ENGINE}]`);
    }
    expect(server.alive()).toBe(true);
    expect(tenancy.failures, replayHint()).toEqual([]);
  });
});
