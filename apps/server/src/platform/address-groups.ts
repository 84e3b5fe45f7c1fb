import { isIPv4, isIPv6 } from 'node:net';

/**
 * An address as its parts: an IPv4 address (an IPv4-mapped IPv6 one as its IPv4 address) as its
 * four numbers, an IPv6 one as its eight groups with `::` expanded; null for anything else.
 */
export function addressParts(address: string): { v4: string[] } | { v6: string[] } | null {
  const ip = address.replace(/^::ffff:/i, '');
  if (isIPv4(ip)) return { v4: ip.split('.') };
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  return { v6: ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left };
}
