import { Worker } from 'node:worker_threads';
import { STATUS } from '@trace/contract/api';
import { IMPORT_MAX_UNPACKED_BYTES } from '@trace/contract/transfer';
import { AppError, badRequest } from './errors.ts';
import type { BodyAnswer, BodyPart, BodyRequest, ParseAnswer, ParseRequest } from './import-file.worker.ts';
import { mapInSlices, yieldToRequests } from './slices.ts';
import { readZipDirectory } from './zip-directory.ts';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A workbook of a few sheets has a few dozen parts; thousands mean something else. */
const MAX_ZIP_ENTRIES = 500;
/** Heap of one parsing worker: far above a bounded workbook, far below the machine. */
const WORKER_HEAP_MB = 256;
/** A bounded file parses in well under a second; past this the worker is stopped. */
const PARSE_TIME_LIMIT_MS = 20_000;
/** Files parsed at once; a burst of uploads waits its turn, and past the queue is refused. */
const PARALLEL_PARSES = 2;
const QUEUED_PARSES = 8;

/** Header-keyed rows, and each row's line in the file (what an error report names: blank lines skipped still count). */
export type ImportTable = { headers: string[]; rows: Array<Record<string, string>>; lines: number[] };

/**
 * Reads an uploaded xlsx or CSV into header-keyed rows of plain text. The content decides the
 * type (an xlsx starts with the zip signature, a CSV must be UTF-8 text without NUL). An xlsx is
 * refused from its zip directory alone when it would unpack beyond IMPORT_MAX_UNPACKED_BYTES, so
 * a small file that inflates to millions of rows is never inflated; parsing then runs in a worker
 * thread with its own heap limit and a time limit, so no file can hold up other requests or take
 * the server's memory, whatever its headers claim. Rows come out as null-prototype objects, so no
 * header can reach a prototype.
 */
export async function readImportFile(
  buffer: Buffer,
  maxRows: number,
  maxUnpackedBytes: number = IMPORT_MAX_UNPACKED_BYTES,
): Promise<ImportTable> {
  const xlsx = buffer.subarray(0, 4).equals(XLSX_MAGIC);
  if (xlsx) checkUnpackedSize(buffer, maxUnpackedBytes);
  // The header row and one row past the limit are all the worker needs to read to tell.
  const parsed = (await inWorker({ kind: 'file', bytes: buffer, xlsx, maxRows: maxRows + 1 }, fileTooLarge)) as ParseAnswer;
  if ('error' in parsed) throw badRequest(parsed.error);
  if ('tooMany' in parsed) throw badRequest('errors.importTooManyRows', { max: maxRows });
  const { matrix, lines } = parsed;
  const [headerRow, ...body] = matrix;
  if (!headerRow || body.length === 0) throw badRequest('errors.importEmpty');
  const headers = headerRow.map((h) => h.trim());
  const rows = await mapInSlices(body, (cells) => {
    const record = Object.create(null) as Record<string, string>;
    headers.forEach((header, i) => {
      record[header] = cells[i] ?? '';
    });
    return record;
  });
  return { headers, rows, lines: lines.slice(1) };
}

function checkUnpackedSize(buffer: Buffer, maxUnpackedBytes: number) {
  const directory = readZipDirectory(buffer);
  if (!directory) throw badRequest('errors.importUnreadable');
  if (directory.entries > MAX_ZIP_ENTRIES || directory.unpackedBytes > maxUnpackedBytes) {
    throw badRequest('errors.importTooLarge', { max: maxUnpackedBytes / 1_048_576 });
  }
}

/**
 * A parsing worker kept between files: starting one (a thread that loads the TypeScript loader
 * and the parser) took longer than parsing a 100,000-row CSV. It parses one file at a time; one
 * that ran out of its heap or its time is ended and the next file gets a new one; an idle one ends
 * after IDLE_MS (with it the heap a large file left) and never keeps the process alive. While a
 * server listens, a new worker is started whenever none is left, so no file waits for one to start
 * (about 27 MB while unused).
 */
const IDLE_MS = 60_000;
/** A worker that read a file or body larger than this is not kept (a new one is started in its place). */
const KEEP_AFTER_BYTES = 1_048_576;
const idle: Worker[] = [];
/** From a server's start to its close: a worker is kept started. */
let keepOneStarted = false;
let busy = 0;
const waiting: Array<() => void> = [];
let nextId = 0;

const fileTooLarge = () => badRequest('errors.importTooLarge', { max: IMPORT_MAX_UNPACKED_BYTES / 1_048_576 });
const bodyTooLarge = () => new AppError(413, STATUS.PAYLOAD_TOO_LARGE, 'errors.payloadTooLarge');

/**
 * A JSON body parsed and checked against its schema in a parsing worker (bulk-body.ts): what the
 * worker answered, a checked value whole again (its long lists taken over a slice at a time, as a
 * file's rows are).
 */
export async function checkBodyInWorker(request: Omit<BodyRequest, 'kind'>): Promise<BodyAnswer> {
  return (await inWorker({ kind: 'body', ...request }, bodyTooLarge)) as BodyAnswer;
}

async function inWorker(request: ParseRequest, tooLarge: () => AppError): Promise<ParseAnswer | BodyAnswer> {
  if (busy >= PARALLEL_PARSES) {
    if (waiting.length >= QUEUED_PARSES) throw new AppError(429, 429, 'errors.tooManyRequests', { seconds: 5 }, { 'retry-after': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  busy += 1;
  try {
    return await parseInWorker(request, tooLarge);
  } finally {
    busy -= 1;
    waiting.shift()?.();
    startFreshWorker();
  }
}

// The worker is TypeScript, loaded through tsx's loader registered inside the worker itself
// (a worker does not inherit the loader of the thread that starts it).
const tsxApi = import.meta.resolve('tsx/esm/api');
const workerFile = new URL('./import-file.worker.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); })`;

const idleTimers = new WeakMap<Worker, NodeJS.Timeout>();

/** Keeps a parsing worker started from now on (a server beginning to listen). */
export function startImportWorker(): void {
  keepOneStarted = true;
  startFreshWorker();
}

/** Ends the parsing workers kept idle (a closing server), so none outlives it. */
export async function stopImportWorkers(): Promise<void> {
  keepOneStarted = false;
  await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
}

/**
 * A new worker for the next file when none is started or parsing: at the start, and after the
 * last one ended idle or at a limit. It holds no file's heap yet, so it stays without an end. One
 * that fails to start is not replaced until a file asks for one (no loop of failing starts).
 */
function startFreshWorker(): void {
  if (!keepOneStarted || idle.length > 0 || busy > 0) return;
  idle.push(takeWorker());
}

function takeWorker(): Worker {
  const kept = idle.pop();
  if (kept) {
    clearTimeout(idleTimers.get(kept));
    return kept;
  }
  const worker = new Worker(bootstrap, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  worker.unref();
  // A worker that ends (terminated, out of memory, failed to start) is never handed out again.
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    clearTimeout(idleTimers.get(worker));
  });
  return worker;
}

function keepWorker(worker: Worker) {
  idle.push(worker);
  const timer = setTimeout(() => void worker.terminate().then(startFreshWorker), IDLE_MS);
  timer.unref();
  idleTimers.set(worker, timer);
}

/**
 * One request in a worker, under PARSE_TIME_LIMIT_MS in all: its answer, and for a checked body
 * with slices, each slice asked for after the requests waiting meanwhile have run.
 */
async function parseInWorker(request: ParseRequest, tooLarge: () => AppError): Promise<ParseAnswer | BodyAnswer> {
  const worker = takeWorker();
  const id = nextId++;
  const deadline = performance.now() + PARSE_TIME_LIMIT_MS;
  const answer = await exchange<ParseAnswer | BodyAnswer>(worker, { id, request }, 'answer', deadline, tooLarge);
  if ('parts' in answer && answer.parts !== undefined) {
    // A checked body's lists are its value's; a file's rows and lines are the answer's own.
    const lists = ('value' in answer ? answer.value : answer) as Record<string, unknown>;
    for (let i = 0; i < answer.parts; i++) {
      await yieldToRequests();
      const part = await exchange<BodyPart>(worker, { id, part: true }, 'part', deadline, tooLarge);
      (lists[part.key] as unknown[]).push(...part.items);
    }
  }
  // What a large input grew the worker's heap to stays with it (RSS of the server): ended at once.
  if (('bytes' in request ? request.bytes.byteLength : request.text.length) > KEEP_AFTER_BYTES) void worker.terminate();
  else keepWorker(worker);
  return answer;
}

/** A message to the worker and its reply; past the deadline, or out of its heap, the worker is ended. */
function exchange<A>(
  worker: Worker,
  message: { id: number; request: ParseRequest } | { id: number; part: true },
  field: string,
  deadline: number,
  tooLarge: () => AppError,
) {
  return new Promise<A>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    const timer = setTimeout(
      () => {
        done();
        void worker.terminate();
        reject(tooLarge());
      },
      Math.max(0, deadline - performance.now()),
    );
    const onMessage = (reply: { id: number } & Record<string, unknown>) => {
      if (reply.id !== message.id) return;
      done();
      resolve(reply[field] as A);
    };
    // Out of its heap (a file whose zip headers lied about its size) or failed to start: the worker is gone.
    const onError = (error: Error & { code?: string }) => {
      done();
      void worker.terminate();
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(message);
  });
}
