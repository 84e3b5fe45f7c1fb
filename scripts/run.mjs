import { spawn } from 'node:child_process';

/**
 * Runs a command with its output passed through; resolves with its exit code. Signals reach the
 * child. With `keepOutput`, resolves with `{ code, output }` (stdout and stderr as printed).
 */
export function run(command, args, { keepOutput = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: keepOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit', ...options });
    const chunks = [];
    if (keepOutput) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        chunks.push(chunk);
      });
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        chunks.push(chunk);
      });
    }
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const closed = new Promise((done) => child.once('close', done));
    child.once('exit', async (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      const exit = code ?? (signal ? 1 : 0);
      if (!keepOutput) return resolve(exit);
      // The last output may still be in the pipes; a process the child left running may hold them open.
      await Promise.race([closed, new Promise((done) => setTimeout(done, 2_000))]);
      resolve({ code: exit, signal, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}
