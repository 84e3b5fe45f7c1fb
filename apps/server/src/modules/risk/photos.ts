import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { inspectionPhotos } from './inspection.table.ts';

/** Largest photo accepted, as the phone sends it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photos being re-encoded at once on a server; more wait, and past the queue are told to retry. */
const PARALLEL = 2;
const QUEUED = 8;
const TIMEOUT_MS = 30_000;
const NAME = /^[0-9a-f]{32}\.jpg$/;

const tsxApi = import.meta.resolve('tsx/esm/api');
const workerFile = new URL('./photo.worker.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); })`;

let busy = 0;
const waiting: Array<() => void> = [];

const directory = (dataDir: string) => path.join(dataDir, 'inspection-photos');

/** JPEG and PNG only, by their first bytes (a phone's camera gives one of them). */
function typeOf(data: Buffer): 'jpeg' | 'png' | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/** One photo through a fresh worker, which ends with it (its heap goes with it). */
function reencode(data: Buffer, type: 'jpeg' | 'png'): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const worker = new Worker(bootstrap, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    const timer = setTimeout(() => void worker.terminate(), TIMEOUT_MS);
    const done = (answer: Buffer | null) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    worker.once('message', (answer: { ok: boolean; bytes?: Uint8Array }) =>
      done(answer.ok && answer.bytes ? Buffer.from(answer.bytes) : null),
    );
    worker.once('error', () => done(null));
    worker.once('exit', () => done(null));
    worker.postMessage({ bytes: new Uint8Array(data), type });
  });
}

/**
 * Stores an inspection photo for the enterprise: an image (JPEG or PNG, at most 5 MB) re-encoded
 * without its metadata (photo.worker.ts), kept under a random name readable only by the
 * enterprise's signed-in staff.
 */
export async function storePhoto(ctx: Context, data: Buffer): Promise<{ name: string; width: number; height: number }> {
  if (data.length === 0) throw badRequest('errors.uploadEmpty');
  if (data.length > PHOTO_MAX_BYTES) throw badRequest('errors.uploadTooLarge', { max: Math.round(PHOTO_MAX_BYTES / 1024) });
  const type = typeOf(data);
  if (!type) throw badRequest('errors.photoType');
  if (busy >= PARALLEL) {
    if (waiting.length >= QUEUED) throw new AppError(429, 429, 'errors.tooManyRequests', { seconds: 5 }, { 'retry-after': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  busy += 1;
  let encoded: Buffer | null;
  try {
    encoded = await reencode(data, type);
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
  if (!encoded) throw badRequest('errors.photoUnreadable');
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  await fs.mkdir(directory(ctx.app.config.dataDir), { recursive: true });
  await fs.writeFile(path.join(directory(ctx.app.config.dataDir), name), encoded, { flag: 'wx' });
  await ctx.orm.insert(inspectionPhotos).values({
    name,
    enterprise_id: ctx.enterpriseId,
    uploaded_by: ctx.accountId,
    bytes: encoded.length,
    created_at: ctx.app.clock.now(),
  });
  const size = jpegSize(encoded);
  return { name, width: size.width, height: size.height };
}

/** Width and height from a baseline JPEG's frame header (the one our encoder writes). */
function jpegSize(data: Buffer): { width: number; height: number } {
  for (let at = 2; at + 9 < data.length; ) {
    const marker = data[at + 1] as number;
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xc0) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return { width: 0, height: 0 };
}

/** A photo of the caller's enterprise, or 404 (another enterprise's photo is not found either). */
export async function readPhoto(ctx: Context, name: string): Promise<Buffer> {
  if (!NAME.test(name)) throw notFound();
  const [row] = await ctx.orm
    .select({ name: inspectionPhotos.name })
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.name, name), eq(inspectionPhotos.enterprise_id, ctx.enterpriseId)));
  if (!row) throw notFound();
  try {
    return await fs.readFile(path.join(directory(ctx.app.config.dataDir), name));
  } catch {
    throw notFound();
  }
}

/** Which of these names are photos the enterprise stored (an inspection may only name its own). */
export async function ownPhotos(ctx: Context, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await ctx.orm
    .select({ name: inspectionPhotos.name })
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.enterprise_id, ctx.enterpriseId), inArray(inspectionPhotos.name, [...new Set(names)])));
  return new Set(rows.map((row) => row.name));
}
