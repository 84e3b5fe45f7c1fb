import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * A bounded loopback load (fixed connections and duration, 127.0.0.1 only), generated from a
 * separate process so that it does not share the server's event loop.
 */
export function load(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('benchmarks send traffic to 127.0.0.1 only');
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
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('benchmarks send traffic to 127.0.0.1 only');
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
