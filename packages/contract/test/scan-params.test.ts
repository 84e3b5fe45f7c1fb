import { describe, expect, it } from 'vitest';
import {
  enterpriseScanParamsInput,
  formatCidr,
  inNetworks,
  type Network,
  parseAddress,
  parseCidr,
  productScanParamsInput,
} from '../src/scan-params.ts';

const canonical = (text: string) => {
  const network = parseCidr(text);
  return network ? formatCidr(network) : null;
};

describe('address ranges of the scan parameters', () => {
  it('reads IPv4 and IPv6 ranges and single addresses into their canonical form', () => {
    expect(canonical('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(canonical(' 192.168.1.77/24 ')).toBe('192.168.1.0/24');
    expect(canonical('203.0.113.7')).toBe('203.0.113.7/32');
    expect(canonical('0.0.0.0/0')).toBe('0.0.0.0/0');
    expect(canonical('2001:DB8::/32')).toBe('2001:db8::/32');
    expect(canonical('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1/128');
    expect(canonical('2001:0db8:0000:0000:0000:0000:0000:0000/48')).toBe('2001:db8::/48');
    expect(canonical('fe80::1:2/10')).toBe('fe80::/10');
    expect(canonical('::/0')).toBe('::/0');
    expect(canonical('::ffff:192.0.2.1')).toBe('::ffff:c000:201/128');
    expect(canonical('1:2:3:4:5:6:7:8')).toBe('1:2:3:4:5:6:7:8/128');
  });

  it('refuses what is not a range', () => {
    for (const text of [
      '',
      'office',
      '10.0.0.300/8',
      '10.0.0/8',
      '10.0.0.0/33',
      '10.0.0.0/-1',
      '10.0.0.0/08',
      '010.0.0.0/8',
      '10.0.0.0/8/8',
      '10.0.0.0/',
      '2001:db8::/129',
      '2001:db8:::1',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '12345::',
      'fe80::1%eth0',
      '1.2.3.4::',
    ]) {
      expect(parseCidr(text), text).toBeNull();
    }
  });

  it('tells whether an address lies in a range, an IPv4-mapped address as its IPv4 one', () => {
    const networks = ['10.0.0.0/8', '203.0.113.0/24', '2001:db8:8::/48'].map((text) => parseCidr(text) as Network);
    expect(inNetworks('10.200.3.4', networks)).toBe(true);
    expect(inNetworks('11.0.0.1', networks)).toBe(false);
    expect(inNetworks('203.0.113.255', networks)).toBe(true);
    expect(inNetworks('203.0.114.0', networks)).toBe(false);
    expect(inNetworks('::ffff:10.1.2.3', networks)).toBe(true);
    expect(inNetworks('2001:db8:8:ffff::1', networks)).toBe(true);
    expect(inNetworks('2001:db8:9::1', networks)).toBe(false);
    expect(inNetworks('not an address', networks)).toBe(false);
    expect(inNetworks('10.0.0.1', [])).toBe(false);
    expect(parseAddress('::ffff:10.1.2.3')).toEqual({ family: 4, value: 0x0a010203n });
  });
});

describe('scan parameter input', () => {
  it('keeps the repeat notice within the limit and the ranges canonical, without repeats', () => {
    const good = enterpriseScanParamsInput.parse({
      max_queries: 5,
      repeat_notice_from: 5,
      dedupe_minutes: 0,
      internal_cidrs: ['10.1.2.3/8', '10.0.0.0/8', '2001:DB8::/32'],
    });
    expect(good.internal_cidrs).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    const above = productScanParamsInput.safeParse({ product_id: 1, max_queries: 3, repeat_notice_from: 4, dedupe_minutes: 10 });
    expect(above.error?.issues).toMatchObject([{ path: ['repeat_notice_from'], message: 'validation.repeatNoticeAboveMax' }]);
    const bad = enterpriseScanParamsInput.safeParse({
      max_queries: 5,
      repeat_notice_from: 2,
      dedupe_minutes: 10,
      internal_cidrs: ['ok', '10.0.0.0/8'],
    });
    expect(bad.error?.issues).toMatchObject([{ path: ['internal_cidrs', 0], message: 'validation.cidr' }]);
    const many = Array.from({ length: 51 }, (_, i) => `10.${i}.0.0/16`);
    expect(
      enterpriseScanParamsInput.safeParse({ max_queries: 5, repeat_notice_from: 2, dedupe_minutes: 10, internal_cidrs: many }).success,
    ).toBe(false);
    for (const [field, value] of [
      ['max_queries', 0],
      ['max_queries', 1001],
      ['dedupe_minutes', -1],
      ['dedupe_minutes', 1441],
      ['repeat_notice_from', 0],
    ] as const) {
      const input = { max_queries: 5, repeat_notice_from: 2, dedupe_minutes: 10, [field]: value };
      expect(enterpriseScanParamsInput.safeParse(input).success, `${field} ${value}`).toBe(false);
    }
  });
});
