import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { POSITION_WINDOW_MINUTES, type ScanPositionInput } from '@trace/contract/scan';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { PublicContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { installationSecret } from '../tagging/tagging.public.ts';
import { regionOfPosition } from './scan.region.ts';

type Keys = { cipher: Buffer; mac: Buffer };
const IV_BYTES = 16;
const BODY_BYTES = 16;
const MAC_BYTES = 16;
const REFERENCE_BYTES = IV_BYTES + BODY_BYTES + MAC_BYTES;

const keys = new WeakMap<object, Promise<Keys>>();

/** The keys of position references, derived from one installation secret once per database and server (it never changes). */
function keysOf(ctx: PublicContext): Promise<Keys> {
  let derived = keys.get(ctx.app.db);
  if (!derived) {
    derived = installationSecret(ctx, 'scan_position_key').then((secret) => ({
      cipher: createHmac('sha256', secret).update('scan-position:cipher').digest(),
      mac: createHmac('sha256', secret).update('scan-position:mac').digest(),
    }));
    keys.set(ctx.app.db, derived);
    derived.catch(() => keys.delete(ctx.app.db));
  }
  return derived;
}

const macOf = (key: Buffer, signed: Buffer) => createHmac('sha256', key).update(signed).digest().subarray(0, MAC_BYTES);

/** A scan recorded: its id and when. */
export type ScanRef = { id: number; at: Date };

/**
 * The page's reference to the scan it recorded, valid POSITION_WINDOW_MINUTES after the scan. The
 * scan's id and the expiry are encrypted (an id in the clear would tell anyone how many scans the
 * installation records) and the whole is signed with an HMAC, so a page can add a position to its
 * own scan and to no other.
 */
export async function positionReferenceOf(ctx: PublicContext, scan: ScanRef): Promise<string> {
  const { id: scanId, at } = scan;
  const { cipher, mac } = await keysOf(ctx);
  const body = Buffer.alloc(BODY_BYTES);
  body.writeBigUInt64BE(BigInt(scanId), 0);
  body.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000) + POSITION_WINDOW_MINUTES * 60), 8);
  const iv = randomBytes(IV_BYTES);
  const encipher = createCipheriv('aes-256-ctr', cipher, iv);
  const signed = Buffer.concat([iv, encipher.update(body), encipher.final()]);
  return Buffer.concat([signed, macOf(mac, signed)]).toString('base64url');
}

/** The scan a reference names while it holds (its signature right and its time not past), else null. */
async function referencedScan(ctx: PublicContext, reference: string): Promise<number | null> {
  const bytes = Buffer.from(reference, 'base64url');
  if (bytes.length !== REFERENCE_BYTES) return null;
  const { cipher, mac } = await keysOf(ctx);
  const signed = bytes.subarray(0, IV_BYTES + BODY_BYTES);
  if (!timingSafeEqual(bytes.subarray(IV_BYTES + BODY_BYTES), macOf(mac, signed))) return null;
  const decipher = createDecipheriv('aes-256-ctr', cipher, signed.subarray(0, IV_BYTES));
  const body = Buffer.concat([decipher.update(signed.subarray(IV_BYTES)), decipher.final()]);
  const expires = Number(body.readBigUInt64BE(8));
  if (expires * 1000 <= ctx.app.clock.now().getTime()) return null;
  const scanId = body.readBigUInt64BE(0);
  return scanId <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(scanId) : null;
}

/**
 * The visitor's position, shared on the page, added to the scan that page recorded: its place
 * becomes the position and the region it lies in. Once only (a scan placed by GPS keeps its
 * place), and only a scan of an enterprise's code (no one reads the others). The scan's verdict,
 * counting and the code are left as they were. Every refusal — a reference forged, expired, used,
 * or naming a scan that takes no position — is the same answer, so it tells nothing of which.
 */
export async function addPosition(ctx: PublicContext, input: ScanPositionInput): Promise<{ recorded: true }> {
  const scanId = await referencedScan(ctx, input.ref);
  if (scanId !== null) {
    const region = await regionOfPosition(input);
    const [updated] = await rowsOf<{ id: number }>(
      ctx.orm,
      // Moved to this transaction in the risk engine's reading order (its first place and region kept), so the
      // engine reads it again for the position even when it has read it already.
      sql`UPDATE scan_events SET lat = ${input.lat.toFixed(6)}::numeric, lng = ${input.lng.toFixed(6)}::numeric, geo_source = 'gps',
          region_code = ${region}::text, first_xid = recorded_xid, first_region_code = region_code, recorded_xid = pg_current_xact_id()
        WHERE id = ${scanId} AND enterprise_id IS NOT NULL AND geo_source <> 'gps'
        RETURNING id`,
    );
    if (updated) return { recorded: true };
  }
  throw conflict('errors.positionRefused');
}
