/** What a zip archive's central directory declares, read without inflating anything. */
export type ZipDirectory = { entries: number; unpackedBytes: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** Zip64 archives mark sizes that do not fit 32 bits with this value. */
const ZIP64_MARK = 0xffffffff;

/**
 * Reads the entry count and total declared unpacked size from the central directory, or null
 * when the buffer is not a well-formed zip. A Zip64 size counts as unbounded.
 */
export function readZipDirectory(buffer: Buffer): ZipDirectory | null {
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - END_SEARCH); at -= 1) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const offset = buffer.readUInt32LE(end + 16);
  if (offset === ZIP64_MARK || offset + size > end) return { entries, unpackedBytes: Number.POSITIVE_INFINITY };
  let unpackedBytes = 0;
  let at = offset;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const unpacked = buffer.readUInt32LE(at + 24);
    unpackedBytes += unpacked === ZIP64_MARK ? Number.POSITIVE_INFINITY : unpacked;
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return { entries, unpackedBytes };
}
