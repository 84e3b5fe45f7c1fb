import { read } from './line-reads.ts';

/**
 * The devices of the line bench, run as their own process (`tsx bench/line-devices.ts`, the job
 * as JSON on stdin, the answer as JSON on stdout), as the bench's other loads are: devices are
 * machines on the line, so their own work (building, sending and parsing each call) must not
 * share the server's event loop and count as the server's latency.
 *
 * Each device calls RATE times a second for SECONDS and waits for each answer; lines run
 * independently, so their calls are spread over the interval (device i starts i/LINES of it
 * later) rather than all landing in the same millisecond every tick. `task` asks for the line's
 * task (the trivial baseline); `reads` sends an item read each time and, after every PER_CASE-th
 * item, the case read of those items in the same call, as a device would.
 */
export type DeviceJob = {
  base: string;
  mode: 'task' | 'reads';
  rate: number;
  seconds: number;
  perCase: number;
  devices: Array<{ key: string; taskId: number; items: string[]; cases: string[] }>;
};
/** Every call's time, and apart those of the calls carrying a case read (where a p99 usually lies). */
export type DeviceResult = { times: number[]; caseTimes: number[]; errors: string[]; acked: Array<[string, string[]]> };

async function run(job: DeviceJob): Promise<DeviceResult> {
  if (!job.base.startsWith('http://127.0.0.1:')) throw new Error('benchmarks send traffic to 127.0.0.1 only');
  const result: DeviceResult = { times: [], caseTimes: [], errors: [], acked: [] };
  const interval = 1000 / job.rate;
  const first = performance.now();
  await Promise.all(
    job.devices.map(async (d, index) => {
      const begin = first + (index * interval) / job.devices.length;
      for (let n = 0; n < job.seconds * job.rate; n++) {
        const wait = begin + n * interval - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const reads = [read('item', d.items[n] as string)];
        // The case of the last PER_CASE items follows the item that fills it, in the same call.
        if ((n + 1) % job.perCase === 0)
          reads.push(read('case', d.cases[(n + 1) / job.perCase - 1] as string, d.items.slice(n + 1 - job.perCase, n + 1)));
        const started = performance.now();
        const response = await fetch(`${job.base}${job.mode === 'task' ? '/api/line/v1/task' : '/api/line/v1/reads'}`, {
          method: job.mode === 'task' ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${d.key}`, ...(job.mode === 'reads' ? { 'content-type': 'application/json' } : {}) },
          body: job.mode === 'reads' ? JSON.stringify({ task_id: d.taskId, reads }) : undefined,
        });
        const body = (await response.json()) as { data?: { outcomes?: Array<{ status: string; kind: string | null }> } };
        const took = performance.now() - started;
        result.times.push(took);
        if (job.mode === 'reads' && reads.length > 1) result.caseTimes.push(took);
        const rejected = body.data?.outcomes?.filter((o) => o.status !== 'accepted').map((o) => o.kind) ?? [];
        if (response.status !== 200 || rejected.length > 0) result.errors.push(`${response.status} ${rejected.join(',')}`);
        else if (job.mode === 'reads') for (const r of reads) result.acked.push([r.code, r.children ?? []]);
      }
    }),
  );
  return result;
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  input += chunk;
});
process.stdin.on('end', () => {
  run(JSON.parse(input) as DeviceJob).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
