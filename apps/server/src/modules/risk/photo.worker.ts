import { parentPort } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Re-encodes one inspection photo in its own thread (decoding a phone's 12-megapixel JPEG in
 * JavaScript takes a second or two): decoded, scaled down to at most `MAX_EDGE` pixels on its
 * longer side, and written again as a JPEG. Nothing of the original file survives but its pixels:
 * no EXIF (the phone's GPS, its serial number, the time), no comments, no trailing bytes.
 */
const MAX_EDGE = 1600;
const QUALITY = 82;

type Request = { bytes: Uint8Array; type: 'jpeg' | 'png' };
type Image = { width: number; height: number; data: Uint8Array };

function decode(request: Request): Image {
  if (request.type === 'png') {
    const png = PNG.sync.read(Buffer.from(request.bytes));
    return { width: png.width, height: png.height, data: png.data };
  }
  return jpeg.decode(request.bytes, { useTArray: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 320, formatAsRGBA: true });
}

/** Box-filtered scaling: every source pixel counts once, so text on a label stays legible. */
function scaled(image: Image): Image {
  const factor = Math.max(image.width, image.height) / MAX_EDGE;
  if (factor <= 1) return image;
  const width = Math.max(1, Math.round(image.width / factor));
  const height = Math.max(1, Math.round(image.height / factor));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * image.width + sx) * 4;
          red += image.data[at] as number;
          green += image.data[at + 1] as number;
          blue += image.data[at + 2] as number;
        }
      const count = (y1 - y0) * (x1 - x0);
      const out = (y * width + x) * 4;
      data[out] = red / count;
      data[out + 1] = green / count;
      data[out + 2] = blue / count;
      data[out + 3] = 255;
    }
  }
  return { width, height, data };
}

parentPort?.on('message', (request: Request) => {
  try {
    const image = scaled(decode(request));
    const encoded = jpeg.encode({ width: image.width, height: image.height, data: image.data }, QUALITY);
    parentPort?.postMessage({ ok: true, bytes: encoded.data, width: image.width, height: image.height });
  } catch {
    parentPort?.postMessage({ ok: false });
  }
});
