/**
 * The pixel size an image's header states, read from its first bytes without decoding it: what a
 * browser would allocate to show it. Null when the header is cut off or names no size.
 */
export type PixelSize = { width: number; height: number };

export function pngSize(b: Buffer): PixelSize | null {
  if (b.length < 24 || b.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return sized(b.readUInt32BE(16), b.readUInt32BE(20));
}

export function gifSize(b: Buffer): PixelSize | null {
  return b.length < 10 ? null : sized(b.readUInt16LE(6), b.readUInt16LE(8));
}

/** The first frame header (SOF0 to SOF15, not DHT, JPG or DAC) of a JPEG's marker segments. */
export function jpegSize(b: Buffer): PixelSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    // Fill bytes, and markers that stand alone with no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return at + 9 <= b.length ? sized(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)) : null;
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

/** The canvas of an extended WebP, or the frame of a simple lossy or lossless one. */
export function webpSize(b: Buffer): PixelSize | null {
  if (b.length < 30) return null;
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return sized(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return sized(1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff));
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return sized(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  return null;
}

function sized(width: number, height: number): PixelSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}
