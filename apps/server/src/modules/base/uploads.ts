import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_PIXELS, UPLOAD_MAX_BYTES } from '@trace/contract/base';
import type { PublicContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { gifSize, jpegSize, type PixelSize, pngSize, webpSize } from './image-size.ts';

/** Image types accepted, recognised by their first bytes (never by the name or the declared type). */
const SIGNATURES: Array<{ ext: string; type: string; test: (b: Buffer) => boolean; size: (b: Buffer) => PixelSize | null }> = [
  {
    ext: 'png',
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    size: pngSize,
  },
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, size: jpegSize },
  { ext: 'gif', type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')), size: gifSize },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
    size: webpSize,
  },
];
const NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Where uploaded images are kept: DATA_DIR/uploads. */
function directory(dataDir: string) {
  return path.join(dataDir, 'uploads');
}

/** Stores an image under a random name in DATA_DIR/uploads and answers its path. */
export function storeImage(ctx: PublicContext, data: Buffer) {
  return storeImageIn(ctx.app.config.dataDir, data);
}

/** `storeImage` for a data directory given (the demo loader runs before any request). */
export async function storeImageIn(dataDir: string, data: Buffer) {
  if (data.length === 0) throw badRequest('errors.uploadEmpty');
  if (data.length > UPLOAD_MAX_BYTES) throw badRequest('errors.uploadTooLarge', { max: Math.round(UPLOAD_MAX_BYTES / 1024) });
  const kind = SIGNATURES.find((s) => s.test(data));
  if (!kind) throw badRequest('errors.uploadType');
  refuseHugeImage(kind.size(data));
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await fs.mkdir(directory(dataDir), { recursive: true });
  await fs.writeFile(path.join(directory(dataDir), name), data, { flag: 'wx' });
  return { path: `/api/base/uploads/${name}`, size: data.length, type: kind.type };
}

/**
 * An image is refused by the size its header states, before anything decodes it: a few bytes can
 * claim 60,000 × 60,000 pixels, gigabytes for each phone that shows the scan page.
 */
function refuseHugeImage(size: PixelSize | null) {
  if (!size) throw badRequest('errors.uploadUnreadable');
  if (size.width * size.height > IMAGE_MAX_PIXELS)
    throw badRequest('errors.uploadTooManyPixels', { width: size.width, height: size.height, max: IMAGE_MAX_PIXELS / 1_000_000 });
}

/** An uploaded image, or 404; the name pattern keeps every read inside the uploads directory. */
export async function readImage(ctx: PublicContext, name: string) {
  if (!NAME.test(name)) throw notFound();
  const kind = SIGNATURES.find((s) => s.ext === name.split('.')[1]);
  try {
    return { data: await fs.readFile(path.join(directory(ctx.app.config.dataDir), name)), type: kind?.type ?? 'application/octet-stream' };
  } catch {
    throw notFound();
  }
}
