import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const autocannonLib = createRequire(import.meta.url).resolve('autocannon');

const loopbackOnly = (url: string) => {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('benchmarks send traffic to 127.0.0.1 only');
};

/**
 * A bounded loopback load (fixed connections and duration, 127.0.0.1 only), generated from a
 * separate process so that it does not share the server's event loop.
 */
export function load(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}) {
  loopbackOnly(url);
  const args = [autocannonCli, '-j', '-c', String(options.connections ?? 10), '-d', String(options.seconds ?? 5)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out);
      resolve({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}

/**
 * Downloads one file from a separate process, as a printer's client would, and answers its size
 * and the time from the request to the last byte, measured there.
 */
export function fetchFile(url: string, headers: Record<string, string> = {}) {
  loopbackOnly(url);
  const script = `
    const started = performance.now();
    const response = await fetch(process.argv[1], { headers: JSON.parse(process.argv[2]) });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    console.log(JSON.stringify({ status: response.status, bytes, ms: performance.now() - started }));`;
  return new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, url, JSON.stringify(headers)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`download client exited with ${code}`))));
  });
}

export type CyclingResult = LoadResult & { answered: number; ok: number; seconds: number };

/**
 * A bounded loopback load of `amount` JSON POSTs whose bodies cycle through `bodies` in order, from
 * a separate process (autocannon's API with setupRequest). A fixed amount rather than a duration:
 * autocannon then waits for every answer, so the server has finished each request it counts (a
 * duration cuts requests in flight, which the server may still complete), and a timeout of 60 s, so
 * a slow answer counts in the latencies rather than as an error. The rate is the answers over the
 * time from the start to the last answer. `errors` include timeouts.
 */
export function loadCycling(url: string, options: { connections: number; amount: number; bodies: string[] }) {
  loopbackOnly(url);
  const script = `
    import { createRequire } from 'node:module';
    const autocannon = createRequire(import.meta.url)(process.argv[1]);
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const { url, connections, amount, bodies } = JSON.parse(input);
    let next = 0;
    let last = 0;
    const started = performance.now();
    const run = autocannon(
      { url, connections, amount, timeout: 60, method: 'POST', headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] },
      (error, result) => {
        if (error) throw error;
        console.log(JSON.stringify({ result, seconds: (last - started) / 1000 }));
      },
    );
    run.on('response', () => { last = performance.now(); });`;
  return new Promise<CyclingResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, autocannonLib], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const { result, seconds } = JSON.parse(out);
      const answered = result['2xx'] + result.non2xx;
      resolve({
        rps: Math.round(answered / seconds),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        answered,
        ok: result['2xx'],
        seconds,
      });
    });
    child.stdin.end(JSON.stringify({ url, connections: options.connections, amount: options.amount, bodies: options.bodies }));
  });
}

/**
 * Asks `url` every `everyMs` from a separate process until `stop()` is called, and answers the
 * latency of each request (a stalled server shows as long latencies, not as missed samples).
 */
export function probe(url: string, everyMs = 50) {
  loopbackOnly(url);
  const script = `
    const latencies = [];
    let running = true;
    process.stdin.on('data', () => { running = false; });
    while (running) {
      const started = performance.now();
      const response = await fetch(process.argv[1]);
      await response.arrayBuffer();
      latencies.push(response.status === 200 ? performance.now() - started : 60000);
      await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2])));
    }
    console.log(JSON.stringify(latencies));
    process.exit(0);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, url, String(everyMs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const done = new Promise<number[]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited with ${code}`))));
  });
  return {
    stop(): Promise<number[]> {
      child.stdin.end('stop');
      return done;
    },
  };
}
