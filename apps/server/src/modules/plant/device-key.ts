import { createHash, randomBytes } from 'node:crypto';

/** A new device key (32 bytes from the CSPRNG, base64url) and the SHA-256 that is all we keep of it. */
export function newDeviceKey(): { key: string; hash: string } {
  const key = `lk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key) };
}

/** The stored form of a device key: SHA-256, hex. A key has 256 bits of entropy, so no salt or stretching is needed. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
