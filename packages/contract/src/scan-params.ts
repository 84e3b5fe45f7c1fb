import { z } from 'zod';
import { id, int4, keyword } from './fields.ts';
import { pageQuery } from './list.ts';

/**
 * Scan parameters, the counting part of the warning parameters (`warningparam`,
 * `/api/inspect/warningparams/…`): an enterprise's defaults, with its internal address ranges,
 * and per-product overrides of the counting. Until an enterprise saves its own, counting follows
 * `DEFAULT_SCAN_PARAMS` (contract scan.ts).
 */

export const MAX_QUERIES_LIMIT = 1000;
export const DEDUPE_MINUTES_LIMIT = 1440;
export const INTERNAL_CIDRS_MAX = 50;

// Address ranges (CIDR), read here so the console checks a range as the server does and the
// server tests an address without a second reader.

/** An address as a number of its family's width (32 or 128 bits). */
type Address = { family: 4 | 6; value: bigint };
/** A network: its address with the host bits cleared, and the prefix length. */
export type Network = Address & { prefix: number };

const width = (family: 4 | 6) => (family === 4 ? 32 : 128);

function ipv4Value(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: "010" is octal to some readers and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function ipv6Value(text: string): bigint | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const groups = half.split(':');
    const last = groups[groups.length - 1] as string;
    // An IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
    if (last.includes('.')) {
      const v4 = ipv4Value(last);
      if (v4 === null) return null;
      groups.splice(-1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    }
    return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
  };
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  if (!head || !tail) return null;
  // An IPv4 tail only at the very end.
  if (halves.length === 2 && halves[0]?.includes('.')) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

/** An IPv4 or IPv6 address (no zone), or null. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is read as the IPv4 one. */
export function parseAddress(text: string): Address | null {
  const v4 = ipv4Value(text);
  if (v4 !== null) return { family: 4, value: v4 };
  if (!text.includes(':')) return null;
  const v6 = ipv6Value(text);
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

const maskOf = (family: 4 | 6, prefix: number) => {
  const bits = BigInt(width(family));
  return ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
};

/**
 * A range as a person writes it: `10.0.0.0/8`, `2001:db8::/32`, or one address (`203.0.113.7`, a
 * /32 or /128). Host bits after the prefix are cleared (`10.1.2.3/8` is `10.0.0.0/8`), as a
 * database's `inet` compares them. Null when it is not a range.
 */
export function parseCidr(text: string): Network | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !address) return null;
  const parsed = address.includes(':') ? ipv6Value(address) : ipv4Value(address);
  if (parsed === null) return null;
  const family = address.includes(':') ? 6 : 4;
  if (prefixText !== undefined && !/^(0|[1-9]\d{0,2})$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? width(family) : Number(prefixText);
  if (prefix > width(family)) return null;
  return { family, value: parsed & maskOf(family, prefix), prefix };
}

/** The canonical text of a network (RFC 5952 for IPv6: lower case, the longest run of zero groups as `::`). */
export function formatCidr(network: Network): string {
  if (network.family === 4) {
    const octets = [24n, 16n, 8n, 0n].map((shift) => String((network.value >> shift) & 0xffn));
    return `${octets.join('.')}/${network.prefix}`;
  }
  const groups = Array.from({ length: 8 }, (_, i) => Number((network.value >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = (list: number[]) => list.map((group) => group.toString(16)).join(':');
  const text = best.at < 0 ? hex(groups) : `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.length))}`;
  return `${text}/${network.prefix}`;
}

/** Whether the address lies in one of the networks (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function inNetworks(address: string, networks: readonly Network[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return networks.some(
    (network) => network.family === parsed.family && (parsed.value & maskOf(network.family, network.prefix)) === network.value,
  );
}

/** One range of the internal addresses, stored in its canonical form. */
export const cidr = z
  .string()
  .trim()
  .max(64)
  .refine((text) => parseCidr(text) !== null, { message: 'validation.cidr' })
  .transform((text) => formatCidr(parseCidr(text) as Network));

// Counting parameters.

const counting = {
  /** More counted queries than this is over the limit. */
  max_queries: int4(1, MAX_QUERIES_LIMIT),
  /** From this counted query on, the page shows the count and the first query's time. */
  repeat_notice_from: int4(1, MAX_QUERIES_LIMIT),
  /** The same device or address network within this many minutes is one query (0: every scan counts). */
  dedupe_minutes: int4(0, DEDUPE_MINUTES_LIMIT),
};

/** The repeat notice starts at the latest with the last query allowed. */
function noticeWithinLimit(input: { max_queries: number; repeat_notice_from: number }, issue: z.core.$RefinementCtx) {
  if (input.repeat_notice_from > input.max_queries)
    issue.addIssue({ code: 'custom', message: 'validation.repeatNoticeAboveMax', path: ['repeat_notice_from'] });
}

/** The enterprise's defaults: counting, and the address ranges whose scans are its own staff's (never counted). */
export const enterpriseScanParamsInput = z
  .object({
    ...counting,
    internal_cidrs: z
      .array(cidr)
      .max(INTERNAL_CIDRS_MAX)
      .default([])
      .transform((list) => [...new Set(list)]),
  })
  .superRefine(noticeWithinLimit);
export type EnterpriseScanParamsInput = z.output<typeof enterpriseScanParamsInput>;

/** A product's own counting, overriding the enterprise's for scans of its codes. */
export const productScanParamsInput = z.object({ product_id: id, ...counting }).superRefine(noticeWithinLimit);
export type ProductScanParamsInput = z.infer<typeof productScanParamsInput>;

/** A change of an override's counting (its product stays: another product is another override). */
export const productScanParamsUpdate = z.object({ id, ...counting }).superRefine(noticeWithinLimit);
export type ProductScanParamsUpdate = z.infer<typeof productScanParamsUpdate>;

const stamp = {
  updated_at: z.string().nullable(),
  /** Who saved it last (empty for the built-in defaults and the demo data). */
  updated_by_name: z.string(),
};

export const enterpriseScanParams = z.object({
  max_queries: z.number(),
  repeat_notice_from: z.number(),
  dedupe_minutes: z.number(),
  internal_cidrs: z.array(z.string()),
  /** False while the enterprise counts by the built-in defaults (nothing saved yet). */
  saved: z.boolean(),
  ...stamp,
});
export type EnterpriseScanParams = z.infer<typeof enterpriseScanParams>;

export const productScanParams = z.object({
  id: z.number(),
  product_id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  max_queries: z.number(),
  repeat_notice_from: z.number(),
  dedupe_minutes: z.number(),
  ...stamp,
});
export type ProductScanParams = z.infer<typeof productScanParams>;

const OVERRIDE_SORTS = ['product_name', 'max_queries', 'updated_at'] as const;
export const productScanParamsQuery = pageQuery.extend({
  /** The product's code or name. */
  keyword,
  product_id: id.optional(),
  sort: z.enum(OVERRIDE_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('product_name'),
});
