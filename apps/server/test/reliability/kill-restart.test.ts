import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../support/test-app.ts';
import { ADMIN, signIn } from './support/actors.ts';
import { recordResult } from './support/results.ts';
import { ENGINE, replayHint, SEED, SETTINGS } from './support/run-settings.ts';
import { type ServerProcess, startServer } from './support/server-process.ts';
import { preparedStorage } from './support/storage.ts';
import { type Attempt, WRITE_KINDS, type WriteContext } from './support/write-kinds.ts';

/**
 * Rounds of SIGKILL in the middle of concurrent writes of every kind, each followed by a
 * restart on the same data: every write acknowledged with status_code 200 is still there, no
 * write appears that was never sent, and nothing all-or-nothing is stored in part.
 */
let storage: Storage;
let server: ServerProcess | undefined;
const failures: string[] = [];
const attempts = new Map<string, Attempt[]>(WRITE_KINDS.map((k) => [k.name, []]));
const killedAfterMs = fc.sample(fc.integer({ min: 1_500, max: 4_000 }), { seed: SEED, numRuns: SETTINGS.killRounds });

beforeAll(async () => {
  storage = await preparedStorage();
});
afterAll(async () => {
  const all = [...attempts.values()].flat();
  const count = (fate: string) => all.filter((a) => a.fate === fate).length;
  recordResult('kill', {
    tried: all.length,
    failed: failures.length,
    notes: [
      `${SETTINGS.killRounds} SIGKILL rounds; kinds: ${WRITE_KINDS.map((k) => k.name).join(', ')}`,
      `writes acknowledged ${count('acked')}, refused ${count('refused')}, indeterminate ${count('indeterminate')}`,
    ],
    failures,
  });
  await server?.stop();
  await storage?.drop();
});

/** What the kinds set up on the first server (a code rule, the units they update), kept across restarts. */
const shared: Record<string, number> = {};

async function context(): Promise<WriteContext & { server: ServerProcess }> {
  server = await startServer(storage.env);
  return { server, base: server.base, token: await signIn(server.base, ADMIN.account as never), shared };
}

async function checkAll(ctx: WriteContext, round: string, final: boolean) {
  for (const kind of WRITE_KINDS) {
    const problems = await kind.check(ctx, attempts.get(kind.name) ?? [], final);
    for (const id of problems.lost) failures.push(`${kind.name}: acknowledged ${id} lost (${round}) [${ENGINE}]`);
    for (const id of problems.unexpected) failures.push(`${kind.name}: ${id} stored but never sent (${round}) [${ENGINE}]`);
    for (const id of problems.halfDone) failures.push(`${kind.name}: ${id} half done (${round}) [${ENGINE}]`);
  }
}

describe(`kill and restart during writes (${ENGINE})`, () => {
  it('keeps every acknowledged write and leaves nothing half done', async () => {
    let ctx = await context();
    for (const kind of WRITE_KINDS) await kind.prepare?.(ctx, SETTINGS.writersPerKind);
    for (const [round, delay] of killedAfterMs.entries()) {
      let killed = false;
      // On PGlite a fresh server answers the kinds' first writes one after another, in the order
      // their loops start, seconds in all: odd rounds start from the last kind, so the last kinds
      // too are answered before some kill.
      const kinds = round % 2 === 0 ? WRITE_KINDS : [...WRITE_KINDS].reverse();
      const loops = kinds.flatMap((kind) =>
        Array.from({ length: SETTINGS.writersPerKind }, async (_, writer) => {
          for (let n = 0; !killed; n++) {
            const id = `${kind.prefix}${round}-${writer}-${n}`;
            const fate = await kind.write(ctx, id, writer);
            attempts.get(kind.name)?.push({ id, writer, fate: killed && fate === 'refused' ? 'indeterminate' : fate });
            if (kind.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, kind.pauseMs));
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      killed = true;
      await ctx.server.kill();
      await Promise.all(loops);
      ctx = await context();
      await checkAll(ctx, `round ${round + 1}, killed after ${delay} ms`, false);
    }
    await checkAll(ctx, 'after the last round, jobs finished', true);
    expect(ctx.server.alive()).toBe(true);
    expect(failures, replayHint()).toEqual([]);
  });
});
